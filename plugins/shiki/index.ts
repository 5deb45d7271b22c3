import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Code blocks are coloured at build time (highlight.mjs; rehype.mjs for MDX, the examples loader for demo
 * sources): this plugin adds their colour classes' stylesheet to every page. (Docusaurus' Prism client
 * module, which nothing needs any more, is emptied by plugins/slim-runtime.)
 */

/** Docusaurus' Prism theme for both modes: the block colours, which follow `html[data-theme]` in the CSS. */
export const codeBlockTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};

/** Imports an ES module (shiki is ESM only) through Node's own loader, not the config's transpiler. */
const importNative = createRequire(__filename)('./importEsm.cjs') as <T>(specifier: string) => Promise<T>;

type Tree = Parameters<ReturnType<typeof import('./rehype.mjs').default>>[0];

/** The MDX rehype plugin (rehype.mjs), loaded on its first file. */
export function rehypeShiki() {
  return async (tree: Tree) => {
    const {default: plugin} = await importNative<typeof import('./rehype.mjs')>(path.resolve(__dirname, 'rehype.mjs'));
    await plugin()(tree);
  };
}

export default async function shikiPlugin(context: LoadContext): Promise<Plugin> {
  const {codeColorsCss} = await importNative<typeof import('./highlight.mjs')>(
    path.resolve(__dirname, 'highlight.mjs'),
  );
  const stylesheet = path.join(context.generatedFilesDir, 'shiki', 'code-colors.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, await codeColorsCss());
  return {
    name: 'shiki',
    getClientModules: () => [stylesheet],
  };
}
