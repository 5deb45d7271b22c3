import React from 'react';
import clsx from 'clsx';
import {useCodeBlockContext, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** Docusaurus' code block metadata, plus the block's coloured HTML when it was highlighted at build time. */
export type HighlightedMetadata = CodeBlockMetadata & {html?: string};

/**
 * The lines of a code block: the HTML plugins/shiki made at build time, or the plain code. Replaces the theme's
 * Prism rendering (one element per token, highlighted in the browser). Line numbers and highlighted lines are
 * not supported: no page uses them.
 */
export default function CodeBlockContent({className}: {className?: string}) {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {html, code, language} = metadata as HighlightedMetadata;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      {html === undefined ? (
        <code className={styles.codeBlockLines}>{code}</code>
      ) : (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
      )}
    </pre>
  );
}
