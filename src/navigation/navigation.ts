import {API_PAGE_LIST, apiPagePath} from '../api/pages';
import {links} from '../site/links';
import type {NavItem} from './types';

/**
 * The one navigation model of the site. Every page is listed here and only
 * here: `sidebars.ts` (Docusaurus prev/next and versioning), the drawer, its
 * Find Page filter, the breadcrumb labels and the site directory all read it.
 */

const page = (slug: string, label: string, keywords?: string[]): NavItem => ({
  href: slug,
  label,
  ...(keywords ? {keywords} : {}),
});

const group = (
  base: string,
  anchor: string,
  label: string,
  entries: Array<[slug: string, label: string, keywords?: string[]]>,
): NavItem => ({
  href: `${base}#${anchor}`,
  label,
  secondaryItems: entries.map(([slug, itemLabel, keywords]) => page(`${base}/${slug}`, itemLabel, keywords)),
});

const GUIDES = '/docs/guides';
const EXAMPLES = '/docs/examples';
const API = '/docs/api';

export const navigation: NavItem[] = [
  page('/', 'Home', ['index', 'start', 'landing']),
  {
    href: '/about',
    label: 'About',
    items: [
      page('/about', 'About the Project', ['team', 'license', 'principles']),
      page('/blog', 'Blog', ['posts', 'news', 'articles']),
      page('/changelog', 'Changelog', ['releases', 'versions', 'history']),
      page('/roadmap', 'Roadmap', ['future', 'plans', 'v4']),
    ],
  },
  {
    href: '/docs/getting-started',
    label: 'Getting Started',
    items: [
      page('/docs/getting-started', 'Introduction', ['overview', 'what is']),
      page('/docs/getting-started/install', 'Install', ['npm', 'yarn', 'pnpm', 'bun', 'peer dependencies']),
      page('/docs/getting-started/usage', 'Usage', ['first table', 'quick start', 'tutorial']),
      page('/builder', 'Table Builder', ['playground', 'configurator', 'try options', 'options', 'generator']),
      page('/docs/getting-started/migrating-to-v3', 'Migrating to V3', ['upgrade', 'breaking changes', 'v2']),
    ],
  },
  {
    href: API,
    label: 'API Reference',
    items: [
      page(API, 'API Overview', ['reference', 'props']),
      ...API_PAGE_LIST.map((info) => page(apiPagePath(info.page), info.title, [...info.keywords])),
    ],
  },
  {
    href: GUIDES,
    label: 'Guides',
    items: [
      page(GUIDES, 'Guides Overview', ['features', 'how to']),
      group(GUIDES, 'essentials', 'Essentials', [
        ['best-practices', 'Best Practices', ['typescript', 'recommended']],
        ['known-issues', 'Known Issues', ['bugs', 'defects', 'workarounds', 'crash', 'not working']],
        ['data-columns', 'Data Columns', ['accessorKey', 'accessorFn', 'columnDef']],
        ['display-columns', 'Display Columns', ['mrt-row-actions', 'mrt-row-select', 'displayColumnDefOptions']],
        ['table-event-listeners', 'Table Event Listeners', ['onClick', 'muiTableBodyRowProps', 'events']],
        ['memoization', 'Memoization', ['performance', 'useMemo', 're-render']],
        ['state-management', 'State Management', ['controlled state', 'initialState', 'onStateChange']],
        ['accessibility', 'Accessibility', ['a11y', 'keyboard', 'aria']],
      ]),
      group(GUIDES, 'customization', 'Customization', [
        ['customize-components', 'Customize Components', ['mui props', 'sx', 'styling', 'theme']],
        ['customize-icons', 'Customize Icons', ['icons', 'font awesome']],
        ['theming', 'Theming', ['dark mode', 'colorSchemes', 'css variables', 'mrtTheme', 'palette']],
        ['localization', 'Localization', ['i18n', 'translation', 'language']],
        ['toolbar-customization', 'Toolbar Customization', ['top toolbar', 'bottom toolbar', 'renderTopToolbar']],
      ]),
      group(GUIDES, 'layout-and-sizing', 'Layout and Sizing', [
        ['column-size', 'Column Size', ['width', 'grow', 'layoutMode']],
        ['column-resizing', 'Column Resizing', ['resize', 'width', 'columnResizeMode']],
        ['density-toggle', 'Density Toggle', ['compact', 'spacious', 'padding']],
        ['full-screen-toggle', 'Full Screen Toggle', ['maximize', 'fullscreen']],
        ['sticky-header', 'Sticky Header', ['fixed header', 'sticky footer', 'maxHeight']],
      ]),
      group(GUIDES, 'data-and-performance', 'Data and Performance', [
        ['async-loading', 'Async Loading', ['skeleton', 'progress', 'isLoading', 'spinner']],
        ['pagination', 'Pagination', ['pages', 'page size', 'manualPagination']],
        ['virtualization', 'Virtualization', ['virtual', 'performance', 'large data', 'tanstack virtual']],
      ]),
      group(GUIDES, 'filtering-and-sorting', 'Filtering and Sorting', [
        ['column-filtering', 'Column Filtering', ['filter', 'filterFn', 'filterVariant', 'faceted']],
        ['global-filtering', 'Global Filtering', ['search', 'global filter', 'fuzzy']],
        ['sorting', 'Sorting', ['sort', 'order', 'sortingFn', 'multi sort']],
      ]),
      group(GUIDES, 'selection-and-editing', 'Selection and Editing', [
        ['row-selection', 'Row Selection', ['checkbox', 'select', 'radio']],
        ['editing', 'Editing', ['crud', 'edit', 'modal', 'inline', 'validation']],
        ['click-to-copy', 'Click to Copy', ['clipboard', 'copy']],
      ]),
      group(GUIDES, 'columns', 'Columns', [
        ['column-hiding', 'Column Hiding', ['show hide', 'visibility', 'columnVisibility']],
        ['column-pinning', 'Column Pinning', ['freeze', 'sticky columns', 'pin']],
        ['column-ordering-dnd', 'Column Ordering and DnD', ['drag and drop', 'reorder', 'columnOrder']],
        ['column-grouping', 'Column Grouping', ['group by', 'grouping']],
        ['aggregation', 'Aggregation', ['sum', 'average', 'aggregationFn', 'totals']],
        ['column-actions', 'Column Actions', ['column menu', 'renderColumnActionsMenuItems']],
      ]),
      group(GUIDES, 'rows', 'Rows', [
        ['row-pinning', 'Row Pinning', ['pin', 'sticky rows', 'freeze']],
        ['row-ordering-dnd', 'Row Ordering and DnD', ['drag and drop', 'reorder', 'row dragging']],
        ['row-numbers', 'Row Numbers', ['index', 'enableRowNumbers']],
        ['row-actions', 'Row Actions', ['menu', 'buttons', 'renderRowActions']],
        ['cell-actions', 'Cell Actions', ['context menu', 'right click', 'renderCellActionMenuItems']],
        ['detail-panel', 'Detail Panel', ['expand', 'renderDetailPanel', 'master detail']],
        ['expanding-sub-rows', 'Expanding Sub-Rows', ['tree', 'subRows', 'nested', 'expand']],
      ]),
    ],
  },
  {
    href: EXAMPLES,
    label: 'Examples',
    divider: true,
    items: [
      page(EXAMPLES, 'Examples Overview', ['demos', 'showcase']),
      group(EXAMPLES, 'basic-examples', 'Basic Examples', [
        ['basic', 'Basic Example', ['simple']],
        ['minimal', 'Minimal Example', ['bare', 'simple']],
        ['advanced', 'Advanced Example', ['full featured', 'kitchen sink']],
        ['custom-toolbar', 'Custom Toolbar Example', ['renderTopToolbar', 'filter modes', 'date filter']],
        ['custom-headless', 'Custom Headless Example', ['headless', 'own markup', 'useMaterialReactTable']],
      ]),
      group(EXAMPLES, 'export', 'Export', [
        ['export-csv', 'Export to CSV', ['download', 'excel', 'csv']],
        ['export-pdf', 'Export to PDF', ['download', 'pdf', 'print']],
      ]),
      group(EXAMPLES, 'drag-and-drop', 'Drag and Drop', [
        ['column-ordering', 'Column Ordering Example', ['dnd', 'drag', 'reorder']],
        ['row-ordering', 'Row Ordering Example', ['dnd', 'drag', 'reorder']],
        ['row-dragging', 'Row Dragging Example', ['dnd', 'drag between tables']],
      ]),
      group(EXAMPLES, 'editing-crud', 'Editing (CRUD)', [
        ['editing-crud', 'Editing CRUD Example', ['modal', 'create', 'update', 'delete']],
        ['editing-crud-inline-row', 'Inline Row Editing Example', ['crud', 'row']],
        ['editing-crud-inline-cell', 'Inline Cell Editing Example', ['crud', 'cell']],
        ['editing-crud-inline-table', 'Inline Table Editing Example', ['crud', 'table', 'spreadsheet']],
        ['editing-crud-tree', 'Tree Editing Example', ['crud', 'sub rows', 'nested']],
      ]),
      group(EXAMPLES, 'expanding', 'Expanding', [
        ['expanding-tree', 'Expanding Tree Example', ['sub rows', 'nested', 'tree']],
        ['expanding-tree-flat-parse', 'Expanding Tree from Flat Rows Example', ['parent id', 'flat data', 'tree']],
        ['detail-panel', 'Detail Panel Example', ['expand', 'master detail']],
        ['chart-detail-panel', 'Chart Detail Panel Example', ['chart', 'graph', 'expand']],
        ['lazy-detail-panel', 'Lazy Detail Panel Example', ['fetch', 'on demand', 'expand']],
        ['lazy-sub-rows', 'Lazy Sub-Rows Example', ['fetch', 'on demand', 'tree']],
      ]),
      group(EXAMPLES, 'grouping', 'Grouping', [
        ['column-grouping', 'Column Grouping Example', ['group by']],
        ['customized-grouping', 'Customized Grouping Example', ['group rows', 'custom']],
        ['aggregation-and-grouping', 'Aggregation and Grouping Example', ['sum', 'average', 'totals']],
      ]),
      group(EXAMPLES, 'filtering', 'Filtering', [
        ['filter-variants', 'Filter Variants Example', ['select', 'range', 'date', 'checkbox']],
        ['faceted-values', 'Faceted Values Example', ['unique values', 'min max']],
        ['filter-switching', 'Filter Switching Example', ['filter modes', 'fuzzy', 'contains']],
        ['popover-filters', 'Popover Filters Example', ['popover', 'filter menu']],
        ['custom-filter-ui', 'Custom Filter UI Example', ['sidebar filters', 'own controls']],
      ]),
      group(EXAMPLES, 'sticky-and-pinning', 'Sticky and Pinning', [
        ['sticky-header', 'Sticky Header Example', ['fixed header', 'sticky footer']],
        ['column-pinning', 'Column Pinning Example', ['freeze', 'pin']],
        ['sticky-row-pinning', 'Sticky Row Pinning Example', ['pin', 'freeze rows']],
        ['static-row-pinning', 'Static Row Pinning Example', ['pin', 'keep rows']],
        ['sticky-row-selection', 'Sticky Row Selection Example', ['selected rows', 'pin selected']],
      ]),
      group(EXAMPLES, 'remote-data', 'Remote Data', [
        ['remote', 'Remote Data Example', ['server side', 'fetch', 'api']],
        ['react-query', 'React Query Example', ['tanstack query', 'server side', 'cache']],
        ['infinite-scrolling', 'Infinite Scrolling Example', ['load more', 'useInfiniteQuery']],
        ['dynamic-columns', 'Dynamic Columns Example', ['remote columns', 'generated columns']],
      ]),
      group(EXAMPLES, 'virtualization', 'Virtualization', [
        ['virtualized', 'Virtualized Example', ['10000 rows', 'performance']],
        ['row-virtualization', 'Row Virtualization Example', ['rows', 'performance']],
        ['column-virtualization', 'Column Virtualization Example', ['columns', 'wide table']],
      ]),
    ],
  },
  {href: links.storybook, label: 'Storybook', external: true, keywords: ['stories', 'playground']},
  {href: links.discord, label: 'Discord', external: true, keywords: ['chat', 'community', 'help']},
  {href: links.libraryRepo, label: 'GitHub', external: true, keywords: ['source', 'repository', 'issues']},
  {href: links.npm, label: 'NPM', external: true, keywords: ['package', 'registry', 'download']},
];
