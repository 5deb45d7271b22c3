/** Mock of `@docusaurus/Link`: a plain anchor; `to` wins over `href`. */
import React, {forwardRef, type AnchorHTMLAttributes} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
  activeClassName?: string;
  exact?: boolean;
};

const Link = forwardRef<HTMLAnchorElement, Props>(function Link(
  {to, href, isNavLink: _isNavLink, autoAddBaseUrl: _auto, activeClassName: _active, exact: _exact, ...rest},
  ref,
) {
  return <a ref={ref} href={to ?? href} {...rest} />;
});

export default Link;
