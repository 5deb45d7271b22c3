/**
 * Every patch of third-party code, in one typed list. The plugins register their redirects, aliases and
 * loaders from it (plugins/patches/register.ts), one guard per part checks each compilation against it
 * (plugins/patches/guard.ts), the tests read it, and plugins/PATCHES.md is generated from it
 * (`npm run generate:patches`; tests/unit/plugins/patches.test.ts fails when the file differs).
 */
import type {Alias, Assumption, Importer, Part, Patch, Redirect, Swizzle} from './types';

export {PINNED} from './pinned';

/** MRT's stand-ins (src/components/MrtFrame/deferred), each loading the real component when it first renders. */
export const DEFERRED_DIR = 'src/components/MrtFrame/deferred';

const MRT: Importer = {
  package: 'material-react-table',
  folder: /[\\/]material-react-table[\\/]/,
  example: 'node_modules/material-react-table/dist/index.esm.js',
};
/** An example's (or a guide demo's) own modules. */
const EXAMPLES: Importer = {package: 'site', folder: /[\\/]src[\\/]examples[\\/]/};

/** MRT's import of `@mui/<package>/<component>`, pointed at the stand-in of the same name. */
function fromMrt(component: string, why: string, pickers = false): Redirect {
  return {
    kind: 'redirect',
    name: component,
    importer: MRT,
    request: `@mui/${pickers ? 'x-date-pickers' : 'material'}/${component}`,
    standsInFor: pickers ? '@mui/x-date-pickers' : '@mui/material',
    replacement: `${DEFERRED_DIR}/${component}.tsx`,
    bundles: 'both',
    mustFire: true,
    why,
  };
}

/**
 * An example's own import of a part that renders nothing a visitor can tell apart until it opens (a tooltip,
 * a closed dialog, menu or popover). Parts that show on the first render (chips, sliders, pickers) stay real
 * in examples, so nothing there appears late or moves.
 */
function fromExamples(component: string): Redirect {
  return {
    kind: 'redirect',
    name: `examples-${component}`,
    importer: EXAMPLES,
    request: `@mui/material/${component}`,
    standsInFor: '@mui/material',
    replacement: `${DEFERRED_DIR}/${component}.tsx`,
    bundles: 'both',
    mustFire: false,
    why: "closed until opened: the same stand-in as MRT's",
  };
}

/** One of slim-runtime's aliases of Docusaurus modules. */
function docusaurusAlias(alias: Omit<Alias, 'kind' | 'bundles'>): Alias {
  return {kind: 'alias', bundles: 'browser', ...alias};
}

