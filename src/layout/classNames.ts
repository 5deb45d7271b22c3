/**
 * The class names of the page chrome that other code reads: the search index and the Markdown twins leave
 * these elements out, the Algolia crawler config excludes them, tests find them. Components set them from
 * here, as Docusaurus' theme does with `ThemeClassNames`; nothing else spells them out.
 */
export const ChromeClassNames = {
  /** The article column of the shell (what the index and the twins read). */
  content: 'mrt-content',
  breadcrumbs: 'mrt-breadcrumbs',
  outline: 'mrt-outline',
  /** The "Copied" confirmation of copy buttons. */
  copied: 'mrt-copied',
  pageActions: 'mrt-page-actions',
  /** "Was this page helpful?" and "Report a problem" under a doc page. */
  pageFeedback: 'mrt-page-feedback',
  /** The Install page's "Check your app" form: a tool, not text to read or index. */
  compatChecker: 'mrt-compat-checker',
  /** The Table Builder's controls, live table and code: a tool, not text to read or index. */
  builder: 'mrt-builder',
  adSlot: 'mrt-ad-slot',
  /** A live demo block, its toolbar and its source block. */
  example: 'mrt-example',
  exampleBar: 'mrt-example__bar',
  exampleSource: 'mrt-example-source',
  exampleSourceFiles: 'mrt-example-source__files',
  /** The frame every Material React Table renders in. */
  frame: 'mrt-frame',
} as const;

/** Docusaurus' own chrome classes that can appear inside the content column. */
export const DocusaurusChromeClassNames = {
  codeBlock: 'theme-code-block',
  hashLink: 'hash-link',
  pager: 'pagination-nav',
  tocMobile: 'theme-doc-toc-mobile',
  versionBanner: 'theme-doc-version-banner',
  versionBadge: 'theme-doc-version-badge',
  docFooter: 'theme-doc-footer',
  editThisPage: 'theme-edit-this-page',
} as const;

/** Left out of the search index's records (and excluded by the Algolia crawler config). */
export const SEARCH_EXCLUDED_CLASSES: readonly string[] = [
  DocusaurusChromeClassNames.codeBlock,
  ChromeClassNames.breadcrumbs,
  ChromeClassNames.outline,
  ChromeClassNames.copied,
  DocusaurusChromeClassNames.hashLink,
  DocusaurusChromeClassNames.pager,
  DocusaurusChromeClassNames.tocMobile,
  ChromeClassNames.example,
  ChromeClassNames.exampleSource,
  ChromeClassNames.pageFeedback,
  ChromeClassNames.builder,
];

/** Left out of the Markdown twins (demos and code blocks are converted, not skipped). */
export const MARKDOWN_SKIPPED_CLASSES: readonly string[] = [
  ChromeClassNames.breadcrumbs,
  ChromeClassNames.outline,
  ChromeClassNames.copied,
  ChromeClassNames.pageActions,
  ChromeClassNames.pageFeedback,
  ChromeClassNames.compatChecker,
  ChromeClassNames.builder,
  DocusaurusChromeClassNames.hashLink,
  DocusaurusChromeClassNames.pager,
  DocusaurusChromeClassNames.tocMobile,
  DocusaurusChromeClassNames.versionBanner,
  DocusaurusChromeClassNames.versionBadge,
  DocusaurusChromeClassNames.docFooter,
  DocusaurusChromeClassNames.editThisPage,
  ChromeClassNames.adSlot,
  ChromeClassNames.exampleBar,
  'buttonGroup',
];
