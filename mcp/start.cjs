/**
 * `npm run mcp`: starts the MCP server (mcp/main.ts) from one bundle of its TypeScript, made by esbuild into
 * mcp/.data/server.cjs with the packages left to node_modules. Loading one file is about a second faster
 * than compiling each module at start, which keeps the start within its goal. The bundle is made again when
 * a file it was made from changed (their sizes and times are kept beside it). Nothing here writes to stdout:
 * it carries the protocol.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const BUNDLE = path.join(ROOT, 'mcp/.data/server.cjs');
const INPUTS = `${BUNDLE}.inputs.json`;

const stampOf = (file) => {
  const stat = fs.statSync(path.join(ROOT, file), {throwIfNoEntry: false});
  return stat ? `${stat.size}:${stat.mtimeMs}` : null;
};

function isFresh() {
  try {
    const inputs = JSON.parse(fs.readFileSync(INPUTS, 'utf8'));
    return fs.existsSync(BUNDLE) && Object.entries(inputs).every(([file, stamp]) => stampOf(file) === stamp);
  } catch {
    return false;
  }
}

function bundle() {
  const esbuild = require('esbuild');
  const temporary = `${BUNDLE}.${process.pid}.tmp`;
  const result = esbuild.buildSync({
    absWorkingDir: ROOT,
    entryPoints: ['mcp/main.ts'],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stampOf(file)]));
  fs.renameSync(temporary, BUNDLE);
  fs.writeFileSync(`${INPUTS}.${process.pid}.tmp`, JSON.stringify(inputs));
  fs.renameSync(`${INPUTS}.${process.pid}.tmp`, INPUTS);
}

if (!isFresh()) bundle();
process.env.MRT_DOCS_SITE_DIR = ROOT;
require(BUNDLE);
