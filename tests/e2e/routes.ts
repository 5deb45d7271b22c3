/**
 * Every page the site serves, derived from where pages are defined (so adding
 * a page or a post touches no test list): the navigation model, the files of
 * `src/pages/` and the posts in `blog/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {navigation} from '../../src/navigation/navigation';
import {pagePaths} from '../../src/navigation/model';

const REPO_ROOT = path.resolve(__dirname, '../..');

export interface Post {
  /** The post's address: `/blog/<slug>`. */
  path: string;
  title: string;
}

/** `key: value` pairs of a Markdown file's front matter (one-line values, quotes removed). */
export function frontMatter(source: string): Record<string, string> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!block) return {};
  const fields: Record<string, string> = {};
  for (const line of block[1]!.split(/\r?\n/)) {
    const match = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!match) continue;
    const value = match[2]!.replace(/\s+#.*$/, '').trim();
    fields[match[1]!] = /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return fields;
}

/**
 * Every post in `blog/`: its slug from the front matter, or (as Docusaurus
 * does) the file name without the `YYYY-MM-DD-` date.
 */
export function blogPosts(): Post[] {
  const dir = path.join(REPO_ROOT, 'blog');
  return fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const fields = frontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
      const slug = (fields.slug ?? file.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '')).replace(/^\/+/, '');
      if (!fields.title) throw new Error(`blog/${file} has no title in its front matter`);
      return {path: `/blog/${slug}`, title: fields.title};
    });
}

/** Routes of the files in `src/pages/` (`about.mdx` → `/about`, `index.tsx` → `/`). */
export function standalonePages(): string[] {
  const dir = path.join(REPO_ROOT, 'src/pages');
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(mdx?|tsx?|jsx?)$/.test(file) && !file.startsWith('_'))
    .map((file) => {
      const name = file.replace(/\.[^.]+$/, '');
      return name === 'index' ? '/' : `/${name}`;
    });
}

/** Every page the site serves: the navigation model, `src/pages/` and the blog posts. */
export const ROUTES: string[] = [
  ...new Set([...pagePaths(navigation), ...standalonePages(), ...blogPosts().map((post) => post.path)]),
];
