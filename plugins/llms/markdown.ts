import {parse} from 'parse5';
import {attr, classesOf, findElement, isElement, type TreeNode} from '../shared/builtHtml';
import {ChromeClassNames, DocusaurusChromeClassNames, MARKDOWN_SKIPPED_CLASSES} from '../../src/layout/classNames';

export {findElement, type TreeNode};

/**
 * Turns one built HTML page into its Markdown twin: the page's title, prose,
 * headings, lists, tables and code, without the shell around it (drawer,
 * breadcrumbs, outline, pager, footer, ads, copy buttons).
 *
 * - A live demo becomes its example's TypeScript source: the files of the
 *   TS tab that the server prerenders next to it, each in a fenced block
 *   titled with the file name. The demo's rendered rows are sample data and
 *   are left out, and so is the generated JavaScript.
 * - Tables (the guides' options tables, the reference tables, Markdown
 *   tables) become GitHub Markdown tables, one row per entry; columns that
 *   hold only controls (the reference's expand buttons) are dropped.
 * - Code blocks keep their language and title.
 *
 * The HTML is read with parse5 (the minified build drops attribute quotes and
 * optional end tags, which regexes get wrong).
 */

export interface PageMarkdown {
  /** The page's h1 (or `<title>` without the site suffix). */
  title: string;
  /** `<meta name="description">`. */
  description: string;
  /** The whole twin, starting with `# title`. */
  markdown: string;
}

export interface ConvertOptions {
  /** Origin that site paths in links are resolved against, e.g. `https://www.material-react-table.com`. */
  siteUrl: string;
  /** Site title, stripped from `<title>` when the page has no h1. */
  siteTitle?: string;
  /** The page's own path: in-page anchors (`#enableSorting`) become links to the page. */
  route?: string;
}

/** Elements that never carry page content. */
const SKIPPED_TAGS = new Set([
  'style',
  'script',
  'noscript',
  'template',
  'svg',
  'nav',
  'footer',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'canvas',
]);
/** Chrome inside the content column. */
const SKIPPED_CLASSES = MARKDOWN_SKIPPED_CLASSES;
const HEADING = /^h([1-6])$/;
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'main',
  'aside',
  'ul',
  'ol',
  'li',
  'table',
  'pre',
  'blockquote',
  'details',
  'summary',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const hasClass = (node: TreeNode, name: string): boolean => classesOf(node).includes(name);
const childrenOf = (node: TreeNode): TreeNode[] => node.childNodes ?? [];

