/**
 * Webpack loader for `@site/src/api/reference?...` imports (see index.ts):
 *
 * - `?page=<page>`: every entry of a reference page with its description
 *   (the page's generated JSON and description module, merged in the browser).
 * - `?excerpt=[{page, names}]&from=<file:line>`: only the named entries, with their
 *   descriptions, written into the module as data (what an options table shows).
 *   The files read are dependencies, so editing a description rebuilds it.
 */
const {excerptEntries, readApiPages} = require('./data.cjs');

module.exports = function referenceLoader() {
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const page = query.get('page');
  if (page !== null) {
    if (!readApiPages().some((info) => info.page === page)) throw new Error(`No API page "${page}"`);
    return [
      `import generated from './generated/${page}.json';`,
      `import {descriptions} from './descriptions/${page}';`,
      `import {mergeEntries} from './entries';`,
      `export default mergeEntries(generated, descriptions);`,
    ].join('\n');
  }
  const excerpt = query.get('excerpt');
  if (excerpt === null) throw new Error(`${this.resource}: expected ?page= or ?excerpt=`);
  let result;
  try {
    result = excerptEntries(JSON.parse(excerpt));
  } catch (error) {
    throw new Error(`${query.get('from') ?? 'an MDX page'}: ${error.message}`);
  }
  for (const file of result.files) this.addDependency(file);
  return `export default ${JSON.stringify(result.entries)};\n`;
};
