/**
 * Reads the reference entries from the types that ship with `material-react-table` (and the TanStack Table types
 * they extend), with the TypeScript checker: the stable half of the API generator, since it reads declarations,
 * not compiled code. Each page lists every public member (names not starting with `_`) of one type, or every
 * exported component or hook, with its type as the .d.ts writes it, the package that declares it and whether
 * it is optional. Defaults come from ./readDefaults.
 */
import path from 'node:path';
import ts from 'typescript';
import {API_PAGE_LIST, type ApiPage, type ApiPageInfo} from '../../src/api/pages';
import type {ApiSource, GeneratedEntry, GeneratedPage, GeneratedProp} from '../../src/api/types';
import {cleanType} from './cleanType';

type MemberPageInfo = Extract<ApiPageInfo, {from: {type: string}}>;
type ExportPageInfo = Extract<ApiPageInfo, {from: {exports: string}}>;

/** The pages that list the members of one type: the probe function has one parameter of each such type. */
const MEMBER_PAGES = API_PAGE_LIST.filter((info): info is MemberPageInfo => 'type' in info.from);
/** The pages that list the package's exported components or hooks. */
const EXPORT_PAGES = API_PAGE_LIST.filter((info): info is ExportPageInfo => 'exports' in info.from);

/** A virtual module that names every type a page lists, so the checker resolves them as a user's code would. */
const PROBE_SOURCE = `
import type * as M from 'material-react-table';
import * as V from 'material-react-table';
export {V};
export function __probe<TData extends M.MRT_RowData, TValue = unknown>(
  ${MEMBER_PAGES.map((info) => `${info.prop}: M.${info.from.type}`).join(',\n  ')},
): void {}
`;

function declaringPackage(declaration: ts.Declaration): string {
  const file = declaration.getSourceFile().fileName.replace(/\\/g, '/');
  if (file.includes('/material-react-table/')) return 'MRT';
  if (file.includes('/@tanstack/')) return 'TanStack Table';
  return file;
}

function sourceOf(declaration: ts.Declaration): ApiSource {
  const source = declaringPackage(declaration);
  if (source !== 'MRT' && source !== 'TanStack Table') throw new Error(`Unexpected declaring file ${source}`);
  return source;
}

function paramText(param: ts.ParameterDeclaration, fallbackName: string): string {
  const name = ts.isIdentifier(param.name) ? param.name.text : fallbackName;
  const rest = param.dotDotDotToken ? '...' : '';
  const optional = param.questionToken ? '?' : '';
  const type = param.type ? `: ${param.type.getText()}` : '';
  return `${rest}${name}${optional}${type}`;
}

function signatureText(node: ts.SignatureDeclaration, fallbackName = 'props'): string {
  const typeParams = node.typeParameters?.length ? `<${node.typeParameters.map((t) => t.getText()).join(', ')}>` : '';
  const params = node.parameters.map((p) => paramText(p, fallbackName)).join(', ');
  const ret = node.type ? node.type.getText() : 'void';
  return cleanType(`${typeParams}(${params}) => ${ret}`);
}

/** The type of a member as its declaration writes it. */
function memberType(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0];
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type &&
    // `CellContext<TData, TValue>['getValue']` says less than the type it names
    !ts.isIndexedAccessTypeNode(declaration.type)
  ) {
    return cleanType(declaration.type.getText());
  }
  if (declaration && ts.isMethodSignature(declaration)) return signatureText(declaration);
  const type = checker.getTypeOfSymbol(symbol);
  return cleanType(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
}

const isOptional = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