function isSkipped(node: TreeNode): boolean {
  if (!node.tagName) return false;
  if (SKIPPED_TAGS.has(node.tagName)) return true;
  if (attr(node, 'aria-hidden') === 'true') return true;
  const classes = classesOf(node);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

function findAll(node: TreeNode, test: (node: TreeNode) => boolean, found: TreeNode[] = []): TreeNode[] {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    if (test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Plain visible text (no Markdown), chrome left out. */
export function plainText(node: TreeNode): string {
  let text = '';
  const walk = (current: TreeNode) => {
    if (current.nodeName === '#text') text += current.value ?? '';
    else if (isElement(current) && !isSkipped(current)) {
      if (current.tagName === 'br') text += ' ';
      childrenOf(current).forEach(walk);
      if (BLOCK_TAGS.has(current.tagName!) || current.tagName === 'td' || current.tagName === 'th') text += ' ';
    }
  };
  childrenOf(node).forEach(walk);
  return squash(text);
}

/** The text of a code block as written (lines end in `\n` or `<br>`), whitespace kept. */
export function codeText(node: TreeNode): string {
  let text = '';
  const walk = (current: TreeNode) => {
    if (current.nodeName === '#text') text += current.value ?? '';
    else if (isElement(current) && !SKIPPED_TAGS.has(current.tagName!)) {
      if (current.tagName === 'br') {
        text += '\n';
        return;
      }
      childrenOf(current).forEach(walk);
    }
  };
  walk(node);
  return text.replace(/\n+$/, '');
}

/** A fence longer than any backtick run in `code`. */
function fence(code: string, info: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${info}\n${code}\n${marks}`;
}

/** Inline code with enough backticks around it. */
function inlineCode(text: string): string {
  if (!text) return '';
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${marks}${pad}${text}${pad}${marks}`;
}

/** Escapes the characters that would turn prose into Markdown syntax. */
const escapeText = (text: string): string =>
  text.replace(/([\\`*[\]<>])/g, '\\$1').replace(/(^|\W)_|_(?=\W|$)/g, (match) => match.replace('_', '\\_'));

export class MarkdownConverter {
  private readonly consumedSources = new Set<TreeNode>();

  constructor(
    private readonly root: TreeNode,
    private readonly options: ConvertOptions,
  ) {}

  /** Absolute URL of a link target; anchors and external links stay as written. */
  url(href: string): string {
    if (href.startsWith('#') && this.options.route) return this.url(`${this.options.route}${href}`);
    if (href.startsWith('/') && !href.startsWith('//')) return `${this.options.siteUrl.replace(/\/$/, '')}${href}`;
    return href;
  }

  inline(node: TreeNode): string {
    let out = '';
    for (const child of childrenOf(node)) {
      if (child.nodeName === '#text') {
        out += escapeText((child.value ?? '').replace(/\s+/g, ' '));
        continue;
      }
      if (!isElement(child) || isSkipped(child)) continue;
      const tag = child.tagName!;
      if (tag === 'br') out += ' ';
      else if (tag === 'code' || tag === 'kbd') out += inlineCode(squash(codeText(child)));
      else if (tag === 'strong' || tag === 'b') out += wrap(this.inline(child), '**');
      else if (tag === 'em' || tag === 'i') out += wrap(this.inline(child), '_');
      else if (tag === 'del' || tag === 's') out += wrap(this.inline(child), '~~');
      else if (tag === 'a') {
        const text = this.inline(child).trim();
        const href = attr(child, 'href');
        out += href && text ? `[${text}](${this.url(href)})` : text;
      } else if (tag === 'img') {
        const src = attr(child, 'src') ?? '';
        // inline images (data: URIs) are pixels, not text worth copying
        if (src && !src.startsWith('data:')) out += `![${escapeText(attr(child, 'alt') ?? '')}](${this.url(src)})`;
      } else if (hasClass(child, 'api-required')) out += ' (required)';
      else out += this.inline(child);
    }
    return out;
  }

  /** Inline Markdown of `node` on one line (for headings and table cells). */
  line(node: TreeNode): string {
    return this.inline(node).replace(/\s+/g, ' ').trim();
  }

  codeBlock(node: TreeNode): string {
    const pre = node.tagName === 'pre' ? node : findElement(node, (child) => child.tagName === 'pre');
    if (!pre) return '';
    const language =
      [...classesOf(node), ...classesOf(pre)].find((name) => name.startsWith('language-'))?.slice('language-'.length) ??
      '';
    const titleNode = findElement(node, (child) => classesOf(child).some((name) => name.startsWith('codeBlockTitle')));
    const title = titleNode ? plainText(titleNode) : '';
    const info = `${language}${title ? ` title="${title.replace(/"/g, "'")}"` : ''}`;
    return fence(codeText(pre), info);
  }

  table(node: TreeNode): string {
    const rows: Array<{header: boolean; row: TreeNode}> = [];
    const collect = (current: TreeNode, header: boolean) => {
      for (const child of childrenOf(current)) {
        if (!isElement(child) || child.tagName === 'table') continue;
        if (child.tagName === 'tr') rows.push({header, row: child});
        else collect(child, header || child.tagName === 'thead');
      }
    };
    collect(node, false);
    const grid = rows
      .map(({header, row}) => ({
        header,
        cells: childrenOf(row)
          .filter((cell) => cell.tagName === 'td' || cell.tagName === 'th')
          .map((cell) => this.line(cell).replace(/\|/g, '\\|')),
      }))
      .filter((row) => row.cells.length > 0);
    const headerRow = grid.find((row) => row.header) ?? grid[0];
    if (!headerRow) return '';
    const width = headerRow.cells.length;
    // rows that span the table or hold nothing are not entries
    const body = grid.filter(
      (row) => row !== headerRow && !row.header && row.cells.length === width && row.cells.some(Boolean),
    );
    // columns of controls only have a header but no text in any row
    const keep = headerRow.cells.map((_, index) => body.length === 0 || body.some((row) => row.cells[index] !== ''));
    const pick = (cells: string[]) => cells.filter((_, index) => keep[index]);
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [
      line(pick(headerRow.cells)),
      line(pick(headerRow.cells).map(() => '---')),
      ...body.map((row) => line(pick(row.cells))),
    ].join('\n');
  }

  list(node: TreeNode, depth: number): string {
    const ordered = node.tagName === 'ol';
    let index = Number(attr(node, 'start') ?? '1');
    const items: string[] = [];
    for (const item of childrenOf(node)) {
      if (item.tagName !== 'li' || isSkipped(item)) continue;
      const marker = ordered ? `${index}. ` : '- ';
      index += 1;
      // a nested list follows its item's text without a blank line (a tight list)
      const body = this.blocks(item, depth + 1)
        .trim()
        .replace(/\n\n(?=(?:- |\d+\. ))/g, '\n');
      const indent = ' '.repeat(marker.length);
      items.push(
        marker +
          body
            .split('\n')
            .join(`\n${indent}`)
            .replace(/\n\s+\n/g, '\n\n'),
      );
    }
    return items.join('\n');
  }

  /** The TS files of the source block that belongs to a demo: the next `.mrt-example-source` in the page. */
  demo(node: TreeNode): string {
    const slug = attr(node, 'data-example');
    const sources = findAll(this.root, (child) => hasClass(child, ChromeClassNames.exampleSource));
    const after = sources.filter((source) => !this.consumedSources.has(source) && isAfter(this.root, node, source));
    const source =
      after.find((candidate) => findElement(candidate, (child) => attr(child, 'data-typescript-of') === slug)) ?? null;
    if (!source) return '';
    this.consumedSources.add(source);
    return this.exampleSource(source);
  }

  exampleSource(node: TreeNode): string {
    const files = findElement(
      node,
      (child) =>
        hasClass(child, ChromeClassNames.exampleSourceFiles) && attr(child, 'data-typescript-of') !== undefined,
    );
    if (!files) return '';
    return findAll(files, (child) => hasClass(child, DocusaurusChromeClassNames.codeBlock))
      .map((block) => this.codeBlock(block))
      .filter(Boolean)
      .join('\n\n');
  }

  /** Docusaurus tabs: each panel under its tab's label. */
  tabs(node: TreeNode, depth: number): string {
    const labels = findAll(node, (child) => attr(child, 'role') === 'tab').map((tab) => plainText(tab));
    const panels = findAll(node, (child) => attr(child, 'role') === 'tabpanel');
    return panels
      .map((panel, index) => {
        const body = this.blocks(panel, depth).trim();
        return labels[index] ? `**${escapeText(labels[index])}**\n\n${body}` : body;
      })
      .filter(Boolean)
      .join('\n\n');
  }

  /** Markdown of the block-level content of `node`, blocks separated by blank lines. */
  blocks(node: TreeNode, depth = 0): string {
    const parts: string[] = [];
    let inlineRun: TreeNode[] = [];
    const flush = () => {
      if (inlineRun.length === 0) return;
      const text = this.inline({nodeName: 'span', tagName: 'span', childNodes: inlineRun}).replace(/\s+/g, ' ').trim();
      if (text) parts.push(text);
      inlineRun = [];
    };
    for (const child of childrenOf(node)) {
      if (child.nodeName === '#text') {
        inlineRun.push(child);
        continue;
      }
      if (!isElement(child) || isSkipped(child)) continue;
      const tag = child.tagName!;
      const classes = classesOf(child);
      const isBlock =
        BLOCK_TAGS.has(tag) ||
        classes.includes(DocusaurusChromeClassNames.codeBlock) ||
        classes.includes(ChromeClassNames.example) ||
        classes.includes('tabs-container');
      if (!isBlock) {
        inlineRun.push(child);
        continue;
      }
      flush();
      const block = this.block(child, depth);
      if (block) parts.push(block);
    }
    flush();
    return parts.join('\n\n');
  }

  block(node: TreeNode, depth: number): string {
    const tag = node.tagName!;
    const classes = classesOf(node);
    // a Material React Table is a demo: its rows are sample data
    if (classes.includes(ChromeClassNames.frame)) return '';
    if (classes.includes(ChromeClassNames.example)) return this.demo(node);
    if (classes.includes(ChromeClassNames.exampleSource))
      return this.consumedSources.has(node) ? '' : this.exampleSource(node);
    if (classes.includes(DocusaurusChromeClassNames.codeBlock) || tag === 'pre') return this.codeBlock(node);
    if (classes.includes('tabs-container')) return this.tabs(node, depth);
    if (classes.includes('theme-admonition')) {
      const heading = findElement(node, (child) =>
        classesOf(child).some((name) => name.startsWith('admonitionHeading')),
      );
      const content = findElement(node, (child) =>
        classesOf(child).some((name) => name.startsWith('admonitionContent')),
      );
      const label = heading ? plainText(heading) : '';
      const body = content ? this.blocks(content, depth) : this.blocks(node, depth);
      return quote(label ? `**${escapeText(label)}**\n\n${body}` : body);
    }
    const heading = HEADING.exec(tag);
    if (heading) {
      const text = this.line(node);
      return text ? `${'#'.repeat(Number(heading[1]))} ${text}` : '';
    }
    if (tag === 'table') return this.table(node);
    if (tag === 'ul' || tag === 'ol') return this.list(node, depth);
    if (tag === 'blockquote') return quote(this.blocks(node, depth));
    if (tag === 'hr') return '---';
    if (tag === 'summary') {
      const text = this.line(node);
      return text ? `**${text}**` : '';
    }
    if (tag === 'p' || tag === 'dt' || tag === 'figcaption') return this.line(node);
    return this.blocks(node, depth);
  }
}

function wrap(text: string, marks: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.startsWith(' ') ? ' ' : '';
  const trail = text.endsWith(' ') ? ' ' : '';
  return `${lead}${marks}${trimmed}${marks}${trail}`;
}

const quote = (text: string): string =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** True when `later` starts after `earlier` ends, in document order. */
function isAfter(root: TreeNode, earlier: TreeNode, later: TreeNode): boolean {
  let seenEarlier = false;
  let result = false;
  const walk = (node: TreeNode): boolean => {
    for (const child of childrenOf(node)) {
      if (child === later) {
        result = seenEarlier;
        return true;
      }
      if (child === earlier) {
        seenEarlier = true;
        continue;
      }
      if (isElement(child) && walk(child)) return true;
    }
    return false;
  };
  walk(root);
  return result;
}

/** Squeezes runs of blank lines outside code fences and trims the ends. */
function tidy(markdown: string): string {
  return `${markdown.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/**
 * Style and script elements are raw text that ends at the first `</style` / `</script`; the server-rendered
 * CSS of MUI alone is a large share of a page, so they are cut before parsing.
 */
const RAW_TEXT = /<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

export function htmlToMarkdown(html: string, options: ConvertOptions): PageMarkdown | null {
  const document = parse(html.replace(RAW_TEXT, '')) as unknown as TreeNode;
  const htmlElement = findElement(document, (node) => node.tagName === 'html');
  if (!htmlElement) return null;
  const head = findElement(htmlElement, (node) => node.tagName === 'head');
  const meta = head && findElement(head, (node) => node.tagName === 'meta' && attr(node, 'name') === 'description');
  const description = squash(meta ? (attr(meta, 'content') ?? '') : '');
  const main =
    findElement(htmlElement, (node) => node.tagName === 'main') ??
    findElement(htmlElement, (node) => node.tagName === 'body');
  if (!main) return null;
  const body =
    findElement(main, (node) => hasClass(node, 'markdown')) ??
    findElement(main, (node) => hasClass(node, ChromeClassNames.content)) ??
    main;

  const h1 = findElement(main, (node) => node.tagName === 'h1' && !isSkipped(node));
  const titleElement = head && findElement(head, (node) => node.tagName === 'title');
  let headTitle = titleElement ? plainText(titleElement) : '';
  const suffix = options.siteTitle ? ` | ${options.siteTitle}` : null;
  if (suffix && headTitle.endsWith(suffix)) headTitle = headTitle.slice(0, -suffix.length);
  const title = (h1 && plainText(h1)) || headTitle;
  if (!title) return null;

  const converter = new MarkdownConverter(body, options);
  let content = converter.blocks(body);
  // the h1 is the twin's first line: drop it from the body (docs have it inside the Markdown)
  const titleLine = h1 ? `# ${converter.line(h1)}` : null;
  if (titleLine && content.startsWith(titleLine)) content = content.slice(titleLine.length);
  content = content.trim();
  // the summary line, unless the page opens with the same sentence
  const summary = description && !content.startsWith(escapeText(description)) ? `> ${escapeText(description)}` : '';
  const lead = [`# ${escapeText(title)}`, summary].filter(Boolean).join('\n\n');
  return {title, description, markdown: tidy(`${lead}\n\n${content}`)};
}
