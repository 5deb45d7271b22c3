/**
 * `import()` for the config's TypeScript modules: Docusaurus loads them through jiti 1, whose `vm` scripts
 * cannot `import()`; this file is loaded by Node's own `require` (see index.ts), so its `import()` is real.
 */
module.exports = (specifier) => import(specifier);
