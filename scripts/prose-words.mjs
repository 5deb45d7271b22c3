#!/usr/bin/env node
/**
 * Words of prose per guide: the text a reader reads, outside code blocks, imports, JSX tags and front
 * matter (inline code counts as one word). `node scripts/prose-words.mjs [docs/guides]` prints each page's
 * count, its live demos (`<ExampleDemo`), and the total.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export function proseWords(source) {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '') // front matter
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[^\n]*$/gm, '') // fenced code
    .replace(/^import .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '') // MDX comments
    .replace(/`[^`\n]+`/g, ' code ')
    .replace(/<[A-Z][\s\S]*?\/>/g, '') // self-closing components (demos, options tables)
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ') // other tags
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'); // links: their text
  return (text.match(/[A-Za-z0-9][\w'’.-]*/g) ?? []).length;
}

const dir = path.resolve(process.argv[2] ?? 'docs/guides');
let total = 0;
let demos = 0;
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
  .sort()) {
  const source = readFileSync(path.join(dir, file), 'utf8');
  const words = proseWords(source);
  const count = (source.match(/<ExampleDemo\b/g) ?? []).length;
  total += words;
  demos += count;
  console.log(`${file.replace(/\.mdx$/, '').padEnd(24)} ${String(words).padStart(6)} words  ${count} demos`);
}
console.log(`${'total'.padEnd(24)} ${String(total).padStart(6)} words  ${demos} demos`);
