/**
 * Example sources: the TypeScript file is the single source; the JavaScript
 * shown beside it is generated here (types stripped by sucrase, which keeps
 * the code's own layout, then formatted by prettier).
 * CommonJS because webpack loads loaders with require().
 */
const {transform} = require('sucrase');

/** Prettier settings for generated JavaScript (match the TS sources' style). */
const PRETTIER_OPTIONS = {
  parser: 'babel',
  singleQuote: true,
  bracketSpacing: true,
  trailingComma: 'all',
  printWidth: 90,
};

/** Strips TypeScript from a .ts/.tsx source and formats the result. */
async function toJavaScript(source) {
  const stripped = transform(source, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  }).code;
  const prettier = require('prettier');
  return prettier.format(stripped, PRETTIER_OPTIONS);
}

/** `Example.tsx` → `Example.jsx`, `makeData.ts` → `makeData.js`. */
function javaScriptName(fileName) {
  return fileName.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js');
}

/**
 * The module specifiers a source imports at run time, in order, without duplicates: static imports (side-effect
 * ones too), re-exports and `import('…')` of a literal; not `import type` or `export type`. The one reading of a
 * demo's imports: the loader's sandbox modules and export check, and the packages of its exported project.
 */
function importSpecifiers(source) {
  const found = [];
  const pattern =
    /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const [, typeOnly, fromStatement, fromCall] of source.matchAll(pattern)) {
    const specifier = fromStatement ?? fromCall;
    if (!typeOnly && !found.includes(specifier)) found.push(specifier);
  }
  return found;
}

/** The npm package of an import specifier (`@mui/material/Box` → `@mui/material`); null for a relative one. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The npm packages some sources import at run time (importSpecifiers), sorted, each once. */
function packagesOf(sources) {
  const names = new Set(sources.flatMap((source) => importSpecifiers(source).map(packageOf)));
  names.delete(null);
  return [...names].sort();
}

module.exports = {toJavaScript, javaScriptName, importSpecifiers, packageOf, packagesOf, PRETTIER_OPTIONS};

// `node transform.cjs < sources.json` → JSON array of JavaScript (tests run prettier out of process:
// it loads its plugins with dynamic import, which jest's module sandbox does not support)
if (require.main === module) {
  let input = '';
  process.stdin.on('data', (chunk) => (input += chunk));
  process.stdin.on('end', async () => {
    const sources = JSON.parse(input);
    const results = [];
    for (const source of sources) results.push(await toJavaScript(source));
    process.stdout.write(JSON.stringify(results));
  });
}
