/** One entry of the site navigation: a link, or a group with children. */
export interface NavItem {
  /** Site path (`/docs/guides/sorting`), in-page anchor or external URL. */
  href: string;
  label: string;
  /** Extra words the Find Page filter matches on. */
  keywords?: string[];
  /** Draw a divider after this entry. */
  divider?: boolean;
  /** Opens in a new tab with an icon; never a Docusaurus route. */
  external?: boolean;
  /** Child entries, always listed under this one. */
  items?: NavItem[];
  /**
   * Child entries listed only when the current page is one of them or when
   * the Find Page filter is active.
   */
  secondaryItems?: NavItem[];
}
