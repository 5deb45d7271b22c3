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
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {pairNames} from './lib/name-pairs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'src/search/v2-names.json');

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

function namesOf(packageDir) {
  const file = path.join(ROOT, 'node_modules', packageDir, 'dist/index.d.ts');
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
  const source = program.getSourceFile(file);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exported = checker.getExportsOfModule(moduleSymbol);
  const bySymbol = new Map(exported.map((symbol) => [symbol.getName(), symbol]));
  const scopes = {};
  for (const [typeName, scope] of SCOPES) {
    let symbol = bySymbol.get(typeName);
    if (!symbol) continue;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    scopes[scope] = checker
      .getPropertiesOfType(type)
      .map((property) => property.getName())
      .filter((name) => !name.startsWith('_'))
      .sort();
  }
  // exported components, hooks and functions, and exported types
  const isValue = (symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class)) !== 0;
  };
  scopes['Exports'] = exported
    .filter(isValue)
    .map((symbol) => symbol.getName())
    .sort();
  scopes['Types'] = exported
    .filter((symbol) => !isValue(symbol))
    .map((symbol) => symbol.getName())
    .sort();
  const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', packageDir, 'package.json'), 'utf8')).version;
  return {version, scopes};
}

/**
 * Compares two versions' names per scope: renamed (a removed name paired with
 * an added one in the same scope whose camelCase words mostly agree), removed
 * and added. Pure: takes `{version, scopes: {scope: names[]}}` for both sides.
 */
function diffNames(before, after) {
  const renamed = [];
  const removed = [];
  const added = [];
  for (const scope of Object.keys(after.scopes)) {
    const old = new Set(before.scopes[scope] ?? []);
    const now = new Set(after.scopes[scope]);
    const gone = [...old].filter((name) => !now.has(name));
    const fresh = [...now].filter((name) => !old.has(name));
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

const result = `${JSON.stringify(generate(), null, 1)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== result) {
    console.error('src/search/v2-names.json is stale: run node scripts/generate-v2-names.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(OUT, result);
  const data = JSON.parse(result);
  console.log(
    `v2-names.json: ${data.renamed.length} renamed, ${data.removed.length} removed, ${data.added.length} added (${data.from} → ${data.to})`,
  );
}