export const PATCHES = [
  {
    id: 'docs',
    label: 'docs (`plugins/docs`)',
    packages: ['@docusaurus/plugin-content-docs'],
    target:
      '`plugin-content-docs` `contentLoaded`: `loadedVersions[].sidebars`, route `props.version.docs[].description`',
    saves:
      "**7.9 KB** on every doc page (the sidebar tree, the docs' descriptions): Install 195.8 → 203.7 KB, over its 200 KB budget",
    failsHow: 'Guarded: no sidebars object, or no route stripped, fails the build',
    recheck: 'prev/next links, `versioning.test.ts`',
    switchOff: 'bytes',
    parts: [],
  },
  {
    id: 'slim-runtime',
    label: 'slim-runtime',
    packages: ['@docusaurus/theme-classic', '@docusaurus/utils-common'],
    target:
      "theme-classic's client modules `lib/prism-include-languages` → `src/lib/noIncludeLanguages.ts` and `lib/nprogress` → `src/lib/routeProgress.ts`; `@docusaurus/utils-common` → `src/lib/docusaurusUtilsCommon.ts`; chunk files named by id",
    saves:
      '**39.6 KB** on every page: `prism-react-renderer` (33 KB, which the Prism client module imports for nothing), tslib, nprogress and the chunk-name map; without it every table page is over 300 KB (Sorting 290.5 → 330.1)',
    failsHow:
      'Guarded, each alias on its own: it must have fired (an import of the aliased module reached the stand-in), and `prism-react-renderer/dist`, `prism-include-languages.js`, `nprogress` and `utils-common/lib/index.js` must not be bundled',
    recheck:
      '`docusaurusUtilsCommon.test.ts` (same exports); the sandbox editor still highlights (it loads its own Prism, `src/components/Example/editorPrism.ts`)',
    switchOff: 'bytes',
    parts: [
      docusaurusAlias({
        name: 'utils-common',
        request: '@docusaurus/utils-common',
        byPath: false,
        package: '@docusaurus/utils-common',
        seenIn: 'node_modules/@docusaurus/core/lib/client/exports/Link.js',
        replacement: 'src/lib/docusaurusUtilsCommon.ts',
        mustNotBundle: [/[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/],
        why: "the package's index `require`s all of tslib (~3 KB gzip) for four small helpers the theme imports",
      }),
      docusaurusAlias({
        name: 'nprogress',
        request: '@docusaurus/theme-classic/lib/nprogress',
        byPath: true,
        package: '@docusaurus/theme-classic',
        seenIn: 'node_modules/@docusaurus/theme-classic/lib/index.js',
        replacement: 'src/lib/routeProgress.ts',
        mustNotBundle: [/[\\/]node_modules[\\/]nprogress[\\/]/],
        why: 'the loading bar of client-side navigations brings the nprogress library (~1.6 KB gzip) for one bar',
      }),
      docusaurusAlias({
        name: 'prism-include-languages',
        request: '@docusaurus/theme-classic/lib/prism-include-languages',
        byPath: true,
        package: '@docusaurus/theme-classic',
        seenIn: 'node_modules/@docusaurus/theme-classic/lib/index.js',
        replacement: 'src/lib/noIncludeLanguages.ts',
        mustNotBundle: [
          /[\\/]prism-react-renderer[\\/]dist[\\/]/,
          /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
        ],
        why: 'imports `prism-react-renderer` (33 KB gzip) into every page only to hand Prism to a swizzle point; code is coloured at build time',
      }),
    ],
  },
  {
    id: 'common-chunk',
    label: 'common-chunk',
    packages: ['@docusaurus/core'],
    target: "Docusaurus' `splitChunks.cacheGroups.common.minChunks`",
    saves:
      '**91.2 KB** on every page without a table (Install 195.8 → 287.0: the table stack); costs table pages 1.0–1.3 KB',
    failsHow: 'Loud: throws when the cache group or `minChunks` is gone',
    recheck: '`npm run bench`, the route sweep (`every-route.test.ts`)',
    switchOff: 'bytes',
    parts: [],
  },
  {
    id: 'mrt-deferred',
    label: 'mrt-deferred and `src/components/MrtFrame/deferred`',
    packages: ['material-react-table', '@mui/material', '@mui/x-date-pickers', '@tanstack/react-virtual'],
    target:
      "MRT's imports of `@mui/material/<X>` and `@mui/x-date-pickers/<X>` for each stand-in below; MUI Select's `../Menu/Menu.js`; TextField's and Select's `../FilledInput/index.js`; MRT's `@tanstack/react-virtual` (browser); an example's own imports of Tooltip, Dialog and its parts, Menu and Popover",
    saves:
      '**105.4 KB** on every table page (Sorting 290.5 → 396.0, Basic 279.9 → 385.3): pickers, Autocomplete, Slider, dialogs, chips, pagination, radios, switches, menus, Tooltip with Popper, the virtualizer',
    failsHow:
      "Guarded, each redirect on its own: in each compilation its importer must have imported its request and got the stand-in (else the redirect never fired), and no such import may reach anything else; `deferred/allParts.ts` (the server's warm-up list, so no part renders as a stand-in in server HTML) must list every stand-in, else the build throws",
    recheck:
      "the menu, dialog, date-filter and virtualization browser tests; `menuParts.test.tsx`; `tooltipContract.test.tsx` (the Tooltip stand-in against MUI's Tooltip, step by step: hover, focus, touch, Escape, MRT's props; known gaps: a touch-opened tooltip lacks MUI's larger touch styling; a long press turns text selection off on the pressed element, not on `<body>` as MUI does, so a tap does not restyle the whole page)",
    switchOff: 'bytes',
    parts: [
      fromMrt('Autocomplete', "the autocomplete filter input, for `filterVariant: 'autocomplete'` only"),
      fromMrt('Chip', "the grouping banner's and multi-select filters' chips"),
      fromMrt('DatePicker', 'the date filter (with date-time and time, ~60 KB gzip)', true),
      fromMrt('DateTimePicker', 'the date-time filter', true),
      fromMrt('TimePicker', 'the time filter', true),
      fromMrt('Dialog', 'the editing dialog, closed until a row is edited in a modal'),
      fromMrt('DialogActions', 'part of the editing dialog (loads with it)'),
      fromMrt('DialogContent', 'part of the editing dialog (loads with it)'),
      fromMrt('DialogTitle', 'part of the editing dialog (loads with it)'),
      fromMrt('FormControlLabel', 'the labelled rows of the show/hide columns menu'),
      fromMrt('ListItemIcon', "a menu item's icon, delivered with the menu"),
      fromMrt('Menu', 'the column, row and show/hide menus: a closed menu renders nothing'),
      fromMrt('MenuItem', "the menus' items, delivered with the menu"),
      fromMrt('Pagination', "page-number pagination, for `paginationDisplayMode: 'pages'` only"),
      fromMrt('PaginationItem', 'a page button of page-number pagination (loads with it)'),
      fromMrt('Popover', "the filter popover (`columnFilterDisplayMode: 'popover'`), closed until opened"),
      fromMrt('Radio', "single-row selection's radios"),
      fromMrt('Slider', 'the range-slider filter'),
      fromMrt('Switch', 'the visibility switches of the show/hide columns menu'),
      fromMrt(
        'Tooltip',
        "every tooltip: renders its button as a closed MUI Tooltip does; MUI's Tooltip with Popper (~10 KB) loads when one opens",
      ),
      {
        kind: 'redirect',
        name: 'Select-Menu',
        importer: {
          package: '@mui/material',
          folder: /[\\/]@mui[\\/]material[\\/]esm[\\/]Select$/,
          example: 'node_modules/@mui/material/esm/Select/SelectInput.js',
        },
        request: '../Menu/Menu.js',
        standsInFor: '@mui/material',
        replacement: `${DEFERRED_DIR}/Menu.tsx`,
        bundles: 'both',
        mustFire: true,
        why: "every Select's option list stays closed until clicked: Menu, Popover and Modal (~14 KB) load then",
      },
      {
        kind: 'redirect',
        name: 'TextField-FilledInput',
        importer: {
          package: '@mui/material',
          folder: /[\\/]@mui[\\/]material[\\/]esm[\\/]TextField$/,
          example: 'node_modules/@mui/material/esm/TextField/TextField.js',
        },
        request: '../FilledInput/index.js',
        standsInFor: '@mui/material',
        replacement: `${DEFERRED_DIR}/FilledInput.tsx`,
        bundles: 'both',
        mustFire: true,
        why: 'TextField imports the filled input beside the two variants MRT uses',
      },
      {
        kind: 'redirect',
        name: 'Select-FilledInput',
        importer: {
          package: '@mui/material',
          folder: /[\\/]@mui[\\/]material[\\/]esm[\\/]Select$/,
          example: 'node_modules/@mui/material/esm/Select/Select.js',
        },
        request: '../FilledInput/index.js',
        standsInFor: '@mui/material',
        replacement: `${DEFERRED_DIR}/FilledInput.tsx`,
        bundles: 'both',
        mustFire: true,
        why: 'Select imports the filled input beside the two variants MRT uses',
      },
      {
        kind: 'redirect',
        name: 'react-virtual',
        importer: MRT,
        request: '@tanstack/react-virtual',
        standsInFor: '@tanstack/react-virtual',
        replacement: 'src/components/MrtFrame/virtualizer/index.ts',
        bundles: 'browser',
        mustFire: true,
        why: 'MRT imports the virtualizer into every table and calls it only for virtualized ones: the stand-in loads it when first called',
      },
      ...[
        'Tooltip',
        'Dialog',
        'DialogActions',
        'DialogContent',
        'DialogContentText',
        'DialogTitle',
        'Menu',
        'Popover',
      ].map(fromExamples),
    ],
  },
  {
    id: 'emotion-head',
    label: 'emotion-head',
    packages: ['@emotion/sheet', '@emotion/cache'],
    target:
      '`@emotion/sheet` `StyleSheet.hydrate` (`nodes.forEach(this._insertTag);`); Emotion 11\'s SSR markup `<style data-emotion="css …">`',
    saves:
      'visible time, not bytes: one whole-page restyle per load while the main script runs (a few hundred ms on a phone, DECISIONS 2026-11-23)',
    failsHow:
      "Loader: `replaceOnce` throws when the passage is not there exactly once, and the guard fails the browser build when no module matches the loader's rule. postBuild: guarded, fails when a style stays in `<body>` or no page had one",
    recheck: '`every-route.test.ts` (layout shift), `emotionHead.test.ts`',
    parts: [
      {
        kind: 'loader',
        name: 'sheet',
        package: '@emotion/sheet',
        module: /[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.esm\.js$/,
        example: 'node_modules/@emotion/sheet/dist/emotion-sheet.esm.js',
        loader: 'plugins/emotion-head/sheetLoader.cjs',
        bundles: 'browser',
        why: "adopts the server's style elements where they are instead of moving each one again",
      },
    ],
  },
  {
    id: 'hover-media',
    label: 'hover rules (`src/lib/hoverOnly`, `plugins/hover-media`, `plugins/emotion-head/hover.ts`)',
    packages: ['@emotion/react', '@emotion/cache'],
    target:
      "the browser's default Emotion cache (`__unsafe_useEmotionCache()`): its `sheet.insert`, through which every rule MUI and MRT write passes; the server's `<style data-emotion>` CSS; every stylesheet through the public `configurePostCss`",
    saves:
      'visible time, not bytes: on a phone a tap restyled every `td`, `svg`, `code` and MUI button of the page (1 239 elements on Row Selection, ~90–200 ms at CPU 4x, DECISIONS 2026-12-03); rules that style an element under a hovered one now sit under `@media (hover: hover)`',
    failsHow:
      'postBuild: guarded, the build fails when no server-rendered hover rule was moved. The sheet wrap and the stylesheets: `touch.test.ts` fails when a built stylesheet, a served page or a rule Emotion inserts in the browser has such a rule outside the media query',
    recheck: '`touch.test.ts`, `hoverOnly.test.ts`',
    parts: [],
  },
  {
    id: 'scheme-colors',
    label: 'scheme colours (`plugins/emotion-head/schemeColors.ts`, `src/theme-mui/mrtSchemeColors.ts`)',
    packages: ['material-react-table', '@mui/material'],
    target: "the colour literals MRT's `getMRTTheme` and its styles write into the server's Emotion CSS",
    saves: 'a visible defect: without it a light page paints its tables dark until the script runs (then flips)',
    failsHow:
      'Guarded: the build fails when a listed colour is on no page, or one dark colour would need two light values; `mrtSchemeColors.test.tsx` compares the values with the `mrtTheme` MRT computes',
    recheck: '`theme.test.ts` (JavaScript off, light)',
    parts: [],
  },
  {
    id: 'search-modal',
    label: 'search modal (`src/theme/SearchBar`)',
    packages: ['@docsearch/react', '@docsearch/css'],
    target:
      '`@docsearch/react/modal`, `@docsearch/css/dist/*.css`; DOM edits on `.DocSearch-Container` and `header.DocSearch-SearchBar`; `overrides` pin `@docsearch/react`/`css` to 4.7.0 (4.7.1 needs a `@docsearch/core` the registry lacks)',
    saves:
      'the modal\'s ~3 KB loads on first intent, and an accessibility defect: DocSearch 4 renders its backdrop as `role="button"` around the whole modal, so screen readers get a button, not a dialog (`search.test.ts` checks the role and axe)',
    failsHow: 'Moved subpaths fail the build; the DOM edits are checked by `search.test.ts` (axe, dialog role)',
    recheck: '`search.test.ts`, `SearchBar.test.tsx`, `versioning.test.ts` (hosted page)',
    parts: [],
  },
  {
    id: 'docsearch-probe',
    label: 'docsearch-probe (`plugins/docsearch-probe`)',
    packages: ['@docsearch/react'],
    target:
      '`@docsearch/react/dist/esm/DocSearchModal.js`: the localStorage probe (`setItem`/`removeItem` of `__TEST_KEY__`) DocSearch runs in `useRef(…)` arguments, so on every render of the modal',
    saves:
      'time on every keystroke in the search box: the probe ran 2–4 times per key (45 writes while typing `column pinning`), now once per page',
    failsHow:
      "Loud: the loader throws, failing the build, unless the probe's code is there exactly once; the guard fails the browser build when no module matches the loader's rule",
    recheck:
      '`docsearchProbe.test.ts` (once per page, a throwing storage, the guard); `search.test.ts` (recent searches still kept)',
    switchOff: 'other',
    parts: [
      {
        kind: 'loader',
        name: 'modal',
        package: '@docsearch/react',
        module: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
        example: 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js',
        loader: 'plugins/docsearch-probe/probeLoader.cjs',
        bundles: 'browser',
        why: "keeps the probe's first answer for the page",
      },
    ],
  },
  {
    id: 'minisearch',
    label: 'search engine (`src/search/engine.ts`; only `src/search/minisearchAdapter.ts` reads MiniSearch internals)',
    packages: ['minisearch'],
    target: "MiniSearch 7.2's internal `executeQuery` and `_documentIds`",
    saves:
      'speed on every keystroke: p95 4.25 ms with it, 4.91 ms without, against the 5 ms budget (8 538 typed prefixes of the real questions, 6 rounds each way, Node 20)',
    failsHow:
      'Soft: falls back to the public `search()` (same results, slower) when either is missing; `minisearchAdapter.test.ts` fails when either is missing or changes shape',
    recheck:
      '`tests/unit/search/minisearchAdapter.test.ts` (members, fast path = `search()`, fallback), `npm run bench:search` (p95, top-3 share)',
    parts: [],
  },
] as const satisfies readonly Patch[];

/** A patch's id: what `[patch <id>]` and `MRT_PATCHES_OFF` name. */
export type PatchId = (typeof PATCHES)[number]['id'];

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    what: "Page template (`src/site/ssrTemplate.ts`, Docusaurus' `ssrTemplate` option)",
    reliesOn:
      'Docusaurus\' default page, copied with `data-theme="dark"` on `<html>` (a page is themed with JavaScript off)',
    checkedBy: '`tests/unit/site/ssrTemplate.test.ts`: equal to the installed default but for that attribute',
  },
  {
    what: 'Code colours at build time (`plugins/shiki`, `src/theme/CodeBlock`)',
    reliesOn:
      "shiki's `codeToTokensWithThemes`; MDX passing a fenced `<code>`'s `html` attribute (set by `plugins/shiki/rehype.mjs`) through `MDXComponents/Code` to `CodeBlock`",
    checkedBy:
      "the build: a token colour outside the theme's palette throws (`[shiki] … is in no palette`), and a fenced block reaching `CodeBlock` with neither `html` nor text fails; `tests/unit/shiki/highlight.test.ts`, `theme.test.ts`",
  },
  {
    anchor: 'api-defaults',
    what: 'API defaults (`scripts/api/readDefaults.ts`)',
    reliesOn:
      "MRT's compiled `dist/index.esm.js` (`useMRT_TableOptions`, `useMRT_TableInstance`, `MRT_DefaultColumn`, `prepareColumns`) and table-core's `build/lib/features/*.js` defaults",
    checkedBy:
      '`npm run generate:api` and `reference.test.ts` fail with `[patch api-defaults]` when a passage is gone or yields nothing (`readDefaults.test.ts`)',
  },
  {
    what: 'Build cache (`plugins/build-cache`)',
    reliesOn:
      "Rspack's persistent cache option `buildDependencies`: this site's plugins and deferred stand-ins listed there",
    checkedBy: '`tests/unit/plugins/buildCache.test.ts`',
  },
];

