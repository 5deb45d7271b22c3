import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {parse as parseYaml} from 'yaml';
import type {SourcePage} from '../../plugins/search-index/sources';
import {ChromeClassNames} from '../../src/layout/classNames';
import {Pre} from './stubs';

/**
 * One Markdown page of the site rendered to HTML from its source, without Docusaurus: MDX compiled with the
 * remark plugins that shape what a reader sees (the site's page-components plugin, Docusaurus' heading ids,
 * GitHub tables), run through the module runner, rendered with React, and wrapped in the page frame the
 * site's converters look for (`<main>`, the content column, the `markdown` body). plugins/llms turns the
 * result into the Markdown twin and plugins/search-index into search records, as they do after a build.
 */

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

type Plugin = unknown;

export interface MdxTools {
  compile(source: {value: string; path: string}, options: Record<string, unknown>): Promise<{toString(): string}>;
  remarkPlugins: Plugin[];
}

/** Loads the MDX compiler and the remark plugins (ES modules, imported once). */
export async function loadMdxTools(
  siteDir: string,
  routeOfFile: (file: string) => string | undefined,
): Promise<MdxTools> {
  const [{compile}, {default: gfm}, {default: frontmatter}, {visit}] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('remark-frontmatter'),
    import('unist-util-visit'),
  ]);
  const headings = require('@docusaurus/mdx-loader/lib/remark/headings').default;
  const codeCompat = require('@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin').default;
  const pageComponents = require(path.join(siteDir, 'plugins/api-reference/remark.cjs'));
  /** Links to other pages' files (`./install.mdx#x`) become their routes, as Docusaurus resolves them. */
  const markdownLinks = () => (tree: unknown, file: {path: string}) => {
    visit(tree as never, (node: {type: string; url?: string}) => {
      if ((node.type !== 'link' && node.type !== 'definition') || !node.url) return;
      const match = /^(\.{1,2}\/[^#?]+\.mdx?)(#.*)?$/.exec(node.url);
      if (!match) return;
      const route = routeOfFile(path.resolve(path.dirname(file.path), match[1]));
      if (route) node.url = `${route}${match[2] ?? ''}`;
    });
  };
  return {
    compile: compile as MdxTools['compile'],
    remarkPlugins: [
      pageComponents,
      frontmatter,
      gfm,
      [headings, {anchorsMaintainCase: false}],
      markdownLinks,
      codeCompat,
    ],
  };
}

export function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return match ? ((parseYaml(match[1]) as Record<string, unknown>) ?? {}) : {};
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The classes Docusaurus puts on `<html>`: the search index reads the docs version tag from them. */
const HTML_CLASSES: Record<SourcePage['kind'], string> = {
  docs: 'plugin-docs plugin-id-default docs-version-current',
  blog: 'plugin-blog plugin-id-default',
  page: 'plugin-pages plugin-id-default',
};

export async function renderPage(
  page: SourcePage,
  tools: MdxTools,
  run: (code: string, filename: string) => Record<string, unknown>,
): Promise<RenderedPage> {
  const source = fs.readFileSync(page.file, 'utf8');
  const data = frontMatterOf(source);
  const compiled = await tools.compile({value: source, path: page.file}, {remarkPlugins: tools.remarkPlugins});
  const Content = run(String(compiled), page.file).default as React.ComponentType<{components: object}>;
  const body = renderToStaticMarkup(React.createElement(Content, {components: {pre: Pre}}));
  const headingOne = /^<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  const title = String(data.title ?? (headingOne ? headingOne[1].replace(/<[^>]+>/g, '') : ''));
  const description = String(data.description ?? '');
  const header = headingOne ? '' : `<header><h1>${escapeHtml(title)}</h1></header>`;
  const html =
    `<!doctype html><html lang="en" class="${HTML_CLASSES[page.kind]}"><head>` +
    `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"></head>` +
    `<body><main><div class="${ChromeClassNames.content}"><article><div class="markdown">` +
    `${header}${body}</div></article></div></main></body></html>`;
  return {html, title, description};
}
