/**
 * The defaults material-react-table and TanStack Table really assign, read from their compiled JavaScript
 * (MRT's dist/index.esm.js, table-core's feature modules), so the reference never states a default by hand.
 * The fragile half of the API generator: it finds passages of a bundle by their shape, so it is guarded like a
 * build patch. A passage that is missing or yields nothing throws a PatchError naming DEFAULTS_GUARD, which
 * plugins/PATCHES.md lists, instead of silently dropping every default from the reference.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {assertNoProblems, PatchError} from '../../plugins/patches/guard';
import type {ApiSource} from '../../src/api/types';
import {cleanType} from './cleanType';

/** The guard's name: its entry in plugins/PATCHES.md. */
export const DEFAULTS_GUARD = 'api-defaults';

/** Member name → the default as code text: `enableSorting` → `true`, `density` → `'comfortable'`. */
export type Defaults = Map<string, string>;

/** What MRT's bundle assigns. */
export interface MrtDefaults {
  /** useMRT_TableOptions' destructuring defaults, then useMRT_TableInstance's `definedTableOptions.x ?? value`. */
  tableOptions: Defaults;
  /** Options MRT destructures without a default: it decides them at run time, so TanStack's default is moot. */
  computedOptions: Set<string>;
  /** useMRT_TableInstance's `initialState.x ?? value`. */
  state: Defaults;
  /** State MRT falls back to a computed value for, so TanStack's initial state is moot. */
  computedState: Set<string>;
  /** MRT_DefaultColumn, and prepareColumns' `if (!columnDef.x) columnDef.x = value`. */
  column: Defaults;
}

const TANSTACK_HOOKS = ['getDefaultOptions', 'getDefaultColumnDef', 'getInitialState'] as const;
type TanstackHook = (typeof TANSTACK_HOOKS)[number];

/** What the TanStack Table features return from these hooks. */
export type TanstackDefaults = Record<TanstackHook, Defaults>;

/** A compiled module's text, with the name its errors give it. */
export interface CompiledFile {
  file: string;
  text: string;
}

/* ------------------------------------------------------------------ shapes */

const LITERAL_KINDS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
]);

/** A value written out in code (literals, arrays and objects of them, `Number.X`). */
function isLiteralValue(node: ts.Node): boolean {
  if (LITERAL_KINDS.has(node.kind)) return true;
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isLiteralValue);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteralValue(p.initializer));
  }
  if (ts.isPropertyAccessExpression(node)) return node.expression.getText() === 'Number';
  return false;
}

const literalText = (node: ts.Node) => cleanType(node.getText());

const parse = ({file, text}: CompiledFile) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const isAssignment = (node: ts.Node): node is ts.BinaryExpression =>
  ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken;

function findVariable(source: ts.SourceFile, name: string): ts.VariableDeclaration {
  let found: ts.VariableDeclaration | undefined;
  walk(source, (node) => {
    if (!found && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = node;
  });
  if (!found) throw new PatchError(DEFAULTS_GUARD, `${source.fileName} has no \`${name}\``);
  return found;
}

/**
 * `(_x = SOMETHING.name) !== null && _x !== void 0 ? _x : FALLBACK`: the compiled form of
 * `SOMETHING.name ?? FALLBACK`, for MRT's `initialState`/`initState` (state) and `definedTableOptions` (options).
 */
function nullishFallback(node: ts.Node) {
  if (!ts.isConditionalExpression(node)) return undefined;
  let left: ts.Expression = node.condition;
  while (ts.isBinaryExpression(left) && left.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    left = left.left;
  }
  if (!ts.isBinaryExpression(left)) return undefined;
  let assigned = left.left;
  while (ts.isParenthesizedExpression(assigned)) assigned = assigned.expression;
  if (!isAssignment(assigned)) return undefined;
  const match = /\b(initialState|initState|definedTableOptions)\.(\w+)$/.exec(assigned.right.getText());
  if (!match) return undefined;
  const owner: 'options' | 'state' = match[1] === 'definedTableOptions' ? 'options' : 'state';
  return {owner, name: match[2], fallback: node.whenFalse};
}

/* --------------------------------------------------------------------- MRT */

/** useMRT_TableOptions: `var {enableSorting = true, layoutMode, ...rest} = _a`. */
function destructuredOptions(source: ts.SourceFile) {
  const defaults: Defaults = new Map();
  const computed = new Set<string>();
  walk(findVariable(source, 'useMRT_TableOptions'), (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isObjectBindingPattern(node.name)) return;
    for (const element of node.name.elements) {
      if (element.dotDotDotToken) continue;
      const name = (element.propertyName ?? element.name).getText();
      if (element.initializer) defaults.set(name, literalText(element.initializer));
      else computed.add(name);
    }
  });
  return {defaults, computed};
}

