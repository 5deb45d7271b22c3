import fs from 'node:fs';
import path from 'node:path';
import type {SearchRecord} from '../../src/search/types';
import {filesUnder} from '../shared/filesUnder';

/**
 * Dev-server fallback (`npm start` writes no HTML): records read straight from
 * the Markdown sources. Headings come from `#` lines and text from prose lines
 * outside code fences, imports and JSX; anchors use Docusaurus' slug rule for
 * plain headings. Production builds index the built HTML instead (records.ts).
 */
const slugify = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

const stripInline = (text: string): string =>
  text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

function frontMatter(source: string): {data: Record<string, string>; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (!match) return {data: {}, body: source};
  const data: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const pair = /^(\w+):\s*(.*)$/.exec(line);
    if (pair) data[pair[1]] = pair[2].replace(/^["']|["']$/g, '');
  }
  return {data, body: source.slice(match[0].length)};
}

export function recordsFromMarkdown(source: string, url: string, tag: string): SearchRecord[] {
  const {data, body} = frontMatter(source);
  const lines = body.split('\n');
  const h1 = lines.find((line) => /^#\s/.test(line));
  const title = data.title || (h1 ? stripInline(h1.slice(2)) : '');
  if (!title) return [];
  const records: SearchRecord[] = [];
  const hierarchy: SearchRecord['hierarchy'] = {
    lvl0: title,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor = '';
  const push = (type: SearchRecord['type'], content: string | null) =>
    records.push({
      objectID: `${url}#${records.length}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy: {...hierarchy},
      content,
      docusaurus_tag: tag,
      language: 'en',
    });
  push('lvl1', null);
  // the open fence (``` or ~~~, possibly longer): it closes on a line of the same character, at least as long
  let fence = '';
  let paragraph: string[] = [];
  const flush = () => {
    const text = stripInline(paragraph.join(' '));
    if (text) push('content', text);
    paragraph = [];
  };
  for (const line of lines) {
    const found = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    // a backtick fence's info string has no backticks: "```tsx``` …" is inline code
    const marker = found && !(found[1][0] === '`' && found[2].includes('`')) ? found : null;
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && !marker[2].trim()) fence = '';
      continue;
    }
    if (marker) {
      flush();
      fence = marker[1];
      continue;
    }
    const heading = /^(#{2,6})\s+(.*?)\s*(\{#([\w-]+)\})?$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const text = stripInline(heading[2]);
      hierarchy[`lvl${level}` as keyof typeof hierarchy] = text;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as keyof typeof hierarchy] = null;
      anchor = heading[4] ?? slugify(text);
      push(`lvl${level}` as SearchRecord['type'], null);
      continue;
    }
    if (!line.trim() || /^\s*(import|export)\s/.test(line) || /^\s*[<{]/.test(line) || /^#\s/.test(line)) {
      flush();
      continue;
    }
    paragraph.push(line.replace(/^\s*([-*+]|\d+\.|>|\|)\s*/, '').replace(/\|/g, ' '));
  }
  flush();
  return records;
}

const listFiles = (dir: string) => filesUnder(dir, (name) => /\.mdx?$/.test(name));

/** A Markdown page of the site: its source file, its route and its contextual-search tag. */
export interface SourcePage {
  file: string;
  route: string;
  tag: 'docs-default-current' | 'default';
  kind: 'docs' | 'page' | 'blog';
}

/** Every Markdown page of the site (current docs, Markdown pages, blog posts), with the route Docusaurus gives it. */
export function sourcePages(siteDir: string): SourcePage[] {
  const pages: SourcePage[] = [];
  const routeOf = (relative: string) => relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  for (const file of listFiles(path.join(siteDir, 'docs'))) {
    const route = routeOf(path.relative(path.join(siteDir, 'docs'), file).split(path.sep).join('/'));
    pages.push({file, route: `/docs${route ? `/${route}` : ''}`, tag: 'docs-default-current', kind: 'docs'});
  }
  for (const file of listFiles(path.join(siteDir, 'src/pages'))) {
    const route = routeOf(path.relative(path.join(siteDir, 'src/pages'), file).split(path.sep).join('/'));
    pages.push({file, route: `/${route}`, tag: 'default', kind: 'page'});
  }
  for (const file of listFiles(path.join(siteDir, 'blog'))) {
    const slug =
      frontMatter(fs.readFileSync(file, 'utf8')).data.slug ??
      path
        .basename(file)
        .replace(/\.mdx?$/, '')
        .replace(/^\d{4}-\d{2}-\d{2}-/, '');
    pages.push({file, route: `/blog/${slug}`, tag: 'default', kind: 'blog'});
  }
  return pages;
}

/** Records for every Markdown page of the site, for the dev server. */
export function recordsFromSources(siteDir: string): SearchRecord[] {
  return sourcePages(siteDir).flatMap((page) =>
    recordsFromMarkdown(fs.readFileSync(page.file, 'utf8'), page.route, page.tag),
  );
}
