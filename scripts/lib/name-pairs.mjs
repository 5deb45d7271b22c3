/**
 * What the generators that compare two versions of a package share (generate-v2-names.mjs,
 * generate-tanstack-v9-names.mjs): the names one version's type definitions export and its main types hold,
 * read with the TypeScript checker; the names each scope lost and gained; which of those pair up as a rename;
 * and writing the result, or checking it is current.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The names `node_modules/<packageDir>/<typesFile>` exports, as `Exports` (functions, hooks, constants,
 * classes) and `Types`, plus one scope per `[typeName, scope]` of `members`: that type's property names, less
 * those `internal` matches. Returns `{version, scopes: {scope: names[]}}`, each list sorted.
 */
export function typeNamesOf(root, packageDir, typesFile, {members, internal}) {
  const file = path.join(root, 'node_modules', packageDir, typesFile);
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
  // values (components, hooks, functions, constants) and types pair only among themselves
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
  for (const [typeName, scope] of members) {
    let symbol = bySymbol.get(typeName);
    if (!symbol) continue;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    scopes[scope] = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .map((property) => property.getName())
      .filter((name) => !internal.test(name))
      .sort();
  }
  const version = JSON.parse(readFileSync(path.join(root, 'node_modules', packageDir, 'package.json'), 'utf8')).version;
  return {version, scopes};
}

/** Per scope of `after`: the names `before` had and `after` lost (`gone`), and those `after` added (`fresh`). */
export function scopeChanges(before, after) {
  return Object.keys(after.scopes).map((scope) => {
    const old = new Set(before.scopes[scope] ?? []);
    const now = new Set(after.scopes[scope]);
    return {scope, gone: [...old].filter((name) => !now.has(name)), fresh: [...now].filter((name) => !old.has(name))};
  });
}

export const wordsOf = (name) =>
  (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name]).map((word) => word.toLowerCase());

/** Share of words two names have in common (Dice coefficient over their camelCase words). */
export function similarity(a, b) {
  const left = wordsOf(a);
  const right = wordsOf(b);
  const common = left.filter((word) => right.includes(word)).length;
  return (2 * common) / (left.length + right.length);
}

/** Pairs at or above this similarity count as a rename. */
export const RENAME_THRESHOLD = 0.6;

/**
 * The best `{from, to}` pairs of `gone` and `fresh` names whose camelCase words mostly agree
 * (`getSortedRowModel` → `createSortedRowModel`: a likely rename), each name used once, best first.
 */
export function pairNames(gone, fresh, threshold = RENAME_THRESHOLD) {
  const candidates = gone
    .flatMap((from) => fresh.map((to) => ({from, to, score: similarity(from, to)})))
    .filter((pair) => pair.score >= threshold)
    .sort((a, b) => b.score - a.score || a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const used = new Set();
  const pairs = [];
  for (const pair of candidates) {
    if (used.has(`-${pair.from}`) || used.has(`+${pair.to}`)) continue;
    used.add(`-${pair.from}`);
    used.add(`+${pair.to}`);
    pairs.push({from: pair.from, to: pair.to});
  }
  return pairs;
}

/**
 * Writes `data` as JSON to `out` (under `root`) and prints `summary(data)`; with `--check` among the
 * arguments, writes nothing and exits 1 when the file differs from it.
 */
export function writeOrCheck(root, out, script, data, summary) {
  const result = `${JSON.stringify(data, null, 1)}\n`;
  if (process.argv.includes('--check')) {
    if (readFileSync(path.join(root, out), 'utf8') !== result) {
      console.error(`${out} is stale: run node ${script}`);
      process.exit(1);
    }
  } else {
    writeFileSync(path.join(root, out), result);
    console.log(`${path.basename(out)}: ${summary(data)}`);
  }
}
