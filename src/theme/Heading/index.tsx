import React from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import type {Props} from '@theme/Heading';
import {CopyLinkAnchor} from '@site/src/components/CopyLinkAnchor';

/** Headings with a copyable anchor link (it confirms "Copied" for 3 s, like every copy control). */
export default function Heading({as: As, id, ...props}: Props) {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  const {pathname} = useLocation();
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  brokenLinks.collectAnchor(id);
  return (
    <As {...props} className={clsx('anchor', 'mrt-heading', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <CopyLinkAnchor id={id} pathname={pathname} />
    </As>
  );
}
