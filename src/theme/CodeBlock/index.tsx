import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children as one string, so the block can be highlighted and copied; elements are kept as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Docusaurus' CodeBlock, without its remount after hydration. The theme's version keys its content on
 * `useIsBrowser()`, so every code block on a page was torn down and built again right after hydration,
 * to swap the server's Prism colours for the visitor's colour mode. Here there is nothing to swap: both
 * modes get one theme whose colours follow `<html data-theme>` in CSS (src/prism/scheme.ts), so the
 * server's HTML is already right in either mode and the browser's renders match it.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
