/* global Crawler */
/**
 * Algolia Crawler configuration for hosted DocSearch (DEPLOYING.md, Hosted search; the class names come from src/layout/classNames.ts and a unit test keeps them in step).
 * Paste this file into the Crawler's editor, replacing the three CHANGE_ME values and the site URL.
 *
 * It gives the hosted index the same records as the embedded one (plugins/search-index/records.ts):
 * - lvl0 and lvl1 are the page's h1, lvl2-lvl6 its h2-h6, so hits group per page;
 * - content is one record per paragraph, list item, table row, definition, caption, quote or summary
 *   of the article;
 * - chrome inside the article (breadcrumbs, outline, copy-link anchors, code blocks, pager, live demos
 *   and their source tabs, buttons, inputs, hidden text) is removed before anything is read;
 * - `docusaurus_tag`, `version` and `language` come from the `docsearch:*` meta tags every page has,
 *   which the search modal filters on, so a cut version never mixes with the one being read.
 * tests/e2e/deploy.test.ts runs this extractor on built pages and compares it with the embedded index.
 */
const SITE_URL = 'https://www.material-react-table.com';

/** Removed from the article before reading it. */
const CHROME = [
  'style',
  'script',
  'noscript',
  'template',
  'svg',
  'nav',
  'footer',
  'button',
  'pre',
  'input',
  'select',
  'textarea',
  '[aria-hidden="true"]',
  '.theme-code-block',
  '.mrt-breadcrumbs',
  '.mrt-outline',
  '.mrt-copied',
  '.hash-link',
  '.pagination-nav',
  '.theme-doc-toc-mobile',
  '.mrt-example',
  '.mrt-example-source',
  '.mrt-page-feedback',
  '.mrt-builder',
];

/** The article: the content column of the shell. */
const ARTICLE = 'main .mrt-content';

new Crawler({
  appId: 'CHANGE_ME_APP_ID',
  apiKey: 'CHANGE_ME_CRAWLER_API_KEY',
  indexPrefix: '',
  rateLimit: 8,
  maxUrls: 5000,
  startUrls: [`${SITE_URL}/`],
  sitemaps: [`${SITE_URL}/sitemap.xml`],
  discoveryPatterns: [`${SITE_URL}/**`],
  // listings, duplicates and errors, as the embedded index leaves them out
  exclusionPatterns: [
    `${SITE_URL}/404`,
    `${SITE_URL}/search`,
    `${SITE_URL}/site-directory`,
    `${SITE_URL}/blog`,
    `${SITE_URL}/blog/tags/**`,
    `${SITE_URL}/blog/authors/**`,
    `${SITE_URL}/blog/archive`,
    `${SITE_URL}/blog/page/**`,
    `${SITE_URL}/**.md`,
    `${SITE_URL}/**.txt`,
  ],
  ignoreCanonicalTo: false,
  actions: [
    {
      indexName: 'CHANGE_ME_INDEX_NAME',
      pathsToMatch: [`${SITE_URL}/**`],
      recordExtractor: ({$, helpers}) => {
        $(CHROME.map((selector) => `${ARTICLE} ${selector}`).join(', ')).remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: `${ARTICLE} h1`, defaultValue: 'Material React Table V3'},
            lvl1: `${ARTICLE} h1`,
            lvl2: `${ARTICLE} h2`,
            lvl3: `${ARTICLE} h3`,
            lvl4: `${ARTICLE} h4`,
            lvl5: `${ARTICLE} h5`,
            lvl6: `${ARTICLE} h6`,
            content: ['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'blockquote', 'summary']
              .map((tag) => `${ARTICLE} ${tag}`)
              .join(', '),
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  // what the search modal relies on: filters on the tag and language, search in titles before text,
  // one hit per URL, a snippet of the content
  initialIndexSettings: {
    CHANGE_ME_INDEX_NAME: {
      attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesToSnippet: ['content:20'],
      distinct: true,
      attributeForDistinct: 'url',
    },
  },
});
