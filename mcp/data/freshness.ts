import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the server's data lives and whether it is still what the sources say. The data is derived, never
 * committed: its fingerprint is a hash of every source it is built from (the pages, the site's code and data,
 * the build's own code, the installed package versions through package.json) and of the site URL, so any
 * change to them makes the server rebuild it before answering.
 */

export const SITE_DIR = path.resolve(__dirname, '../..');
export const DATA_DIR = path.join(SITE_DIR, 'mcp/.data');
export const DATA_FILE = path.join(DATA_DIR, 'data.json');

/** Sources of the data, relative to the site root: folders are read whole. */
export const INPUTS = ['docs', 'blog', 'src', 'plugins', 'mcp/data', 'package.json'];

function hashTree(hash: crypto.Hash, root: string, relative: string) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    hash.update(`${relative}\0`);
    hash.update(fs.readFileSync(full));
    return;
  }
  for (const name of fs.readdirSync(full).sort()) hashTree(hash, root, `${relative}/${name}`);
}

/** The hash of the sources as they are now. */
export function currentFingerprint(siteDir = SITE_DIR, siteUrl = process.env.SITE_URL ?? ''): string {
  const hash = crypto.createHash('sha256');
  hash.update(`site-url:${siteUrl}\0`);
  for (const input of INPUTS) hashTree(hash, siteDir, input);
  return hash.digest('hex').slice(0, 20);
}

/** Writes `content` to `file` through a temporary file, so a reader never sees half of it. */
export function writeAtomically(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}
