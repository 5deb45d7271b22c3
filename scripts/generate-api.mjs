#!/usr/bin/env node
/**
 * Generates the API reference data from the types that ship with
 * `material-react-table` (and the TanStack Table types they extend).
 *
 *   node scripts/generate-api.mjs           write src/api/generated/<page>.json (+ counts.json)
 *   node scripts/generate-api.mjs --stdout  print {page: data} as JSON, write nothing
 *
 * Each page lists every public member (names not starting with `_`) of one type (or every exported component
 * or hook) with:
 *   name, type      — the declared type, as written in the .d.ts (namespace
 *                     qualifiers such as `_tanstack_react_table.` removed)
 *   source          — 'TanStack Table' | 'MRT', by the file that declares it
 *   optional        — for members of a type
 *   defaultValue    — only where library code really assigns one: read from
 *                     material-react-table/dist/index.esm.js and the TanStack
 *                     table-core feature modules, never written by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(ROOT, 'src/api/generated');

/** The page list (src/api/pages.ts). */
const API_PAGE_LIST = require('../plugins/api-reference/data.cjs').readApiPages();

/** The pages generated from one type each, with the probe parameter that has that type. */
export const MEMBER_PAGES = API_PAGE_LIST.filter((info) => info.from.type).map((info) => ({
  page: info.page,
  param: info.prop,
  typeName: info.from.type,
}));
export const PAGES = API_PAGE_LIST.map((info) => info.page);
/** The page listing the package's exported components, and the one listing its hooks. */
const EXPORT_PAGES = Object.fromEntries(
  API_PAGE_LIST.filter((info) => info.from.exports).map((info) => [info.from.exports, info.page]),
);

const PROBE_FILE = path.join(ROOT, '__api_probe__.ts');
const PROBE_SOURCE = `
import type * as M from 'material-react-table';
import * as V from 'material-react-table';
export {V};
export function __probe<TData extends M.MRT_RowData, TValue = unknown>(
  ${MEMBER_PAGES.map(({param, typeName}) => `${param}: M.${typeName.replace(/MRT_/g, 'MRT_')}`).join(',\n  ')},
): void {}
`;

/* ------------------------------------------------------------------ types */

const QUALIFIERS =
  /\b(?:_tanstack_react_table|_tanstack_table_core|react_jsx_runtime|_mui_material_OverridableComponent|_mui_material|_mui_x_date_pickers|react)\./g;

/** One line, namespace qualifiers removed, `{ a; b; }` spacing kept readable. */
export function cleanType(text) {
  return text
    .replace(QUALIFIERS, '')
    .replace(/\s+/g, ' ')
    .replace(/;\s*}/g, ' }')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .trim();
}

function declaringPackage(declaration) {
  const file = declaration.getSourceFile().fileName.replace(/\\/g, '/');
  if (file.includes('/material-react-table/')) return 'MRT';
  if (file.includes('/@tanstack/')) return 'TanStack Table';
  return file;
}

function sourceOf(declaration) {
  const source = declaringPackage(declaration);
  if (source !== 'MRT' && source !== 'TanStack Table') throw new Error(`Unexpected declaring file ${source}`);
  return source;
}

function paramText(param, fallbackName) {
  const name = ts.isIdentifier(param.name) ? param.name.text : fallbackName;
  const rest = param.dotDotDotToken ? '...' : '';
  const optional = param.questionToken ? '?' : '';
  const type = param.type ? `: ${param.type.getText()}` : '';
  return `${rest}${name}${optional}${type}`;
}

function signatureText(node, fallbackName = 'props') {
  const typeParams = node.typeParameters?.length ? `<${node.typeParameters.map((t) => t.getText()).join(', ')}>` : '';
  const params = node.parameters.map((p) => paramText(p, fallbackName)).join(', ');
  const ret = node.type ? node.type.getText() : 'void';
  return cleanType(`${typeParams}(${params}) => ${ret}`);
}

/** The type of a member as its declaration writes it. */
function memberType(checker, symbol) {
  const declaration = symbol.declarations?.[0];
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type &&
    !ts.isIndexedAccessTypeNode(declaration.type) // `CellContext<TData, TValue>['getValue']` says less than the type it names
  ) {
    return cleanType(declaration.type.getText());
  }
  if (declaration && ts.isMethodSignature(declaration)) return signatureText(declaration);
  const type = checker.getTypeOfSymbol(symbol);
  return cleanType(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
}

