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
