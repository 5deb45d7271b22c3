import type {SearchRecord} from '@site/src/search/types';

/** Records for the search's unit tests: three guides, a v2 copy of one, a page outside the docs. */
let id = 0;
export function record(partial: Partial<SearchRecord> & {title: string; url: string}): SearchRecord {
  const {title, ...rest} = partial;
  return {
    objectID: String(id++),
    type: 'lvl1',
    hierarchy: {lvl0: title, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    docusaurus_tag: 'docs-default-current',
    language: 'en',
    ...rest,
  };
}

export const RECORDS: SearchRecord[] = [
  record({title: 'Column Pinning', url: '/docs/guides/column-pinning'}),
  record({
    title: 'Column Pinning',
    url: '/docs/guides/column-pinning#enable-column-pinning',
    type: 'lvl2',
    hierarchy: {
      lvl0: 'Column Pinning',
      lvl1: 'Column Pinning',
      lvl2: 'Enable Column Pinning',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  }),
  record({title: 'Sorting', url: '/docs/guides/sorting'}),
  record({
    title: 'Sorting',
    url: '/docs/guides/sorting',
    type: 'content',
    content: 'Sorting works with pinning: a pinned column keeps its place while the rows are sorted by another column.',
  }),
  record({
    title: 'Escaping',
    url: '/docs/guides/escaping',
    type: 'content',
    content: 'Renders <script>alert(1)</script> & "quotes" as text.',
  }),
  record({title: 'Column Pinning', url: '/docs/v2/guides/column-pinning', docusaurus_tag: 'docs-default-2.0'}),
  record({title: 'About', url: '/about', docusaurus_tag: 'default'}),
];