export const SWIZZLES: readonly Swizzle[] = [
  {
    component: 'Admonition',
    action: 'eject',
    safety: 'unlisted',
    recheck: '`Admonition.test.tsx`; admonitions in a guide',
  },
  {component: 'BlogLayout', action: 'eject', safety: 'unlisted', recheck: '`pages.test.ts` (blog list, post)'},
  {component: 'BlogListPage', action: 'eject', safety: 'unlisted', recheck: '`pages.test.ts`'},
  {
    component: 'BlogPostPage',
    action: 'wrap',
    safety: 'unlisted',
    recheck: "a post's breadcrumb shows its title (`pages.test.ts`)",
  },
  {
    component: 'CodeBlock',
    action: 'eject',
    safety: 'safe',
    recheck:
      'code blocks, copy button, word wrap button (`shell.test.ts`); renders build-time HTML (`plugins/shiki`); ' +
      '`useWordWrap` stands in for `useCodeWordWrap` (same return shape, measured in a ResizeObserver)',
  },
  {
    component: 'CodeBlock/Content',
    action: 'eject',
    safety: 'unsafe',
    recheck: "the block's lines: build-time HTML or plain text, no Prism; word wrap button",
  },
  {
    component: 'CodeBlock/Buttons/CopyButton',
    action: 'eject',
    safety: 'unlisted',
    recheck: '"Copied" for 3 s (`shell.test.ts`); copies the block\'s text from the page',
  },
  {component: 'DocBreadcrumbs', action: 'eject', safety: 'unlisted', recheck: '`Breadcrumbs.test.tsx`'},
  {component: 'DocItem/Layout', action: 'eject', safety: 'unlisted', recheck: "a doc page's header, outline, pager"},
  {component: 'DocRoot/Layout', action: 'eject', safety: 'unlisted', recheck: 'drawer layout on doc pages'},
  {component: 'DocSidebar', action: 'eject', safety: 'unsafe', recheck: 'renders nothing (the drawer replaces it)'},
  {component: 'Footer', action: 'eject', safety: 'safe', recheck: '`shell.test.ts` footer links'},
  {component: 'Heading', action: 'eject', safety: 'unlisted', recheck: 'anchor links, copy link'},
  {component: 'Layout', action: 'eject', safety: 'unlisted', recheck: 'every page (`every-route.test.ts`)'},
  {component: 'MDXPage', action: 'eject', safety: 'unlisted', recheck: '`/about`, `/changelog`, `/roadmap`'},
  {component: 'Navbar', action: 'eject', safety: 'unlisted', recheck: 'keeps a `.navbar` element theme hooks measure'},
  {
    component: 'NotFound',
    action: 'wrap',
    safety: 'safe',
    recheck: 'an unknown address shows Home / Page Not Found (`shell.test.ts`)',
  },
  {component: 'NotFound/Content', action: 'eject', safety: 'unlisted', recheck: '`every-route.test.ts` unknown path'},
  {component: 'Root', action: 'eject', safety: 'unlisted', recheck: 'theme storage, MUI providers (`theme.test.ts`)'},
  {component: 'SearchBar', action: 'eject', safety: 'safe', recheck: '`search.test.ts`'},
  {component: 'TOC', action: 'eject', safety: 'unlisted', recheck: '`outline.test.ts`, `shell.test.ts`'},
  {component: 'TOCCollapsible', action: 'eject', safety: 'unlisted', recheck: 'outline below 1800 px'},
];

