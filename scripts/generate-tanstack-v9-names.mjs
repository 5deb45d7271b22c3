#!/usr/bin/env node
/**
 * Writes src/search/tanstack-v9-names.json: the exports and the table, column, row and cell members that
 * TanStack Table 9 has and TanStack Table 8 (the version material-react-table 3.2.1 depends on) does not,
 * each with the v8 name it most likely replaces where one pairs with it. Read from both versions' type
 * definitions with the TypeScript checker: v9 is the dev dependency `tanstack-table-v9`
 * (`@tanstack/react-table` 9), v8 the `@tanstack/react-table` installed for MRT. The MCP server's
 * check_snippet (mcp/tools/snippet) tells an assistant that such a name is v9 only and what v8 calls it.
 *
 *   node scripts/generate-tanstack-v9-names.mjs          write the file
 *   node scripts/generate-tanstack-v9-names.mjs --check  exit 1 when the file is stale
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {pairNames, scopeChanges, typeNamesOf, wordsOf, writeOrCheck} from './lib/name-pairs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The types whose members are compared: what an app reaches through `table`, `column`, `row`, `cell`. */
const MEMBER_SCOPES = ['Table', 'TableOptions', 'Column', 'ColumnDef', 'Row', 'Cell', 'Header'].map((name) => [
  name,
  name,
]);
/**
 * Only exported functions and hooks get a v8 counterpart, and only when v9 swapped one word
 * (`getSortedRowModel` → `createSortedRowModel`) or dropped one (`useReactTable` → `useTable`): a v9 name with
 * more words is something new (`createTableHook` is not `createTable`), and member and type names pair too
 * loosely to be worth suggesting.
 */
const PAIRED_SCOPES = new Set(['Exports']);
function samePattern(before, after) {
  if (before.length === after.length) return true;
  return before.length - after.length === 1 && after.every((word) => before.includes(word));
}
/** Internal or debugging members, which no app code names. */
const INTERNAL = /^(_|debug)/;

const namesOf = (packageDir, typesFile) =>
  typeNamesOf(ROOT, packageDir, typesFile, {members: MEMBER_SCOPES, internal: INTERNAL});

function generate() {
  const v8 = namesOf('@tanstack/react-table', 'build/lib/index.d.ts');
  const v9 = namesOf('tanstack-table-v9', 'dist/index.d.ts');
  const onlyInV9 = [];
  for (const {scope, gone, fresh} of scopeChanges(v8, v9)) {
    const pairs = new Map(
      (PAIRED_SCOPES.has(scope) ? pairNames(gone, fresh) : [])
        .filter((pair) => samePattern(wordsOf(pair.from), wordsOf(pair.to)))
        .map((pair) => [pair.to, pair.from]),
    );
    for (const name of fresh) onlyInV9.push({scope, name, ...(pairs.has(name) ? {v8: pairs.get(name)} : {})});
  }
  onlyInV9.sort((a, b) => a.scope.localeCompare(b.scope) || a.name.localeCompare(b.name));
  return {v8: v8.version, v9: v9.version, onlyInV9};
}

writeOrCheck(
  ROOT,
  'src/search/tanstack-v9-names.json',
  'scripts/generate-tanstack-v9-names.mjs',
  generate(),
  (data) =>
    `${data.onlyInV9.length} names only in v${data.v9} (${data.onlyInV9.filter((entry) => entry.v8).length} with a v${data.v8} name)`,
);
