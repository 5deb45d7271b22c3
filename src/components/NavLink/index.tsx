import React, {forwardRef, type AnchorHTMLAttributes, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

interface DocusaurusClient {
  preload?: (path: string) => unknown;
}

/**
 * An internal link that navigates client-side and preloads its page only on
 * hover or focus. Docusaurus' own `<Link>` prefetches every link scrolled into
 * view, which would load all ~140 pages the drawer lists. The link is still
 * reported to Docusaurus' broken-link checker.
 */
export const NavLink = forwardRef<HTMLAnchorElement, Props>(function NavLink(
  {href, onClick, onMouseEnter, onFocus, ...rest},
  ref,
) {
  const history = useHistory();
  useBrokenLinks().collectLink(href);
  const preload = () => {
    const client = (window as unknown as {docusaurus?: DocusaurusClient}).docusaurus;
    try {
      Promise.resolve(client?.preload?.(href.split('#')[0] || '/')).catch(() => undefined);
    } catch {
      // preloading is an optimisation only
    }
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    history.push(href);
  };
  return (
    <a
      ref={ref}
      href={href}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      {...rest}
    />
  );
});
