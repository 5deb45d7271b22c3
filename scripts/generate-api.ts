/**
 * `npm run generate:api`: the API reference data, from the installed `material-react-table` (and the TanStack
 * Table it extends). Entries come from the types (./api/readTypes), defaults from the compiled code
 * (./api/readDefaults, guarded: plugins/PATCHES.md, "api-defaults").
 *
 *   node -r sucrase/register scripts/generate-api.ts           write src/api/generated/<page>.json (+ counts.json)
 *   node -r sucrase/register scripts/generate-api.ts --stdout  print {page: data} as JSON, write nothing
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_PAGES, type ApiPage} from '../src/api/pages';
import type {GeneratedPage} from '../src/api/types';
import {defaultFor, readInstalledDefaults} from './api/readDefaults';
import {readTypes} from './api/readTypes';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(ROOT, 'src/api/generated');

/** Every page's data: the entries of the types, each with the default the library's code assigns, if any. */
export function generateApi(root = ROOT): Record<ApiPage, GeneratedPage> {
  const pages = readTypes(root);
  const defaults = readInstalledDefaults(root);
  for (const data of Object.values(pages)) {
    data.entries = data.entries.map((entry) => {
      const defaultValue = defaultFor(defaults, data.page, entry.name, entry.source);
      return defaultValue === undefined ? entry : {...entry, defaultValue};
    });
  }
  return pages;
}

/** Entries per page, for the /docs/api index (which should not load every page's data). */
const countsOf = (data: Record<ApiPage, GeneratedPage>) =>
  Object.fromEntries(API_PAGES.map((page) => [page, data[page].entries.length]));

const serialize = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

function main() {
  const data = generateApi();
  if (process.argv.includes('--stdout')) {
    process.stdout.write(JSON.stringify(data));
    return;
  }
  fs.mkdirSync(OUT_DIR, {recursive: true});
  fs.writeFileSync(path.join(OUT_DIR, 'counts.json'), serialize(countsOf(data)));
  for (const page of API_PAGES) {
    const file = path.join(OUT_DIR, `${page}.json`);
    fs.writeFileSync(file, serialize(data[page]));
    console.log(`${path.relative(ROOT, file)}: ${data[page].entries.length} entries`);
  }
}

if (require.main === module) main();
