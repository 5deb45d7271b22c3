import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Reading the pages the build wrote, for the postBuild steps that turn them into something else
 * (search records in plugins/search-index, Markdown twins in plugins/llms). Pages are parsed with
 * parse5: the minified build drops attribute quotes and optional end tags, which regexes get wrong.
 */

/** The parts of parse5's default tree these steps read. */
export interface TreeNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{name: string; value: string}>;
  childNodes?: TreeNode[];
  /** `<template>` keeps its children here. */
  content?: TreeNode;
}

export const attr = (node: TreeNode, name: string): string | undefined =>
  node.attrs?.find((a) => a.name === name)?.value;
export const classesOf = (node: TreeNode): string[] => (attr(node, 'class') ?? '').split(/\s+/).filter(Boolean);
export const isElement = (node: TreeNode): boolean => Boolean(node.tagName);

/** First element (depth first, document order) that satisfies `test`. */
export function findElement(node: TreeNode, test: (node: TreeNode) => boolean): TreeNode | null {
  for (const child of node.childNodes ?? []) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return null;
}

/** The HTML the build wrote for a route (`<route>.html` or `<route>/index.html`), or null. */
export async function readBuiltPage(outDir: string, route: string): Promise<string | null> {
  const base = route.replace(/\/$/, '');
  for (const candidate of [`${base || '/index'}.html`, `${base}/index.html`]) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}
