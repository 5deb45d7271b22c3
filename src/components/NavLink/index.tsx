import React, {createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {href: string};

interface DocusaurusClient {
  preload?: (path: string) => unknown;
}

/**
 * Set by the phone's drawer (`closeNavAfterNavigate`): choosing one of its entries closes it, and its links
 * hand their navigation over, to start once the drawer is closing.
 */
export const DeferNavigationContext = createContext<((navigate?: () => void) => void) | null>(null);

/**
 * An internal link that navigates client-side and preloads its page only on
 * hover, focus or touch. Docusaurus' own `<Link>` prefetches every link scrolled into
 * view, which would load all ~140 pages the drawer lists. The link is still
 * reported to Docusaurus' broken-link checker.
 */
export const NavLink = forwardRef<HTMLAnchorElement, Props>(function NavLink(
  {href, onClick, onMouseEnter, onFocus, onTouchStart, ...rest},
  ref,
) {
  const history = useHistory();
  const deferNavigation = useContext(DeferNavigationContext);
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
    if (deferNavigation) deferNavigation(() => history.push(href));
    else history.push(href);
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
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
      {...rest}
    />
  );
});
