import fs from 'node:fs';
import path from 'node:path';

/** The real docs/ folder of the site. */
export const DOCS_DIR = path.resolve(__dirname, '../../../docs');

const DOC_EXTENSIONS = ['.mdx', '.md'];

/** Whether docs/<id>.mdx (or .md) exists, as Docusaurus would resolve doc ids. */
export function hasDoc(id: string): boolean {
  return DOC_EXTENSIONS.some((ext) => fs.existsSync(path.join(DOCS_DIR, `${id}${ext}`)));
}

/** Every doc file under docs/, as repo-style relative paths (`guides/sorting.mdx`). */
export function listDocFiles(dir = DOCS_DIR): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listDocFiles(full);
    return DOC_EXTENSIONS.includes(path.extname(entry.name))
      ? [path.relative(DOCS_DIR, full).split(path.sep).join('/')]
      : [];
  });
}

/** `guides/sorting.mdx` → `/docs/guides/sorting`; `guides/index.mdx` → `/docs/guides`. */
export function routeForDocFile(file: string): string {
  const id = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return id === '' ? '/docs' : `/docs/${id}`;
}
