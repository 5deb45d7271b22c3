/**
 * The search's modules and who imports whom: the engine, its worker and the page's client know nothing of
 * DocSearch's format (src/search/algolia.ts, the one adapter, is imported from the edge only), and the modules
 * of src/search import one another without a cycle.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SEARCH = path.join(ROOT, 'src/search');
const ADAPTER = path.join(SEARCH, 'algolia.ts');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The site's modules a file imports (static, type-only, re-exported, bare or dynamic), as absolute paths. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(/\b(?:import|export)\b[^;]*?\bfrom\s*'([^']+)'/g)].map((match) => match[1]),
    ...[...source.matchAll(/\bimport\s*\(?\s*'([^']+)'/g)].map((match) => match[1]),
  ];
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@site/')
      ? path.join(ROOT, specifier.slice('@site/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

const relative = (file: string) => path.relative(ROOT, file);
const searchModules = sourcesUnder(SEARCH);
const graph = new Map(searchModules.map((file) => [file, importsOf(file)]));

test('no module of src/search imports the DocSearch adapter: the engine, worker and client speak plain types', () => {
  expect(searchModules.length).toBeGreaterThan(10);
  expect(fs.existsSync(ADAPTER)).toBe(true);
  const importers = searchModules.filter((file) => graph.get(file)!.includes(ADAPTER));
  expect(importers.map(relative)).toEqual([]);
});

test('in the site, only the search modal imports the DocSearch adapter', () => {
  const site = sourcesUnder(path.join(ROOT, 'src')).filter((file) => !file.startsWith(`${SEARCH}${path.sep}`));
  const importers = site.filter((file) => importsOf(file).includes(ADAPTER));
  expect(importers.map(relative)).toEqual(['src/theme/SearchBar/SearchModal.tsx']);
});

test('the modules of src/search import one another without a cycle', () => {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(file)), file].map(relative).join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of searchModules) visit(file, []);
  expect(cycles).toEqual([]);
});
