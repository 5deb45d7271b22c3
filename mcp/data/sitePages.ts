import fs from 'node:fs';
import path from 'node:path';
import type React from 'react';
import {sourcePages, type SourcePage} from '../../plugins/search-index/sources';
import {createModuleRunner} from './moduleRunner';
import {loadMdxTools, renderPage, type RenderedPage} from './renderPage';
import {CodeBlock, Heading, Link, Nothing, TabItem, Tabs, exampleComponents, type ExampleDescriptor} from './stubs';

/**
 * Renders every Markdown page of the site from its source (renderPage.ts), with the stand-ins of stubs.tsx
 * for what only exists inside Docusaurus, and notes which demos each page shows.
 */

export interface PageRender extends RenderedPage {
  page: SourcePage;
  /** The demos the page shows, in page order. */
  examples: ExampleDescriptor[];
}

const {siblingSources} = require('../../plugins/examples/loader.cjs') as {
  siblingSources: (folder: string, entry: string) => string[];
};
const {excerptEntries} = require('../../plugins/api-reference/data.cjs') as {
  excerptEntries: (requests: unknown) => {entries: unknown[]};
};

/** An example folder as the examples loader lists it: the entry, then its sibling sources, sorted. */
export function readExample(siteDir: string, entryFile: string): ExampleDescriptor {
  const folder = path.dirname(entryFile);
  const entry = path.basename(entryFile);
  return {
    slug: path.basename(folder),
    folder: path.relative(path.join(siteDir, 'src/examples'), folder).split(path.sep).join('/'),
    files: [entry, ...siblingSources(folder, entry)].map((name) => ({
      name,
      code: fs.readFileSync(path.join(folder, name), 'utf8'),
    })),
  };
}

export async function renderSitePages(siteDir: string): Promise<{pages: PageRender[]; files: ReadonlySet<string>}> {
  const pages = sourcePages(siteDir);
  const routes = new Map(pages.map((page) => [page.file, page.route]));
  const tools = await loadMdxTools(siteDir, (file) => routes.get(file));

  let shown: ExampleDescriptor[] = [];
  const listen = (example: ExampleDescriptor) => {
    if (!shown.some((seen) => seen.folder === example.folder)) shown.push(example);
  };
  const modules: Record<string, unknown> = {
    '@docusaurus/Link': {default: Link},
    '@docusaurus/useBrokenLinks': {default: () => ({collectLink() {}, collectAnchor() {}})},
    '@theme/Heading': {default: Heading},
    '@theme/Tabs': {default: Tabs},
    '@theme/TabItem': {default: TabItem},
    '@theme/CodeBlock': {default: CodeBlock},
    '@site/src/components/MrtFrame': {MrtFrame: Nothing},
  };
  const runner = createModuleRunner(siteDir, (specifier) => {
    if (specifier in modules) return modules[specifier];
    if (specifier.startsWith('@site/src/demos/')) return {default: Nothing};
    const [base, query] = specifier.split('?');
    if (query === undefined) return undefined;
    const params = new URLSearchParams(query);
    if (query === 'example') return {default: readExample(siteDir, path.join(siteDir, base.slice('@site/'.length)))};
    if (params.has('page')) {
      const page = params.get('page')!;
      const generated = runner.runFile(path.join(siteDir, `src/api/generated/${page}.json`));
      const {descriptions} = runner.runFile(path.join(siteDir, `src/api/descriptions/${page}.ts`));
      const {mergeEntries} = runner.runFile(path.join(siteDir, 'src/api/entries.ts')) as {
        mergeEntries: (generated: unknown, descriptions: unknown) => unknown[];
      };
      return {default: mergeEntries(generated, descriptions)};
    }
    if (params.has('excerpt')) return {default: excerptEntries(JSON.parse(params.get('excerpt')!)).entries};
    throw new Error(`no stand-in for ${specifier}`);
  });
  const {CodeFiles} = runner.runFile(path.join(siteDir, 'src/components/Example/CodeFiles.tsx')) as {
    CodeFiles: React.ComponentType<{typeScriptOf?: string; files: Array<{name: string; html: string}>}>;
  };
  modules['@site/src/components/Example'] = exampleComponents(CodeFiles, listen);

  const rendered: PageRender[] = [];
  for (const page of pages) {
    shown = [];
    try {
      const result = await renderPage(page, tools, runner.runSource);
      rendered.push({...result, page, examples: shown});
    } catch (error) {
      throw new Error(`${path.relative(siteDir, page.file)}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return {pages: rendered, files: runner.files};
}
