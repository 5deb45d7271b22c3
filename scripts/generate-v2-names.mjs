#!/usr/bin/env node
/**
 * Writes src/search/v2-names.json: the options and APIs renamed, removed and
 * added between material-react-table 2.x (installed as the dev dependency
 * `mrt-v2`) and the installed 3.x, read from both versions' type definitions
 * with the TypeScript checker. The search maps an old name to its new one;
 * the migration guide renders the whole table from the same file.
 *
 *   node scripts/generate-v2-names.mjs          write the file
 *   node scripts/generate-v2-names.mjs --check  exit 1 when the file is stale
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {pairNames, scopeChanges, typeNamesOf, writeOrCheck} from './lib/name-pairs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The scopes compared: the type that holds them, and how the table names them. */
const SCOPES = [
  ['MRT_TableOptions', 'Table options'],
  ['MRT_ColumnDef', 'Column options'],
  ['MRT_TableState', 'State'],
  ['MRT_TableInstance', 'Table instance APIs'],
  ['MRT_Column', 'Column instance APIs'],
  ['MRT_Row', 'Row instance APIs'],
  ['MRT_Cell', 'Cell instance APIs'],
  ['MRT_Localization', 'Localization keys'],
  ['MRT_Icons', 'Icons'],
];

const namesOf = (packageDir) => typeNamesOf(ROOT, packageDir, 'dist/index.d.ts', {members: SCOPES, internal: /^_/});

/**
 * Compares two versions' names per scope: renamed (a removed name paired with
 * an added one in the same scope whose camelCase words mostly agree), removed
 * and added. Pure: takes `{version, scopes: {scope: names[]}}` for both sides.
 */
function diffNames(before, after) {
  const renamed = [];
  const removed = [];
  const added = [];
  for (const {scope, gone, fresh} of scopeChanges(before, after)) {
    const used = new Set();
    for (const pair of pairNames(gone, fresh)) {
      used.add(`-${pair.from}`);
      used.add(`+${pair.to}`);
      renamed.push({scope, old: pair.from, new: pair.to});
    }
    for (const name of gone) if (!used.has(`-${name}`)) removed.push({scope, name});
    for (const name of fresh) if (!used.has(`+${name}`)) added.push({scope, name});
  }
  const order = (a, b) => a.scope.localeCompare(b.scope) || (a.old ?? a.name).localeCompare(b.old ?? b.name);
  return {
    from: before.version,
    to: after.version,
    renamed: renamed.sort(order),
    removed: removed.sort(order),
    added: added.sort(order),
  };
}

function generate() {
  const before = namesOf('mrt-v2');
  const after = namesOf('material-react-table');
  return diffNames(before, after);
}

writeOrCheck(
  ROOT,
  'src/search/v2-names.json',
  'scripts/generate-v2-names.mjs',
  generate(),
  (data) =>
    `${data.renamed.length} renamed, ${data.removed.length} removed, ${data.added.length} added (${data.from} → ${data.to})`,
);