/** useMRT_TableInstance's fallbacks; null where one is computed (the value is decided at run time). */
function instanceFallbacks(source: ts.SourceFile) {
  const fallbacks = {options: new Map<string, string | null>(), state: new Map<string, string | null>()};
  walk(findVariable(source, 'useMRT_TableInstance'), (node) => {
    const found = nullishFallback(node);
    if (!found) return;
    const bucket = fallbacks[found.owner];
    const value = isLiteralValue(found.fallback) ? literalText(found.fallback) : null;
    bucket.set(found.name, bucket.has(found.name) && bucket.get(found.name) !== value ? null : value);
  });
  return fallbacks;
}

/** MRT_DefaultColumn's literal members, then prepareColumns' `if (!columnDef.x) columnDef.x = value`. */
function columnDefaults(source: ts.SourceFile, problems: string[]): Defaults {
  const column: Defaults = new Map();
  const initializer = findVariable(source, 'MRT_DefaultColumn').initializer;
  if (initializer && ts.isObjectLiteralExpression(initializer)) {
    for (const property of initializer.properties) {
      if (ts.isPropertyAssignment(property) && isLiteralValue(property.initializer)) {
        column.set(property.name.getText(), literalText(property.initializer));
      }
    }
  }
  if (column.size === 0) problems.push('`MRT_DefaultColumn` is no object literal with literal members');
  let assignments = 0;
  walk(findVariable(source, 'prepareColumns'), (node) => {
    if (!ts.isIfStatement(node)) return;
    const condition = node.expression;
    const statement = ts.isBlock(node.thenStatement) ? node.thenStatement.statements[0] : node.thenStatement;
    if (!ts.isPrefixUnaryExpression(condition) || condition.operator !== ts.SyntaxKind.ExclamationToken) return;
    if (!statement || !ts.isExpressionStatement(statement) || !isAssignment(statement.expression)) return;
    const {left, right} = statement.expression;
    if (left.getText() !== condition.operand.getText() || !isLiteralValue(right)) return;
    assignments++;
    const name = left.getText().split('.').pop() ?? '';
    if (!column.has(name)) column.set(name, literalText(right));
  });
  if (assignments === 0) problems.push('`prepareColumns` has no `if (!columnDef.x) columnDef.x = value`');
  return column;
}

/** Reads MRT's defaults from the text of its ESM bundle. Throws a PatchError when a passage is gone. */
export function readMrtDefaults(bundle: CompiledFile): MrtDefaults {
  const source = parse(bundle);
  const problems: string[] = [];
  const options = destructuredOptions(source);
  if (options.defaults.size === 0) problems.push('`useMRT_TableOptions` destructures no option with a default');
  const fallbacks = instanceFallbacks(source);
  const state: Defaults = new Map();
  const computedState = new Set<string>();
  for (const [name, value] of fallbacks.state) {
    if (value !== null) state.set(name, value);
    else computedState.add(name);
  }
  if (state.size === 0) problems.push('`useMRT_TableInstance` has no `initialState.x ?? value` with a literal value');
  const tableOptions = options.defaults;
  for (const [name, value] of fallbacks.options) {
    if (value !== null && !tableOptions.has(name)) tableOptions.set(name, value);
  }
  const column = columnDefaults(source, problems);
  if (problems.length > 0) throw new PatchError(DEFAULTS_GUARD, `${bundle.file}: ${problems.join('; ')}`);
  return {tableOptions, computedOptions: options.computed, state, computedState, column};
}

/* ---------------------------------------------------------------- TanStack */

const isTanstackHook = (name: string): name is TanstackHook => (TANSTACK_HOOKS as readonly string[]).includes(name);

/** The object literal a name stands for: `defaultColumnSizing`, or the one `getDefaultRowPinningState()` returns. */
function localObject(source: ts.SourceFile, node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(node)) return node;
  const isCall = ts.isCallExpression(node);
  const name = ts.isIdentifier(node)
    ? node.text
    : isCall && !node.arguments.length
      ? node.expression.getText()
      : undefined;
  if (!name) return undefined;
  let found: ts.ObjectLiteralExpression | undefined;
  walk(source, (n) => {
    if (found) return;
    if (!isCall) {
      if (ts.isVariableDeclaration(n) && n.name.getText() === name && n.initializer) {
        if (ts.isObjectLiteralExpression(n.initializer)) found = n.initializer;
      }
      return;
    }
    const body =
      (ts.isFunctionDeclaration(n) && n.name?.text === name && n.body) ||
      (ts.isVariableDeclaration(n) &&
        n.name.getText() === name &&
        n.initializer &&
        ts.isArrowFunction(n.initializer) &&
        n.initializer.body);
    if (!body) return;
    if (ts.isParenthesizedExpression(body) && ts.isObjectLiteralExpression(body.expression)) found = body.expression;
    if (ts.isBlock(body)) {
      const returned = body.statements.find(ts.isReturnStatement)?.expression;
      if (returned && ts.isObjectLiteralExpression(returned)) found = returned;
    }
  });
  return found;
}

