import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {transform, type Transform} from 'sucrase';

/**
 * Runs the site's own TypeScript/TSX modules (and compiled MDX pages) in Node, outside the bundler: sucrase
 * strips the types and turns JSX and imports into CommonJS, and each module's `require` resolves the way the
 * site's bundler does (`@site/…`, relative files with or without extension, JSON). `stub` answers first, so a
 * Docusaurus client module or a loader query (`?example`, `?page=`) can be given a stand-in. Everything else
 * comes from node_modules. Only the data build (mcp/data/build.ts) uses this; the server reads its output.
 */

/** Returns a module's exports for `specifier` (imported from `from`), or undefined to resolve it normally. */
export type StubResolver = (specifier: string, from: string) => unknown;

export interface ModuleRunner {
  /** The exports of a file of the repository. */
  runFile(file: string): Record<string, unknown>;
  /** The exports of already-compiled ES module source (e.g. MDX output), as if it were the file `filename`. */
  runSource(code: string, filename: string): Record<string, unknown>;
  /** Every repository file read so far. */
  readonly files: ReadonlySet<string>;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** Class names of a CSS module: each name stands for itself (the data build reads text, not styles). */
const cssModule = new Proxy({}, {get: (_target, key) => (typeof key === 'string' ? key : undefined)});

export function createModuleRunner(root: string, stub: StubResolver): ModuleRunner {
  const cache = new Map<string, {exports: Record<string, unknown>}>();
  const files = new Set<string>();
  const nodeRequire = createRequire(path.join(root, 'package.json'));

  const resolveFile = (base: string): string | undefined =>
    EXTENSIONS.map((extension) => base + extension).find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );

  const execute = (code: string, filename: string, transforms: Transform[]) => {
    const module = {exports: {} as Record<string, unknown>};
    cache.set(filename, module);
    const compiled = transform(code, {
      transforms,
      filePath: filename,
      jsxRuntime: 'automatic',
      production: true,
    }).code;
    const wrapper = vm.runInThisContext(
      `(function (exports, require, module, __filename, __dirname) {${compiled}\n})`,
      {
        filename,
      },
    );
    const localRequire = Object.assign((specifier: string) => load(specifier, filename), {
      context: (directory: string, deep: boolean, pattern: RegExp) =>
        requireContext(directory, deep, pattern, filename),
    });
    wrapper(module.exports, localRequire, module, filename, path.dirname(filename));
    return module.exports;
  };

  const runFile = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    files.add(file);
    if (file.endsWith('.json')) {
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      cache.set(file, {exports: data});
      return data;
    }
    const jsx = /\.[jt]sx$/.test(file);
    const transforms: Transform[] = file.endsWith('.js') ? ['imports'] : ['typescript', 'imports'];
    return execute(fs.readFileSync(file, 'utf8'), file, jsx ? [...transforms, 'jsx'] : transforms);
  };

  /** webpack's `require.context(directory, deep, pattern, 'lazy')`: the matching files, each loaded on call. */
  function requireContext(directory: string, deep: boolean, pattern: RegExp, from: string) {
    const base = directory.startsWith('.')
      ? path.resolve(path.dirname(from), directory)
      : path.join(root, 'node_modules', directory);
    const list = (dir: string): string[] =>
      fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return deep ? list(full) : [];
        return [`./${path.relative(base, full).split(path.sep).join('/')}`];
      });
    const keys = list(base).filter((key) => pattern.test(key));
    return Object.assign((key: string) => Promise.resolve(nodeRequire(path.join(base, key))), {keys: () => keys});
  }

  function load(specifier: string, from: string): unknown {
    const stubbed = stub(specifier, from);
    // a stand-in is an ES module's exports: its `default` is the default import
    if (stubbed !== undefined) return {__esModule: true, ...(stubbed as object)};
    if (specifier.endsWith('.css')) return specifier.endsWith('.module.css') ? {default: cssModule} : {};
    const local = specifier.startsWith('@site/')
      ? path.join(root, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
    if (local === null) return nodeRequire(specifier);
    const file = resolveFile(local);
    if (!file) throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
    return runFile(file);
  }

  return {
    runFile,
    runSource: (code, filename) => execute(code, filename, ['imports']),
    files,
  };
}
