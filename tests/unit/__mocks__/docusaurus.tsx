/**
 * Minimal stand-ins for the Docusaurus client modules the shell's components
 * import, so they render under jsdom. Location is driven by `setMockLocation`.
 */
import React, {forwardRef, type ReactNode} from 'react';

let mockPathname = '/';
export const pushed: string[] = [];
export function setMockLocation(pathname: string) {
  mockPathname = pathname;
}
export const useLocation = () => ({pathname: mockPathname, search: '', hash: ''});
export const useHistory = () => ({push: (href: string) => pushed.push(href)});
export default forwardRef<HTMLAnchorElement, {to?: string; href?: string; children?: ReactNode}>(
  function Link({to, href, children, ...rest}, ref) {
    return (
      <a ref={ref} href={to ?? href} {...rest}>
        {children}
      </a>
    );
  },
);
export const collectLink = () => undefined;
// useBrokenLinks / useBaseUrl / useDocusaurusContext / Head / useGlobalData share this module:
// each test file imports the named helpers it needs.
