/**
 * Webpack loader for `src/demo-api/install.ts?export-kit`: the stand-in API's files, in TypeScript and in
 * the JavaScript generated from them (transform.cjs), for exported demo projects that call the API
 * (src/components/Example/export). Its own chunk, loaded by the first export of such a demo.
 */
const fs = require('node:fs');
const path = require('node:path');
const {toJavaScript, javaScriptName} = require('./transform.cjs');

/** Site-only files of the folder, which an exported project does not need. */
const SITE_ONLY = new Set(['clientModule.ts']);

/** Every .ts file under `folder`, as paths relative to it, sorted. */
function sourcesUnder(folder, prefix = '') {
  return fs
    .readdirSync(path.join(folder, prefix), {withFileTypes: true})
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return sourcesUnder(folder, relative);
      return /\.ts$/.test(entry.name) && !SITE_ONLY.has(relative) ? [relative] : [];
    })
    .sort();
}

async function exportKit(folder) {
  const ts = [];
  const js = [];
  for (const name of sourcesUnder(folder)) {
    const code = fs.readFileSync(path.join(folder, name), 'utf8');
    ts.push({name, code});
    js.push({name: javaScriptName(name), code: await toJavaScript(code)});
  }
  return {ts, js};
}

module.exports = function exportKitLoader() {
  const callback = this.async();
  const folder = path.dirname(this.resourcePath);
  this.addContextDependency(folder);
  exportKit(folder).then(
    (kit) => callback(null, `export default ${JSON.stringify(kit)};\n`),
    (error) => callback(error),
  );
};
module.exports.exportKit = exportKit;
