/**
 * Webpack loader for `<folder>/Example.tsx?example` imports (see index.ts).
 * Emits a module describing the example, of the shape `LoadedExample`
 * (src/components/Example/framework/types.ts):
 *  - `Component`: the example itself (the same file, imported normally);
 *  - `files`: every source file of the folder (its name and the name of the
 *    JavaScript generated from it), the entry first; in the server bundle
 *    each also carries its TypeScript and that as coloured HTML (plugins/shiki), which the prerendered page shows;
 *  - `loadTypeScript()`: the TypeScript of each file and its coloured HTML, in its own chunk
 *    (`?example-ts`): the browser keeps the prerendered source on hydration
 *    and fetches it afterwards (for the copy button, the sandbox and pages
 *    reached by client-side navigation), so a page's first load carries no
 *    source text;
 *  - `loadJavaScript()`: the JavaScript generated from each file (and its HTML), in its own
 *    chunk (`?example-js`), fetched when a visitor first picks the JS tab;
 *  - `loadPackages(language)`: the npm packages the files of that language import (read here, once, with
 *    transform.cjs), from the same chunk: what the demo's exported project lists;
 *  - `loadSandboxModules()`: loads (on demand, in its own chunks) every module
 *    the entry imports, so the in-page editor can run edited code.
 */
const fs = require('node:fs');
const path = require('node:path');
const {toJavaScript, javaScriptName, importSpecifiers, packageOf, packagesOf} = require('./transform.cjs');

const SOURCE_FILE = /\.tsx?$/;
/** shiki is ESM only: its highlighter is imported natively. */
const highlighter = import(path.resolve(__dirname, '../shiki/highlight.mjs'));
/** The language of a shown file, by its extension. */
const languageOf = (name) =>
  ({'.tsx': 'tsx', '.ts': 'typescript', '.jsx': 'jsx', '.js': 'javascript'})[path.extname(name)];
/** The packages an exported demo project can list (src/components/Example/export/packages.json). */
const EXPORT_PACKAGES = new Set(require('../../src/components/Example/export/packages.json').EXPORT_PACKAGES);

/**
 * Whether the demo can leave the site as a project of its own (src/components/Example/export): its files
 * import only siblings and npm packages. An npm import the export does not know fails the build, naming the
 * demo and the import; an import from outside the folder only takes the export buttons away.
 */
function exportable(slug, files) {
  let inFolder = true;
  for (const {name, ts} of files) {
    for (const specifier of importSpecifiers(ts)) {
      if (specifier.startsWith('.')) {
        if (!specifier.startsWith('./') || specifier.slice(2).includes('/')) inFolder = false;
      } else if (!EXPORT_PACKAGES.has(packageOf(specifier))) {
        throw new Error(
          `[examples] ${slug}/${name} imports ${specifier}: add ${packageOf(specifier)} to ` +
            'src/components/Example/export/packages.json and run `npm run generate:export-versions`',
        );
      }
    }
  }
  return inFolder;
}
const NOT_SHOWN = /\.(test|spec|d)\.tsx?$/;
/** Sources that turn on MRT's row or column virtualization. */
const VIRTUALIZES = /\benable(Row|Column)Virtualization\b/;
const VIRTUALIZER_READY = path.resolve(__dirname, '../../src/components/MrtFrame/virtualizer/ready.ts');

/** The example's other source files, shown after its entry: every .ts/.tsx beside it but tests, sorted. */
function siblingSources(folder, entryName) {
  return fs
    .readdirSync(folder)
    .filter((name) => SOURCE_FILE.test(name) && !NOT_SHOWN.test(name) && name !== entryName)
    .sort();
}

module.exports = function exampleLoader(source) {
  const callback = this.async();
  const entryPath = this.resourcePath;
  const folder = path.dirname(entryPath);
  const entryName = path.basename(entryPath);
  this.addContextDependency(folder);

  const names = siblingSources(folder, entryName);

  (async () => {
    const files = [];
    for (const name of [entryName, ...names]) {
      const ts = name === entryName ? source : fs.readFileSync(path.join(folder, name), 'utf8');
      if (name !== entryName) this.addDependency(path.join(folder, name));
      const js = await toJavaScript(ts);
      const jsName = javaScriptName(name);
      const {highlightToHtml} = await highlighter;
      const [tsHtml, jsHtml] = await Promise.all([
        highlightToHtml(ts, languageOf(name)),
        highlightToHtml(js, languageOf(jsName)),
      ]);
      files.push({name, ts, tsHtml, jsName, js, jsHtml});
    }
    if (/example-js/.test(this.resourceQuery)) {
      callback(
        null,
        `export default ${JSON.stringify(files.map(({jsName, js, jsHtml}) => ({name: jsName, js, html: jsHtml})))};\n` +
          `export const packages = ${JSON.stringify(packagesOf(files.map(({js}) => js)))};\n`,
      );
      return;
    }
    if (/example-ts/.test(this.resourceQuery)) {
      callback(
        null,
        `export default ${JSON.stringify(files.map(({name, ts, tsHtml}) => ({name, ts, html: tsHtml})))};\n` +
          `export const packages = ${JSON.stringify(packagesOf(files.map(({ts}) => ts)))};\n`,
      );
      return;
    }
    const server = Boolean(this.getOptions().server);
    const specifiers = [...importSpecifiers(source), 'react/jsx-runtime'].filter(
      (specifier, index, all) => all.indexOf(specifier) === index,
    );
    const loaders = specifiers
      .map((specifier) => `  ${JSON.stringify(specifier)}: () => import(${JSON.stringify(specifier)}),`)
      .join('\n');
    const slug = path.basename(folder);
    const canExport = exportable(slug, files);
    // a table that virtualizes from its first render gets the real virtualizer with the page
    // (src/components/MrtFrame/virtualizer); this import runs before the example's own modules
    const virtualizes = files.some(({ts}) => VIRTUALIZES.test(ts));
    callback(
      null,
      `${virtualizes && !server ? `import ${JSON.stringify(VIRTUALIZER_READY)};\n` : ''}import Component from ${JSON.stringify(`./${entryName}`)};
const moduleLoaders = {
${loaders}
};
// one import() per chunk: each call site would otherwise get a chunk of its own (Rspack does not merge
// duplicates), and every page's runtime lists every chunk
const typeScriptModule = () => import(${JSON.stringify(`./${entryName}?example-ts`)});
const javaScriptModule = () => import(${JSON.stringify(`./${entryName}?example-js`)});
export default {
  slug: ${JSON.stringify(slug)},
  exportable: ${canExport},
  Component,
  files: ${JSON.stringify(files.map(({name, ts, tsHtml, jsName}) => (server ? {name, ts, html: tsHtml, jsName} : {name, jsName})))},
  loadTypeScript() {
    return typeScriptModule().then((module) => module.default);
  },
  loadJavaScript() {
    return javaScriptModule().then((module) => module.default);
  },
  loadPackages(language) {
    return (language === 'ts' ? typeScriptModule() : javaScriptModule()).then((module) => module.packages);
  },
  loadSandboxModules() {
    const names = Object.keys(moduleLoaders);
    return Promise.all(names.map((name) => moduleLoaders[name]())).then((modules) =>
      Object.fromEntries(names.map((name, index) => [name, modules[index]])),
    );
  },
};
`,
    );
  })().catch((error) => callback(error));
};
module.exports.siblingSources = siblingSources;
