import {parse} from 'parse5';
import {attr, classesOf, findElement as find, isElement, type TreeNode} from '../shared/builtHtml';
import {HIERARCHY_LEVELS, type Hierarchy, type SearchRecord} from '../../src/search/types';
import {ChromeClassNames, SEARCH_EXCLUDED_CLASSES} from '../../src/layout/classNames';

/**
 * Turns one built HTML page into DocSearch records: one per heading (type
 * lvl1…lvl6, url with the heading's anchor) and one per text block (type
 * content, under the nearest heading). The HTML is read with parse5, a
 * spec-compliant parser: the faster build's minifier drops attribute quotes
 * and optional end tags (`<p>`, `<li>`), which regexes and lenient parsers
 * get wrong.
 */

/** Elements that are never prose: chrome, code, widgets. */
export const EXCLUDED_TAGS = new Set([
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
]);
/**
 * Classes of chrome inside the content column: breadcrumbs, outline, copy-link anchors, code blocks, pager,
 * and live demos with their source tabs (a demo's rows are sample data, not something to find the page by).
 */
export const EXCLUDED_CLASSES = SEARCH_EXCLUDED_CLASSES;

/** Elements whose whole text forms one content record. */
export const TEXT_BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'blockquote', 'summary']);
const HEADING = /^h([1-6])$/;
const MAX_CONTENT_LENGTH = 600;

export interface PageRecordsOptions {
  /** Route path of the page, e.g. `/docs/guides/sorting`. */
  url: string;
  /** Site title, stripped from `<title>` when the page has no h1. */
  siteTitle?: string;
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

function isExcluded(node: TreeNode): boolean {
  if (!node.tagName) return false;
  if (EXCLUDED_TAGS.has(node.tagName)) return true;
  if (attr(node, 'aria-hidden') === 'true') return true;
  const classes = classesOf(node);
  return EXCLUDED_CLASSES.some((name) => classes.includes(name));
}

/** Visible text of `node`, without excluded chrome; `skipLists` leaves nested lists out. */
function textOf(node: TreeNode, skipLists = false): string {
  let text = '';
  const walk = (current: TreeNode) => {
    if (current.nodeName === '#text') {
      text += current.value ?? '';
      return;
    }
    if (!isElement(current) || isExcluded(current)) return;
    const tag = current.tagName!;
    if (skipLists && (tag === 'ul' || tag === 'ol')) return;
    if (tag === 'br') text += ' ';
    (current.childNodes ?? []).forEach(walk);
    if (TEXT_BLOCKS.has(tag) || tag === 'td' || tag === 'th' || HEADING.test(tag)) text += ' ';
  };
  (node.childNodes ?? []).forEach(walk);
  return normalise(text);
}

/** `docs-{pluginId}-{version}` for doc pages (from Docusaurus' html classes), else `default`. */
export function searchTagOf(htmlClasses: string[]): string {
  if (!htmlClasses.includes('plugin-docs')) return 'default';
  const pluginId = htmlClasses.find((c) => c.startsWith('plugin-id-'))?.slice('plugin-id-'.length) ?? 'default';
  const version = htmlClasses.find((c) => c.startsWith('docs-version-'))?.slice('docs-version-'.length) ?? 'current';
  return `docs-${pluginId}-${version}`;
}

export function buildPageRecords(html: string, options: PageRecordsOptions): SearchRecord[] {
  const document = parse(html) as unknown as TreeNode;
  const htmlElement = find(document, (node) => node.tagName === 'html');
  if (!htmlElement) return [];
  const language = attr(htmlElement, 'lang') ?? 'en';
  const tag = searchTagOf(classesOf(htmlElement));

  const main = find(htmlElement, (node) => node.tagName === 'main');
  const root =
    (main && find(main, (node) => classesOf(node).includes(ChromeClassNames.content))) ??
    main ??
    find(htmlElement, (node) => node.tagName === 'body');
  if (!root) return [];

  const titleElement = find(htmlElement, (node) => node.tagName === 'title');
  const siteSuffix = options.siteTitle ? ` | ${options.siteTitle}` : null;
  let titleFromHead = titleElement ? textOf(titleElement) : '';
  if (siteSuffix && titleFromHead.endsWith(siteSuffix)) titleFromHead = titleFromHead.slice(0, -siteSuffix.length);
  const h1 = find(root, (node) => node.tagName === 'h1' && !isExcluded(node));
  const title = (h1 && textOf(h1)) || normalise(titleFromHead);
  if (!title) return [];

  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {lvl0: title, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor = '';
  const push = (type: SearchRecord['type'], content: string | null) => {
    records.push({
      objectID: `${options.url}#${records.length}`,
      url: anchor ? `${options.url}#${anchor}` : options.url,
      type,
      hierarchy: {...hierarchy},
      content,
      docusaurus_tag: tag,
      language,
    });
  };
  push('lvl1', null);

  const visit = (element: TreeNode, inHeader = false) => {
    for (const node of element.childNodes ?? []) {
      if (!isElement(node) || isExcluded(node)) continue;
      const tagName = node.tagName!;
      const heading = HEADING.exec(tagName);
      if (heading) {
        const level = Number(heading[1]);
        if (level === 1) continue; // the page title record exists already
        const text = textOf(node);
        if (!text) continue;
        hierarchy[HIERARCHY_LEVELS[level]] = text;
        for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[HIERARCHY_LEVELS[deeper]] = null;
        // a skipped level (h2 → h4) must not leave a gap in the hierarchy
        for (let lvl = 2; lvl < level; lvl += 1) {
          if (hierarchy[HIERARCHY_LEVELS[lvl]] === null) hierarchy[HIERARCHY_LEVELS[lvl]] = text;
        }
        anchor = attr(node, 'id') ?? anchor;
        push(HIERARCHY_LEVELS[level], null);
        continue;
      }
      // page headers (blog posts): the title only, not the date, reading time or authors
      if (inHeader) continue;
      if (TEXT_BLOCKS.has(tagName)) {
        const text = textOf(node, true);
        if (text) push('content', text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH)}…` : text);
        visitNestedLists(node);
        continue;
      }
      visit(node, tagName === 'header');
    }
  };
  /** Lists nested in a list item or quote are records of their own. */
  const visitNestedLists = (node: TreeNode) => {
    for (const child of node.childNodes ?? []) {
      if (!isElement(child) || isExcluded(child)) continue;
      if (child.tagName === 'ul' || child.tagName === 'ol') visit(child);
      else if (!TEXT_BLOCKS.has(child.tagName!)) visitNestedLists(child);
    }
  };
  visit(root);
  return records;
}

/** Routes that are listings, duplicates or errors, not content worth a search hit. */
export function isIndexableRoute(route: string): boolean {
  if (route === '/404' || route === '/search' || route === '/site-directory') return false;
  if (/^\/blog(\/(tags|authors|archive|page)(\/|$)|$)/.test(route)) return false;
  return true;
}
