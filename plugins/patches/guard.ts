/**
 * Guards for the build's patches of third-party code (plugins/patches/manifest.ts lists them all): each part of
 * a patch states what must be true of a compilation after it ran, and the build fails with the part's name when
 * it is not, instead of shipping the unpatched code silently after an upgrade.
 *
 * A redirect is checked on its own imports, read from the compilation's module graph: its importer must import
 * its request and get the stand-in (the redirect fired), and no such import may reach anything else. The graph,
 * not a count kept by the redirect's callback, because the persistent cache restores modules and their imports
 * without resolving them again, so on a warm build the callback is never called.
 */
import fs from 'node:fs';
import path from 'node:path';
import {partName, PATCHES, PINNED, type PatchId} from './manifest';
import {aliasRequest} from './register';
import type {Part, PinnedPackage} from './types';

/** The repository: a part's files are relative to it. */
export const ROOT = path.resolve(__dirname, '../..');

/** A patch whose target moved or which did nothing. The message names the patch and where it is listed. */
export class PatchError extends Error {
  /**
   * @param patch the patch (`docs`) or the part (`mrt-deferred/Select-Menu`) that failed
   * @param against what it was written against, with the installed versions (`versionsOf`)
   */
  constructor(patch: string, problem: string, against?: string) {
    const versions = against ? ` (written against ${against})` : '';
    super(`[patch ${patch}] ${problem}${versions}. The patched package changed: see plugins/PATCHES.md, "${patch}".`);
    this.name = 'PatchError';
  }
}

/** The version of `name` installed under `root`'s node_modules ('missing' when it is not installed). */
export function installedVersion(name: string, root = ROOT): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** `material-react-table 3.2.1, installed 3.2.2; …` for the packages `part` was written against. */
export function versionsOf(part: Part, installed: (name: string) => string = installedVersion): string {
  const packages = new Set<PinnedPackage>();
  if (part.kind === 'redirect') {
    if (part.importer.package !== 'site') packages.add(part.importer.package);
    packages.add(part.standsInFor);
  } else packages.add(part.package);
  return [...packages].map((name) => `${name} ${PINNED[name]}, installed ${installed(name)}`).join('; ');
}

export interface ModuleExpectations {
  /** Files that must be modules of the compilation. */
  required?: string[];
  /** Resources that must not be (what a stand-in replaces). */
  forbidden?: readonly RegExp[];
}

/** What is wrong with a compilation's module resources for `expect`: one line per problem (empty when none). */
export function moduleGraphProblems(resources: Iterable<string>, expect: ModuleExpectations): string[] {
  const present = new Set<string>();
  const problems: string[] = [];
  for (const resource of resources) {
    const file = resource.split('?')[0]!;
    present.add(file);
    for (const pattern of expect.forbidden ?? []) {
      if (pattern.test(file)) problems.push(`${file} is still bundled (expected it replaced, ${pattern})`);
    }
  }
  for (const file of expect.required ?? []) {
    if (!present.has(file)) problems.push(`${file} never entered the bundle`);
  }
  return problems;
}

/** Throws a PatchError naming `patch` when `problems` is not empty. */
export function assertNoProblems(patch: string, problems: string[]): void {
  if (problems.length > 0) throw new PatchError(patch, problems.join('; '));
}

/** One import in a compilation: the importing file, the request as written, the file it resolved to. */
export interface Edge {
  from: string;
  request: string;
  to: string | undefined;
}

/** What the guards read of one compilation (files without loader queries). */
export interface GraphView {
  /** Every module's file. */
  files: ReadonlySet<string>;
  /** The imports of `request` made by modules in a folder matching `folder`. */
  importsFrom(folder: RegExp, request: string): Edge[];
  /** The imports that resolved to `file`. */
  importsOf(file: string): Edge[];
}

const relative = (file: string, root: string) => path.relative(root, file);
const unique = (items: string[]) => [...new Set(items)];

/** What is wrong with `part` in the compilation `graph` (empty when it did its work). */
export function partProblems(part: Part, graph: GraphView, root = ROOT): string[] {
  if (part.kind === 'redirect') {
    const replacement = path.resolve(root, part.replacement);
    const imports = graph.importsFrom(part.importer.folder, part.request);
    const escaped = unique(
      imports
        .filter((edge) => edge.to !== replacement)
        .map((edge) => `${relative(edge.from, root)} got ${edge.to ? relative(edge.to, root) : 'nothing'}`),
    );
    const problems = escaped.map((line) => `an import of '${part.request}' escaped the redirect: ${line}`);
    if (part.mustFire && imports.length === 0) {
      problems.push(
        `never fired: no module in ${part.importer.folder} imports '${part.request}' any more, so ${part.replacement} stood in for nothing`,
      );
    }
    return problems;
  }
  if (part.kind === 'alias') {
    const replacement = path.resolve(root, part.replacement);
    const request = aliasRequest(part, root);
    const fired = graph.importsOf(replacement).some((edge) => edge.request === request);
    const problems = fired
      ? []
      : [`never fired: no import of '${part.request}' reached ${part.replacement} (the aliased module moved)`];
    return [...problems, ...moduleGraphProblems(graph.files, {forbidden: part.mustNotBundle})];
  }
  for (const file of graph.files) if (part.module.test(file)) return [];
  return [`never ran: no module matches ${part.module}, so ${part.loader} edited nothing (the file moved)`];
}