/** `getDefaultOptions: (table) => ({...})` and the like in one feature module, added to `result`. */
function readFeature(feature: CompiledFile, result: TanstackDefaults): void {
  const source = parse(feature);
  walk(source, (node) => {
    if (!ts.isPropertyAssignment(node)) return;
    const hook = node.name.getText();
    const fn = node.initializer;
    if (!isTanstackHook(hook) || (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))) return;
    let returned: ts.Node | undefined = fn.body;
    if (ts.isBlock(returned)) returned = returned.statements.find(ts.isReturnStatement)?.expression;
    while (returned && ts.isParenthesizedExpression(returned)) returned = returned.expression;
    const object = returned && localObject(source, returned);
    if (!object) return;
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const value = property.initializer;
      const inner = isLiteralValue(value) ? value : localObject(source, value);
      if (inner && isLiteralValue(inner)) result[hook].set(property.name.getText(), literalText(inner));
    }
  });
}

/** Reads the defaults of table-core's compiled feature modules, in the order given (a later one wins). */
export function readTanstackDefaults(features: CompiledFile[]): TanstackDefaults {
  const result = Object.fromEntries(TANSTACK_HOOKS.map((hook) => [hook, new Map()])) as TanstackDefaults;
  for (const feature of features) readFeature(feature, result);
  const empty = TANSTACK_HOOKS.filter((hook) => result[hook].size === 0);
  assertNoProblems(
    DEFAULTS_GUARD,
    empty.map((hook) => `no feature module of table-core (${features.length} read) returns literals from \`${hook}\``),
  );
  return result;
}

/* --------------------------------------------------------------- installed */

export interface InstalledDefaults {
  mrt: MrtDefaults;
  tanstack: TanstackDefaults;
}

function readCompiled(root: string, file: string): CompiledFile {
  const name = path.relative(root, file);
  if (!fs.existsSync(file)) throw new PatchError(DEFAULTS_GUARD, `${name} is missing`);
  return {file: name, text: fs.readFileSync(file, 'utf8')};
}

/** The compiled files the defaults are read from: MRT's ESM bundle and the feature modules of its table-core. */
export function installedFiles(root: string): {bundle: CompiledFile; features: CompiledFile[]} {
  const mrtEntry = createRequire(path.join(root, 'package.json')).resolve('material-react-table');
  const reactTable = createRequire(mrtEntry).resolve('@tanstack/react-table');
  const featuresDir = path.join(path.dirname(createRequire(reactTable).resolve('@tanstack/table-core')), 'features');
  if (!fs.existsSync(featuresDir))
    throw new PatchError(DEFAULTS_GUARD, `${path.relative(root, featuresDir)} is missing`);
  const features = fs
    .readdirSync(featuresDir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => readCompiled(root, path.join(featuresDir, file)));
  return {bundle: readCompiled(root, path.join(path.dirname(mrtEntry), 'index.esm.js')), features};
}

/** The defaults of the packages installed under `root`. */
export function readInstalledDefaults(root: string): InstalledDefaults {
  const {bundle, features} = installedFiles(root);
  return {mrt: readMrtDefaults(bundle), tanstack: readTanstackDefaults(features)};
}

/** The default of a member of a reference page, by the precedence the library applies; undefined for none. */
export function defaultFor(
  {mrt, tanstack}: InstalledDefaults,
  page: string,
  name: string,
  source: ApiSource,
): string | undefined {
  const fromTanstack = source === 'TanStack Table';
  if (page === 'table-options') {
    if (mrt.tableOptions.has(name)) return mrt.tableOptions.get(name);
    if (fromTanstack && !mrt.computedOptions.has(name)) return tanstack.getDefaultOptions.get(name);
  }
  if (page === 'column-options') {
    if (mrt.column.has(name)) return mrt.column.get(name);
    if (fromTanstack) return tanstack.getDefaultColumnDef.get(name);
  }
  if (page === 'state-options') {
    if (mrt.state.has(name)) return mrt.state.get(name);
    if (fromTanstack && !mrt.computedState.has(name)) return tanstack.getInitialState.get(name);
  }
  return undefined;
}
