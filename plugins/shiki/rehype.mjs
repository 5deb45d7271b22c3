/**
 * Rehype plugin for MDX (docs, blog, pages): each fenced block's `<code class="language-x">` gets its
 * highlighted HTML (highlight.mjs) in an `html` attribute instead of its text, which the site's CodeBlock
 * renders as it is. The page's script then carries the coloured HTML once, and no highlighter.
 */
import {highlightToHtml} from './highlight.mjs';

/** @typedef {{type: string, tagName?: string, value?: string, properties?: Record<string, unknown>, children?: Node[]}} Node */

/** @param {Node} node @returns {string} */
const textOf = (node) => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

/** @param {Node} node @param {Node[]} found */
function fencedCode(node, found) {
  for (const child of node.children ?? []) {
    if (node.tagName === 'pre' && child.tagName === 'code') found.push(child);
    else fencedCode(child, found);
  }
  return found;
}

export default function rehypeShiki() {
  /** @param {Node} tree */
  return async (tree) => {
    for (const code of fencedCode(tree, [])) {
      const classes = /** @type {string[]} */ ([].concat(code.properties?.className ?? []));
      const language = classes.find((name) => String(name).startsWith('language-'))?.slice('language-'.length);
      code.properties = {...code.properties, html: await highlightToHtml(textOf(code), language ?? 'text')};
      code.children = [];
    }
  };
}