/** Every problem of `patch`'s parts in a compilation of `side`, each as the PatchError its part fails with. */
export function patchErrors(
  patch: PatchId,
  side: 'browser' | 'server',
  graph: GraphView,
  {root = ROOT, installed = (name: string) => installedVersion(name, root)} = {},
): PatchError[] {
  const parts = PATCHES.find((entry) => entry.id === patch)?.parts ?? [];
  return parts
    .filter((part: Part) => part.bundles === 'both' || side === 'browser')
    .flatMap((part: Part) => {
      const problems = partProblems(part, graph, root);
      return problems.length > 0
        ? [new PatchError(partName(patch, part), problems.join('; '), versionsOf(part, installed))]
        : [];
    });
}

interface ModuleLike {
  resource?: unknown;
}
interface ConnectionLike {
  dependency?: {request?: unknown} | null;
  module?: ModuleLike | null;
  originModule?: ModuleLike | null;
}
/** The module graph of webpack 5 and Rspack 1 (`compilation.moduleGraph`), as far as the guards read it. */
interface ModuleGraphLike {
  getOutgoingConnections(module: ModuleLike): Iterable<ConnectionLike>;
  getIncomingConnections(module: ModuleLike): Iterable<ConnectionLike>;
}
/** A compilation, loosely typed so that webpack's and Rspack's both fit. */
interface CompilationLike {
  hooks: {finishModules: {tap(name: string, callback: (modules: Iterable<unknown>) => void): void}};
  moduleGraph: unknown;
  errors: unknown[];
}
interface CompilerLike {
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: CompilationLike) => void): void}};
}

const fileOf = (module: ModuleLike | null | undefined): string | undefined =>
  typeof module?.resource === 'string' ? module.resource.split('?')[0] : undefined;

/** The guards' view of a webpack or Rspack compilation whose modules are built. */
export function compilationGraph(compilation: CompilationLike, modules: Iterable<unknown>): GraphView {
  const moduleGraph = compilation.moduleGraph as ModuleGraphLike;
  const withFiles = [...modules].flatMap((item) => {
    const module = item as ModuleLike;
    const file = fileOf(module);
    return file === undefined ? [] : [{module, file}];
  });
  /** Each module's imports, read once (a patch asks for several requests of the same importers). */
  const imports = new Map<ModuleLike, Edge[]>();
  const importsOfModule = (module: ModuleLike, from: string): Edge[] => {
    let edges = imports.get(module);
    if (!edges) {
      edges = [...moduleGraph.getOutgoingConnections(module)].flatMap((connection) => {
        const request = connection.dependency?.request;
        return typeof request === 'string' ? [{from, request, to: fileOf(connection.module)}] : [];
      });
      imports.set(module, edges);
    }
    return edges;
  };
  return {
    files: new Set(withFiles.map(({file}) => file)),
    importsFrom(folder, request) {
      return withFiles
        .filter(({file}) => folder.test(path.dirname(file)))
        .flatMap(({module, file}) => importsOfModule(module, file).filter((edge) => edge.request === request));
    },
    importsOf(target) {
      return withFiles
        .filter(({file}) => file === target)
        .flatMap(({module}) =>
          [...moduleGraph.getIncomingConnections(module)].flatMap((connection) => {
            const request = connection.dependency?.request;
            const from = fileOf(connection.originModule);
            return typeof request === 'string' && from !== undefined ? [{from, request, to: target}] : [];
          }),
        );
    },
  };
}

/**
 * A bundler plugin (webpack or Rspack) that checks each part of `patch` in every compilation of `side` once its
 * modules are built, and fails the build with one error per part that did not do its work. The graph includes
 * modules restored from the persistent cache, so the check holds on cached builds too.
 */
export function patchGuard(patch: PatchId, side: 'browser' | 'server', options: {root?: string} = {}) {
  return {
    apply(compiler: CompilerLike) {
      compiler.hooks.thisCompilation.tap(`patch-guard:${patch}`, (compilation) => {
        compilation.hooks.finishModules.tap(`patch-guard:${patch}`, (modules) => {
          compilation.errors.push(...patchErrors(patch, side, compilationGraph(compilation, modules), options));
        });
      });
    },
  };
}