/** A program over the probe module, resolving packages from `root` as this site's code does. */
function createProgram(probeFile: string): ts.Program {
  const options: ts.CompilerOptions = {
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
  const isProbe = (fileName: string) => path.resolve(fileName) === probeFile;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    isProbe(fileName)
      ? ts.createSourceFile(fileName, PROBE_SOURCE, languageVersion, true)
      : getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
  host.fileExists = (fileName) => isProbe(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => (isProbe(fileName) ? PROBE_SOURCE : readFile.call(host, fileName));
  return ts.createProgram([probeFile], options, host);
}

/** Case-insensitive by name; names equal but for case in code-point order. */
export const byName = (a: {name: string}, b: {name: string}) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The props an MRT component declares itself (MaterialReactTable's table options are on their own page). */
function ownProps(checker: ts.TypeChecker, propsType: ts.Type): GeneratedProp[] {
  return checker
    .getPropertiesOfType(propsType)
    .filter((p) =>
      p.declarations?.some(
        (d) =>
          declaringPackage(d) === 'MRT' &&
          (d.parent as Partial<ts.NamedDeclaration>).name?.getText() !== 'MRT_TableOptions',
      ),
    )
    .map((p) => ({name: p.name, type: memberType(checker, p), optional: isOptional(p)}))
    .sort(byName);
}

/** The exported components and hooks, each sorted by name. */
function exportedFunctions(checker: ts.TypeChecker, moduleSymbol: ts.Symbol) {
  const components: GeneratedEntry[] = [];
  const hooks: GeneratedEntry[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
    const name = exported.name;
    const isComponent = /^(MRT_|Memo_MRT_)[A-Z]/.test(name) || name === 'MaterialReactTable';
    const isHook = /^use[A-Z]/.test(name);
    if (!isComponent && !isHook) continue;
    const signature = checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call)[0];
    const declaration = signature?.declaration;
    if (!declaration || ts.isJSDocSignature(declaration)) continue; // objects such as MRT_FilterFns
    if (isComponent) {
      if (!/JSX\.Element|ReactNode/.test(declaration.type?.getText() ?? '')) continue;
      const propsParam = declaration.parameters[0];
      const props = propsParam ? ownProps(checker, checker.getTypeAtLocation(propsParam)) : [];
      components.push({name, type: signatureText(declaration, 'props'), source: 'MRT', props});
    } else {
      hooks.push({name, type: signatureText(declaration, 'options'), source: 'MRT'});
    }
  }
  return {components: components.sort(byName), hooks: hooks.sort(byName)};
}

/**
 * Every page's entries, without defaults, in the order of src/api/pages.ts. Reads the packages installed under
 * `root`; writes nothing.
 */
export function readTypes(root: string): Record<ApiPage, GeneratedPage> {
  const probeFile = path.join(root, '__api_probe__.ts');
  const program = createProgram(probeFile);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(probeFile);
  const fn = probe?.statements.find(ts.isFunctionDeclaration);
  const importDecl = probe?.statements.find(
    (s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && !!s.importClause && !s.importClause.isTypeOnly,
  );
  const moduleSymbol = importDecl && checker.getSymbolAtLocation(importDecl.moduleSpecifier);
  if (!fn || !moduleSymbol) throw new Error('The API probe did not compile: is material-react-table installed?');

  const pages = {} as Record<ApiPage, GeneratedPage>;
  MEMBER_PAGES.forEach(({page, from}, index) => {
    const type = checker.getTypeAtLocation(fn.parameters[index]);
    const entries = checker
      .getPropertiesOfType(type)
      // `_`-prefixed members are TanStack/MRT internals (caches, private row models), not public API
      .filter((symbol) => symbol.declarations?.length && !symbol.name.startsWith('_'))
      .map((symbol): GeneratedEntry => {
        const sources = (symbol.declarations ?? []).map(sourceOf);
        return {
          name: symbol.name,
          type: memberType(checker, symbol),
          source: sources.includes('MRT') ? 'MRT' : 'TanStack Table',
          optional: isOptional(symbol),
        };
      })
      .sort(byName);
    pages[page] = {page, typeName: from.type, entries};
  });
  const exported = exportedFunctions(checker, moduleSymbol);
  for (const {page, from} of EXPORT_PAGES)
    pages[page] = {page, typeName: from.exports, entries: exported[from.exports]};
  return Object.fromEntries(API_PAGE_LIST.map(({page}) => [page, pages[page]])) as Record<ApiPage, GeneratedPage>;
}