/** The last weighing of the patches (`node scripts/bench-patches.mjs`) and what was removed. */
export const WEIGHING = `\`node scripts/bench-patches.mjs\` (2026-11-28: all on, Home 268.1, Install 195.8, Sorting 290.5,
Basic 279.9, editing-crud-inline-table 297.8 KB gzip) builds without each byte-saving patch in turn; the
figures above come from it. Four save 7.9–105 KB each on the pages they touch, two fix what a visitor sees
(scheme colours, the search dialog's role), and two save time rather than bytes: emotion-head (a restyle per
page load) and the MiniSearch adapter (keystroke p95 4.25 ms against 4.91 ms without it, with a 5 ms
budget). Removed on 2026-11-28 (issue 39), each with what replaced it: the SSR template string replace (the
site's own template through Docusaurus' \`ssrTemplate\` option, compared with the default by a test), the
build-cache version hash (Rspack's \`buildDependencies\`), the Tabs wrapper around Docusaurus' internal
\`BrowserContext\` (tabs are only on Install, four short commands: their remount after hydration changes
nothing visible), \`@generated/routes\` in the breadcrumbs (a wrap of the 404 page says it is one), slim-prism
and the Prism scheme (Shiki at build time; its one leftover alias joined slim-runtime). Re-weigh after any
upgrade that touches a target above.`;

/** Every part of every patch, with its patch. */
export const PARTS = PATCHES.flatMap((patch) => patch.parts.map((part) => ({patch: patch.id as PatchId, part})));

/** The name a part's guard fails with: `<patch>/<part>`. */
export const partName = (patch: string, part: {name: string}): string => `${patch}/${part.name}`;

/** The patch of this id (throws for an unknown one). */
export function patchById(id: PatchId): Patch {
  const patch = PATCHES.find((entry) => entry.id === id);
  if (!patch) throw new Error(`no patch "${id}" in plugins/patches/manifest.ts`);
  return patch;
}

/** The parts of one kind of the patch `id`, in the manifest's order. */
export function partsOf<K extends Part['kind']>(id: PatchId, kind: K): Extract<Part, {kind: K}>[] {
  return (patchById(id).parts as readonly Part[]).filter(
    (part): part is Extract<Part, {kind: K}> => part.kind === kind,
  );
}
