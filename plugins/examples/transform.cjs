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
  const prettier = await import('prettier');
  return prettier.format(stripped, PRETTIER_OPTIONS);
}

/** `Example.tsx` → `Example.jsx`, `makeData.ts` → `makeData.js`. */
function javaScriptName(fileName) {
  return fileName.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js');
}

/** Module specifiers a source imports (static imports and re-exports), in order, without duplicates. */
function importSpecifiers(source) {
  const found = [];
  const pattern = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  let match;
  while ((match = pattern.exec(source))) {
    const isTypeOnly = /^\s*(?:import|export)\s+type\s/.test(match[0]);
    if (!isTypeOnly && !found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

module.exports = {toJavaScript, javaScriptName, importSpecifiers, PRETTIER_OPTIONS};
