import {builtinModules} from 'node:module';
import ts from 'typescript';

/**
 * Whether package.json declares exactly what the code uses, each in its section: the pure part of
 * tests/unit/ci/dependencies.test.ts, which walks the repository and feeds it here.
 *
 * `dependencies` holds what building the site needs (`docusaurus build`: its config, plugins, pages and
 * components); `devDependencies` what only tests, type-checking, linting, scripts and the MCP server use.
 */

export type Section = 'dependencies' | 'devDependencies';

/** A module a file names: its specifier, and whether only types come from it. */
export interface ImportOf {
  specifier: string;
  typeOnly: boolean;
}

const JEST_MODULE_CALLS = new Set(['mock', 'doMock', 'requireActual', 'requireMock', 'unmock']);

/** `require(…)`, `require.resolve(…)` or `jest.mock(…)` and its kin: calls whose first argument is a module. */
function namesModule(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return false;
  const [object, method] = [callee.expression.text, callee.name.text];
  return (object === 'require' && method === 'resolve') || (object === 'jest' && JEST_MODULE_CALLS.has(method));
}

const scriptKindOf = (fileName: string): ts.ScriptKind =>
  /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

/**
 * The modules a TypeScript or JavaScript source names, read from its syntax tree (so code in strings and
 * comments does not count): import and export-from declarations, `import x = require()`, `import()`,
 * `require()`, `require.resolve()`, `jest.mock()` and its kin, and `import('x').T` types. Type-only: `import
 * type`, imports whose every named binding is `type`, `export type … from`, type queries, and everything in
 * a declaration file.
 */
export function importsOf(fileName: string, text: string): ImportOf[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKindOf(fileName));
  const found: ImportOf[] = [];
  const add = (node: ts.Node | undefined, typeOnly: boolean) => {
    if (node && ts.isStringLiteralLike(node)) {
      found.push({specifier: node.text, typeOnly: typeOnly || source.isDeclarationFile});
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes =
        !!clause &&
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, !!clause && (clause.isTypeOnly || allTypes));
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || namesModule(node.expression)) {
        add(node.arguments[0], false);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The import statements of an MDX page (its lines outside code fences), read as those of a TSX module. */
export function mdxImportsOf(text: string): ImportOf[] {
  let fence: string | null = null;
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  const statements = lines
    .join('\n')
    .match(/^(?:import|export)\s[^;]*?from\s+['"][^'"\n]+['"];?|^import\s+['"][^'"\n]+['"];?/gm);
  return importsOf('page.tsx', (statements ?? []).join('\n'));
}

/** How specifiers that are not npm packages resolve (the bundler's aliases). */
export interface Aliases {
  /** Prefixes the bundler maps into the site or a theme (`@site/`, `@theme/`): no package. */
  prefixes: string[];
  /** Whole specifiers the bundler provides: the package that provides each, or null (made at build time). */
  modules: Record<string, string | null>;
}

const BUILTINS = new Set(builtinModules);

/**
 * The npm package a specifier loads (`@mui/material/Box` → `@mui/material`), or null for a relative or absolute
 * path, a Node.js built-in, or an alias the bundler resolves without a package. A query (`?example`) is ignored.
 */
export function packageOf(specifier: string, aliases: Aliases): string | null {
  const path = specifier.split('?')[0]!;
  if (path === '' || path.startsWith('.') || path.startsWith('/')) return null;
  if (path.startsWith('node:') || BUILTINS.has(path.split('/')[0]!)) return null;
  if (path in aliases.modules) return aliases.modules[path]!;
  if (aliases.prefixes.some((prefix) => path.startsWith(prefix))) return null;
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** One use of a package: where, and whether building the site needs it (then it is a dependency). */
export interface Use {
  name: string;
  file: string;
  build: boolean;
}

export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** A peer dependency a package declares. */
export interface Peer {
  name: string;
  optional: boolean;
}

/**
 * What is wrong with the manifest's declarations, one sentence each (none: it declares exactly what is used):
 * a used package that is not declared; a package the build uses declared as a devDependency; a declared
 * package nothing uses; a dependency only tests or scripts use; types outside devDependencies. A package
 * nothing imports may still be declared as a (required) peer of a declared package, in a section no lower
 * than that package's, and `@types/x` may be declared beside a used `x`.
 */
export function dependencyProblems(manifest: Manifest, uses: Use[], peersOf: (name: string) => Peer[]): string[] {
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const devDependencies = Object.keys(manifest.devDependencies ?? {});
  const sectionOf = (name: string): Section | null =>
    dependencies.includes(name) ? 'dependencies' : devDependencies.includes(name) ? 'devDependencies' : null;
  const problems: string[] = [];
  const firstUse = new Map<string, Use>();
  const buildUse = new Map<string, Use>();
  for (const use of uses) {
    if (!firstUse.has(use.name)) firstUse.set(use.name, use);
    if (use.build && !buildUse.has(use.name)) buildUse.set(use.name, use);
  }
  for (const name of dependencies.filter((name) => devDependencies.includes(name))) {
    problems.push(`${name} is declared twice, in dependencies and devDependencies`);
  }
  for (const [name, use] of [...firstUse].sort(([a], [b]) => a.localeCompare(b))) {
    if (sectionOf(name) === null) problems.push(`${name} is used by ${use.file} but package.json does not declare it`);
  }
  for (const [name, use] of [...buildUse].sort(([a], [b]) => a.localeCompare(b))) {
    if (sectionOf(name) === 'devDependencies') {
      problems.push(
        `${name} is a devDependency, but building the site needs it (${use.file}): move it to dependencies`,
      );
    }
  }
  /** Declared packages that name `name` as a required peer, with their sections. */
  const requiredBy = (name: string) =>
    [...dependencies, ...devDependencies].filter((other) =>
      peersOf(other).some((peer) => peer.name === name && !peer.optional),
    );
  for (const name of [...dependencies, ...devDependencies].sort()) {
    const section = sectionOf(name)!;
    const typesOf = name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2') : null;
    if (typesOf !== null) {
      if (!firstUse.has(name) && !firstUse.has(typesOf)) {
        problems.push(`${name} is declared but nothing uses ${typesOf}`);
      }
      if (section === 'dependencies') problems.push(`${name} holds types only: move it to devDependencies`);
      continue;
    }
    const peerOf = requiredBy(name);
    const peerOfDependency = peerOf.filter((other) => sectionOf(other) === 'dependencies');
    if (!firstUse.has(name) && peerOf.length === 0) {
      problems.push(`${name} is declared in ${section} but nothing imports or names it: remove it`);
    } else if (section === 'dependencies' && !buildUse.has(name) && peerOfDependency.length === 0) {
      problems.push(`${name} is only used by tests, scripts or tools (${firstUse.get(name)!.file}): a devDependency`);
    } else if (section === 'devDependencies' && peerOfDependency.length > 0) {
      problems.push(`${name} is a peer of ${peerOfDependency.join(', ')}, a dependency: move it to dependencies`);
    }
  }
  return problems;
}
