import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames, processAdmonitionProps} from '@docusaurus/theme-common';
import type {Props} from '@theme/Admonition';
import styles from './styles.module.css';

/**
 * `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger` and `:::caution`
 * blocks. The theme's own version ships six components and their icons in
 * the JavaScript of every doc page (through the MDX component map) whether or
 * not the page has an admonition; this one is a single small component: the
 * same classes, colours and headings, without the icons.
 */
const TYPES: Record<string, {alert: string; title: string}> = {
  note: {alert: 'secondary', title: 'Note'},
  tip: {alert: 'success', title: 'Tip'},
  info: {alert: 'info', title: 'Info'},
  warning: {alert: 'warning', title: 'Warning'},
  danger: {alert: 'danger', title: 'Danger'},
  caution: {alert: 'warning', title: 'Caution'},
};

export default function Admonition(unprocessedProps: Props): React.JSX.Element {
  const {type, title, children, className, id} = processAdmonitionProps(unprocessedProps);
  const known = TYPES[type] ?? TYPES.info;
  return (
    <div
      className={clsx(
        ThemeClassNames.common.admonition,
        ThemeClassNames.common.admonitionType(type),
        'alert',
        `alert--${known.alert}`,
        styles.admonition,
        className,
      )}
      id={id}>
      <div className={styles.heading}>{title ?? known.title}</div>
      {children ? <div className={styles.content}>{children}</div> : null}
    </div>
  );
}
