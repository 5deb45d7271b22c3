import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the server's data lives and whether it is still what the sources say. The data is derived, never
 * committed: its fingerprint is a hash of every source it is built from (the pages, the site's code and data,
 * the build's own code, the installed package versions through package.json) and of the site URL, so any
 * change to them makes the server rebuild it before answering.
 */

/** The site root (`npm run mcp` runs a bundle from mcp/.data, whose launcher names it). */
export const SITE_DIR = process.env.MRT_DOCS_SITE_DIR ?? path.resolve(__dirname, '../..');
export const DATA_DIR = path.join(SITE_DIR, 'mcp/.data');
export const DATA_FILE = path.join(DATA_DIR, 'data.json');

/** Version of the data file's shape: a file of another shape is rebuilt. */
export const DATA_FORMAT = 2;

/** Sources of the data, relative to the site root: folders are read whole. */
export const INPUTS = ['docs', 'blog', 'src', 'plugins', 'mcp/data', 'package.json'];

/** Every source file, relative to the site root, in a stable order. */
function sourceFiles(siteDir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const stat = fs.statSync(path.join(siteDir, relative), {throwIfNoEntry: false});
    if (!stat) return;
    if (stat.isFile()) files.push(relative);
    else for (const name of fs.readdirSync(path.join(siteDir, relative)).sort()) walk(`${relative}/${name}`);
  };
  INPUTS.forEach(walk);
  return files;
}

const digest = (hash: crypto.Hash) => hash.digest('hex').slice(0, 20);

/** The hash of the sources' contents as they are now (and of the site URL the twins' links use). */
export function currentFingerprint(siteDir = SITE_DIR, siteUrl = process.env.SITE_URL ?? ''): string {
  const hash = crypto.createHash('sha256');
  hash.update(`site-url:${siteUrl}\0`);
  for (const file of sourceFiles(siteDir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(siteDir, file)));
  }
  return digest(hash);
}

/**
 * A cheap stand-in for the fingerprint: the sources' names, sizes and modification times. When they are as
 * they were at the build, the contents are too, and the server need not read them all to know it.
 */
export function currentStamps(siteDir = SITE_DIR, siteUrl = process.env.SITE_URL ?? ''): string {
  const hash = crypto.createHash('sha256');
  hash.update(`site-url:${siteUrl}\0`);
  for (const file of sourceFiles(siteDir)) {
    const stat = fs.statSync(path.join(siteDir, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return digest(hash);
}

/** Writes `content` to `file` through a temporary file, so a reader never sees half of it. */
export function writeAtomically(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}
