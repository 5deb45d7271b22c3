/**
 * The API reference data as Node sees it at build time: the page list
 * (src/api/pages.ts), the generated entries (src/api/generated/<page>.json) and
 * the written descriptions (src/api/descriptions/<page>.ts). TypeScript sources
 * are compiled with sucrase and run fresh on every call (no module cache), so a
 * loader that calls these again after a change sees the new text.
 * CommonJS because webpack loads loaders with require().
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const {transform} = require('sucrase');

const ROOT = path.resolve(__dirname, '../..');
const API_DIR = path.join(ROOT, 'src/api');

/**
 * Runs a TypeScript module of this repository and returns its exports.
 * Relative imports are followed (and recorded in `files`); anything else is
 * required from node_modules.
 */
function runTypeScript(file, files = new Set(), cache = new Map()) {
  if (cache.has(file)) return cache.get(file).exports;
  files.add(file);
  const module = {exports: {}};
  cache.set(file, module);
  const {code} = transform(fs.readFileSync(file, 'utf8'), {transforms: ['typescript', 'imports'], filePath: file});
  const localRequire = (specifier) => {
    if (!specifier.startsWith('.')) return require(specifier);
    const base = path.resolve(path.dirname(file), specifier);
    const resolved = ['.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((candidate) => fs.existsSync(candidate));
    if (resolved) return runTypeScript(resolved, files, cache);
    if (base.endsWith('.json')) {
      files.add(base);
      return JSON.parse(fs.readFileSync(base, 'utf8'));
    }
    throw new Error(`${path.relative(ROOT, file)}: cannot resolve ${specifier}`);
  };
  vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {filename: file})(
    module.exports,
    localRequire,
    module,
  );
  return module.exports;
}

/** The page list of src/api/pages.ts. */
function readApiPages() {
  return runTypeScript(path.join(API_DIR, 'pages.ts')).API_PAGE_LIST;
}

const generatedFile = (page) => path.join(API_DIR, 'generated', `${page}.json`);
const descriptionsFile = (page) => path.join(API_DIR, 'descriptions', `${page}.ts`);

/** `{entries}` of src/api/generated/<page>.json. */
function readGenerated(page) {
  return JSON.parse(fs.readFileSync(generatedFile(page), 'utf8'));
}

/** The `descriptions` export of src/api/descriptions/<page>.ts, and every file it read. */
function readDescriptions(page) {
  const files = new Set();
  const {descriptions} = runTypeScript(descriptionsFile(page), files);
  return {descriptions, files: [...files]};
}

/** Which page each `ApiOptionsTable` prop names: `{tableOptions: 'table-options', ...}`. */
function excerptProps(pages = readApiPages()) {
  return Object.fromEntries(pages.map((info) => [info.prop, info.page]));
}

/**
 * The generated entries a guide's options table asks for, `[{page, names}]`, in
 * that order. Throws on a page or a name the reference does not have, naming it.
 */
function pickGenerated(requests) {
  const pages = new Set(readApiPages().map((info) => info.page));
  return requests.map(({page, names}) => {
    if (!pages.has(page)) throw new Error(`ApiOptionsTable: there is no API page "${page}"`);
    const byName = new Map(readGenerated(page).entries.map((entry) => [entry.name, entry]));
    const unknown = names.filter((name) => !byName.has(name));
    if (unknown.length > 0) {
      const list = unknown.map((name) => `"${name}"`).join(', ');
      throw new Error(
        `ApiOptionsTable: ${list} ${unknown.length > 1 ? 'are not entries' : 'is not an entry'} of /docs/api/${page}`,
      );
    }
    return {page, entries: names.map((name) => byName.get(name))};
  });
}

/**
 * `pickGenerated` with each entry's description and page: the rows of a guide's
 * options table. Also returns every file read, for the caller's cache.
 */
function excerptEntries(requests) {
  const files = [];
  const entries = pickGenerated(requests).flatMap(({page, entries: picked}) => {
    const read = readDescriptions(page);
    files.push(generatedFile(page), ...read.files);
    return picked.map((entry) => ({
      ...entry,
      description: read.descriptions[entry.name]?.description ?? '',
      guides: read.descriptions[entry.name]?.guides ?? [],
      page,
    }));
  });
  return {entries, files: [...new Set(files)]};
}

module.exports = {
  ROOT,
  runTypeScript,
  readApiPages,
  readGenerated,
  readDescriptions,
  generatedFile,
  descriptionsFile,
  excerptProps,
  pickGenerated,
  excerptEntries,
};