/* --------------------------------------------------------------- defaults */

const LITERAL_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
]);

/** A value written out in code (literals, arrays and objects of them, `Number.X`). */
function isLiteralValue(node) {
  if (LITERAL_KINDS.has(node.kind)) return true;
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isLiteralValue);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteralValue(p.initializer));
  }
  if (ts.isPropertyAccessExpression(node)) return node.expression.getText() === 'Number';
  return false;
}

const literalText = (node) => cleanType(node.getText());

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function findVariable(sourceFile, name) {
  let found;
  walk(sourceFile, (node) => {
    if (!found && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = node;
  });
  if (!found)
    throw new Error(`Cannot find \`${name}\` in ${sourceFile.fileName}: the library changed, update the generator`);
  return found;
}

function objectLiteralDefaults(node) {
  const result = {};
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && isLiteralValue(property.initializer)) {
      result[property.name.getText()] = literalText(property.initializer);
    }
  }
  return result;
}

/**
 * `(_x = SOMETHING.name) !== null && _x !== void 0 ? _x : FALLBACK` — the
 * compiled form of `SOMETHING.name ?? FALLBACK`. Returns {owner, name, fallback}.
 */
function nullishFallback(node) {
  if (!ts.isConditionalExpression(node)) return undefined;
  let left = node.condition;
  while (ts.isBinaryExpression(left) && left.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    left = left.left;
  if (!ts.isBinaryExpression(left)) return undefined;
  let assigned = left.left;
  while (ts.isParenthesizedExpression(assigned)) assigned = assigned.expression;
  if (!ts.isBinaryExpression(assigned) || assigned.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const match = /\b(initialState|initState|definedTableOptions)\.(\w+)$/.exec(assigned.right.getText());
  if (!match) return undefined;
  return {owner: match[1] === 'definedTableOptions' ? 'options' : 'state', name: match[2], fallback: node.whenFalse};
}

function mrtDefaults(esmFile) {
  const source = ts.createSourceFile(
    esmFile,
    fs.readFileSync(esmFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );

  // useMRT_TableOptions: `var { enableSorting = true, ... } = _a`
  const tableOptions = {};
  const computedOptions = new Set();
  walk(findVariable(source, 'useMRT_TableOptions'), (node) => {
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name)) {
      for (const element of node.name.elements) {
        if (element.dotDotDotToken) continue;
        const name = (element.propertyName ?? element.name).getText();
        if (element.initializer) tableOptions[name] = literalText(element.initializer);
        else computedOptions.add(name);
      }
    }
  });

  // useMRT_TableInstance: `initialState.density ?? 'comfortable'`, `definedTableOptions.globalFilterFn ?? 'fuzzy'`
  const fallbacks = {options: {}, state: {}};
  walk(findVariable(source, 'useMRT_TableInstance'), (node) => {
    const found = nullishFallback(node);
    if (!found) return;
    const bucket = fallbacks[found.owner];
    const value = isLiteralValue(found.fallback) ? literalText(found.fallback) : null;
    // a computed fallback anywhere means the value is decided at runtime: no default
    bucket[found.name] = found.name in bucket && bucket[found.name] !== value ? null : value;
  });
  const state = {};
  const computedState = new Set();
  for (const [name, value] of Object.entries(fallbacks.state)) {
    if (value !== null) state[name] = value;
    else computedState.add(name);
  }
  for (const [name, value] of Object.entries(fallbacks.options)) {
    if (value !== null && !(name in tableOptions)) tableOptions[name] = value;
  }

  // MRT_DefaultColumn, and prepareColumns' `if (!columnDef.x) columnDef.x = literal`
  const column = objectLiteralDefaults(findVariable(source, 'MRT_DefaultColumn').initializer);
  walk(findVariable(source, 'prepareColumns'), (node) => {
    if (!ts.isIfStatement(node)) return;
    const condition = node.expression;
    const statement = ts.isBlock(node.thenStatement) ? node.thenStatement.statements[0] : node.thenStatement;
    if (
      ts.isPrefixUnaryExpression(condition) &&
      condition.operator === ts.SyntaxKind.ExclamationToken &&
      statement &&
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      statement.expression.left.getText() === condition.operand.getText() &&
      isLiteralValue(statement.expression.right)
    ) {
      const name = condition.operand.getText().split('.').pop();
      if (!(name in column)) column[name] = literalText(statement.expression.right);
    }
  });
  return {tableOptions, computedOptions, state, computedState, column};
}

/** Defaults the TanStack Table features set: getDefaultOptions, getDefaultColumnDef, getInitialState. */
function tanstackDefaults(featuresDir) {
  const result = {getDefaultOptions: {}, getDefaultColumnDef: {}, getInitialState: {}};
  for (const file of fs
    .readdirSync(featuresDir)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(featuresDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.JS,
    );
    const localObject = (node) => {
      // `defaultColumnSizing` → its object literal; `getDefaultRowPinningState()` → the object it returns
      if (ts.isObjectLiteralExpression(node)) return node;
      let found;
      const name = ts.isIdentifier(node)
        ? node.text
        : ts.isCallExpression(node) && !node.arguments.length
          ? node.expression.getText()
          : undefined;
      if (!name) return undefined;
      walk(source, (n) => {
        if (found) return;
        if (
          ts.isIdentifier(node) &&
          ts.isVariableDeclaration(n) &&
          n.name.getText() === name &&
          n.initializer &&
          ts.isObjectLiteralExpression(n.initializer)
        )
          found = n.initializer;
        if (ts.isCallExpression(node)) {
          const fn =
            (ts.isFunctionDeclaration(n) && n.name?.text === name && n.body) ||
            (ts.isVariableDeclaration(n) &&
              n.name.getText() === name &&
              n.initializer &&
              ts.isArrowFunction(n.initializer) &&
              n.initializer.body);
          if (!fn) return;
          if (ts.isParenthesizedExpression(fn) && ts.isObjectLiteralExpression(fn.expression)) found = fn.expression;
          if (ts.isBlock(fn)) {
            const ret = fn.statements.find(ts.isReturnStatement);
            if (ret?.expression && ts.isObjectLiteralExpression(ret.expression)) found = ret.expression;
          }
        }
      });
      return found;
    };
    walk(source, (node) => {
      if (!ts.isPropertyAssignment(node) || !(node.name.getText() in result)) return;
      const fn = node.initializer;
      if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return;
      let returned = fn.body;
      if (ts.isBlock(returned)) returned = returned.statements.find(ts.isReturnStatement)?.expression;
      while (returned && ts.isParenthesizedExpression(returned)) returned = returned.expression;
      const object = returned && localObject(returned);
      if (!object) return;
      const bucket = result[node.name.getText()];
      for (const property of object.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const value = property.initializer;
        const inner = isLiteralValue(value) ? value : localObject(value);
        if (inner && isLiteralValue(inner)) bucket[property.name.getText()] = literalText(inner);
      }
    });
  }
  return result;
}

/* -------------------------------------------------------------- generator */

function createProgram() {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const {getSourceFile, fileExists, readFile} = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === PROBE_FILE
      ? ts.createSourceFile(fileName, PROBE_SOURCE, languageVersion, true)
      : getSourceFile.call(host, fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => path.resolve(fileName) === PROBE_FILE || fileExists.call(host, fileName);
  host.readFile = (fileName) => (path.resolve(fileName) === PROBE_FILE ? PROBE_SOURCE : readFile.call(host, fileName));
  return ts.createProgram([PROBE_FILE], options, host);
}

const byName = (a, b) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Builds every page's data. Pure: reads the installed packages, writes nothing. */
export function generateApi() {
  const program = createProgram();
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE_FILE);
  const fn = probe.statements.find(ts.isFunctionDeclaration);

  const mrtEntry = require.resolve('material-react-table', {paths: [ROOT]});
  const esmFile = path.join(path.dirname(mrtEntry), 'index.esm.js');
  const tableCoreEntry = require.resolve('@tanstack/table-core', {
    paths: [path.dirname(require.resolve('@tanstack/react-table', {paths: [path.dirname(mrtEntry)]}))],
  });
  const featuresDir = path.join(path.dirname(tableCoreEntry), 'features');
  const mrt = mrtDefaults(esmFile);
  const tanstack = tanstackDefaults(featuresDir);

  /** Default for a member of a page, by the precedence the library applies. */
  const defaultFor = (page, name, source) => {
    if (page === 'table-options') {
      if (name in mrt.tableOptions) return mrt.tableOptions[name];
      if (source === 'TanStack Table' && !mrt.computedOptions.has(name)) return tanstack.getDefaultOptions[name];
    }
    if (page === 'column-options') {
      if (name in mrt.column) return mrt.column[name];
      if (source === 'TanStack Table') return tanstack.getDefaultColumnDef[name];
    }
    if (page === 'state-options') {
      if (name in mrt.state) return mrt.state[name];
      if (source === 'TanStack Table' && !mrt.computedState.has(name)) return tanstack.getInitialState[name];
    }
    return undefined;
  };

  const result = {};
  for (const [index, {page, typeName}] of MEMBER_PAGES.entries()) {
    const type = checker.getTypeAtLocation(fn.parameters[index]);
    const entries = checker
      .getPropertiesOfType(type)
      // `_`-prefixed members are TanStack/MRT internals (caches, private row models), not public API
      .filter((symbol) => symbol.declarations?.length && !symbol.name.startsWith('_'))
      .map((symbol) => {
        const sources = symbol.declarations.map(sourceOf);
        const source = sources.includes('MRT') ? 'MRT' : 'TanStack Table';
        const entry = {
          name: symbol.name,
          type: memberType(checker, symbol),
          source,
          optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
        };
        const defaultValue = defaultFor(page, symbol.name, source);
        if (defaultValue !== undefined) entry.defaultValue = defaultValue;
        return entry;
      })
      .sort(byName);
    result[page] = {page, typeName, entries};
  }

  // exported components and hooks
  const importDecl = probe.statements.find(
    (s) => ts.isImportDeclaration(s) && s.importClause && !s.importClause.isTypeOnly,
  );
  const moduleSymbol = checker.getSymbolAtLocation(importDecl.moduleSpecifier);
  const components = [];
  const hooks = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
    const name = exported.name;
    const isComponent = /^(MRT_|Memo_MRT_)[A-Z]/.test(name) || name === 'MaterialReactTable';
    const isHook = /^use[A-Z]/.test(name);
    if (!isComponent && !isHook) continue;
    const valueType = checker.getTypeOfSymbol(symbol);
    const signature = checker.getSignaturesOfType(valueType, ts.SignatureKind.Call)[0];
    if (!signature?.declaration) continue; // objects such as MRT_FilterFns or MRT_DefaultColumn
    const declaration = signature.declaration;
    if (isComponent) {
      const returns = declaration.type?.getText() ?? '';
      if (!/JSX\.Element|ReactNode/.test(returns)) continue;
      const propsParam = declaration.parameters[0];
      const propsType = propsParam ? checker.getTypeAtLocation(propsParam) : undefined;
      const props = propsType
        ? checker
            .getPropertiesOfType(propsType)
            // MaterialReactTable also takes every table option: those are listed on the table options page
            .filter((p) =>
              p.declarations?.some(
                (d) => declaringPackage(d) === 'MRT' && d.parent?.name?.getText() !== 'MRT_TableOptions',
              ),
            )
            .map((p) => ({
              name: p.name,
              type: memberType(checker, p),
              optional: (p.flags & ts.SymbolFlags.Optional) !== 0,
            }))
            .sort(byName)
        : [];
      components.push({name, type: signatureText(declaration, 'props'), source: 'MRT', props});
    } else {
      hooks.push({name, type: signatureText(declaration, 'options'), source: 'MRT'});
    }
  }
  result[EXPORT_PAGES.components] = {
    page: EXPORT_PAGES.components,
    typeName: 'components',
    entries: components.sort(byName),
  };
  result[EXPORT_PAGES.hooks] = {page: EXPORT_PAGES.hooks, typeName: 'hooks', entries: hooks.sort(byName)};
  return result;
}

/** Entries per page, for the /docs/api index (which should not load every page's data). */
export const countsOf = (data) => Object.fromEntries(PAGES.map((page) => [page, data[page].entries.length]));

export const serialize = (data) => `${JSON.stringify(data, null, 2)}\n`;

function main() {
  const data = generateApi();
  if (process.argv.includes('--stdout')) {
    process.stdout.write(JSON.stringify(data));
    return;
  }
  fs.mkdirSync(OUT_DIR, {recursive: true});
  fs.writeFileSync(path.join(OUT_DIR, 'counts.json'), serialize(countsOf(data)));
  for (const page of PAGES) {
    const file = path.join(OUT_DIR, `${page}.json`);
    fs.writeFileSync(file, serialize(data[page]));
    console.log(`${path.relative(ROOT, file)}: ${data[page].entries.length} entries`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
