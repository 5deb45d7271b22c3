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
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {pairNames, wordsOf} from './lib/name-pairs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'src/search/tanstack-v9-names.json');

/** The types whose members are compared: what an app reaches through `table`, `column`, `row`, `cell`. */
const MEMBER_SCOPES = ['Table', 'TableOptions', 'Column', 'ColumnDef', 'Row', 'Cell', 'Header'];
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

function namesOf(packageDir, typesFile) {
  const file = path.join(ROOT, 'node_modules', packageDir, typesFile);
  const program = ts.createProgram([file], {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)));
  const bySymbol = new Map(exported.map((symbol) => [symbol.getName(), symbol]));
  // values (functions, hooks, constants) and types pair only among themselves
  const isValue = (symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class)) !== 0;
  };
  const scopes = {
    Exports: exported
      .filter(isValue)
      .map((symbol) => symbol.getName())
      .sort(),
    Types: exported
      .filter((symbol) => !isValue(symbol))
      .map((symbol) => symbol.getName())
      .sort(),
  };
  for (const typeName of MEMBER_SCOPES) {
    let symbol = bySymbol.get(typeName);
    if (!symbol) continue;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    scopes[typeName] = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .map((property) => property.getName())
      .filter((name) => !INTERNAL.test(name))
      .sort();
  }
  const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', packageDir, 'package.json'), 'utf8')).version;
  return {version, scopes};
}

function generate() {
  const v8 = namesOf('@tanstack/react-table', 'build/lib/index.d.ts');
  const v9 = namesOf('tanstack-table-v9', 'dist/index.d.ts');
  const onlyInV9 = [];
  for (const scope of Object.keys(v9.scopes)) {
    const before = new Set(v8.scopes[scope] ?? []);
    const after = new Set(v9.scopes[scope]);
    const fresh = [...after].filter((name) => !before.has(name));
    const gone = [...before].filter((name) => !after.has(name));
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

const result = `${JSON.stringify(generate(), null, 1)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== result) {
    console.error('src/search/tanstack-v9-names.json is stale: run node scripts/generate-tanstack-v9-names.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(OUT, result);
  const data = JSON.parse(result);
  const paired = data.onlyInV9.filter((entry) => entry.v8).length;
  console.log(
    `tanstack-v9-names.json: ${data.onlyInV9.length} names only in v${data.v9} (${paired} with a v${data.v8} name)`,
  );
}
