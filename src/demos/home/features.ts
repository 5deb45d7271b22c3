/** The home page's feature grid: each card links to the guide that teaches it. */
export interface Feature {
  title: string;
  text: string;
  href: string;
}

export const FEATURES: Feature[] = [
  {
    title: 'Sorting',
    text: 'Click a header to sort; hold Shift for multi-column sorts. Custom and fuzzy sorting functions.',
    href: '/docs/guides/sorting',
  },
  {
    title: 'Column filtering',
    text: 'Text, select, range, slider, checkbox and date filters per column, with switchable filter modes.',
    href: '/docs/guides/column-filtering',
  },
  {
    title: 'Global search',
    text: 'One search box over every column, with fuzzy matching and ranked results.',
    href: '/docs/guides/global-filtering',
  },
  {
    title: 'Pagination',
    text: 'Client-side or server-side paging, page sizes and a Material pagination bar.',
    href: '/docs/guides/pagination',
  },
  {
    title: 'Row selection',
    text: 'Checkboxes or radio buttons, select-all per page or across pages, a selection banner.',
    href: '/docs/guides/row-selection',
  },
  {
    title: 'Editing',
    text: 'Edit in a modal, a row, a cell or the whole table, and create new rows.',
    href: '/docs/guides/editing',
  },
  {
    title: 'Grouping and aggregation',
    text: 'Drag columns into groups and sum, count or average them.',
    href: '/docs/guides/aggregation',
  },
  {
    title: 'Virtualization',
    text: 'Render only the rows and columns in view, for tables with thousands of rows.',
    href: '/docs/guides/virtualization',
  },
  {
    title: 'Column pinning',
    text: 'Keep key columns on screen at the left or right while the rest scroll.',
    href: '/docs/guides/column-pinning',
  },
  {
    title: 'Column resizing',
    text: 'Drag column edges, on change or on end, left-to-right or right-to-left.',
    href: '/docs/guides/column-resizing',
  },
  {
    title: 'Detail panels',
    text: 'Expand a row to show anything: a chart, a form, a nested table.',
    href: '/docs/guides/detail-panel',
  },
  {
    title: 'Localization',
    text: 'Every label comes from one replaceable object; dozens of languages ship with the package.',
    href: '/docs/guides/localization',
  },
];
