/**
 * `npm run generate:patches`: writes plugins/PATCHES.md from plugins/patches/manifest.ts. With `--check` it writes
 * nothing and exits 1 when the file differs (tests/unit/plugins/patches.test.ts checks the same).
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderPatches} from '../plugins/patches/render';

const FILE = path.resolve(__dirname, '../plugins/PATCHES.md');
const text = renderPatches();
const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '';

if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error('plugins/PATCHES.md differs from plugins/patches/manifest.ts: run `npm run generate:patches`');
    process.exit(1);
  }
} else if (current !== text) {
  fs.writeFileSync(FILE, text);
  console.log(`wrote ${path.relative(process.cwd(), FILE)}`);
} else console.log('plugins/PATCHES.md is up to date');
