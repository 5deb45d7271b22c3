import fs from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {readSiteSettings} from '../src/site/settings';
import {SITE_DIR} from './data/freshness';
import {loadData} from './data/load';
import {createServer, type Ready} from './server';
import {createContext} from './tools/context';
import {indexExamples} from './tools/examples';
import {warmSearch} from './tools/search';
import {createSnippetChecker} from './tools/snippet';

/**
 * `npm run mcp`: the docs' MCP server on stdio. stdout carries only the protocol: anything a module logs goes
 * to stderr, and so do the server's own messages. The server answers `initialize` at once; tools wait until
 * the data is loaded (or rebuilt from the sources when they changed), then the type checker warms up in its
 * own thread.
 */

console.log = console.error;
console.info = console.error;
console.debug = console.error;
const log = (line: string) => process.stderr.write(`[mrt-docs-mcp] ${line}\n`);

const mrtVersion = (
  JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'node_modules/material-react-table/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const {siteUrl} = readSiteSettings(process.env);

let markReady: (ready: Promise<Ready>) => void = () => {};
const ready = new Promise<Ready>((resolve) => (markReady = resolve));

const server = createServer(ready, {version: mrtVersion, siteUrl});

/** Reads (or rebuilds) the data and builds the indexes: once, after `initialize` has been answered. */
let started = false;
function load() {
  if (started) return;
  started = true;
  const loading = loadData(log).then((data) => {
    const context = createContext(data);
    // after the calls waiting for the data have been answered
    setImmediate(() => warmSearch(context));
    return {context, examples: indexExamples(data.examples), snippets: createSnippetChecker(context, SITE_DIR)};
  });
  markReady(loading);
  loading
    .then(async ({snippets}) => {
      log(`ready in ${Math.round(process.uptime() * 1000)} ms: Material React Table ${mrtVersion} docs`);
      if (process.env.MRT_MCP_NO_WARMUP !== '1') await snippets.warm();
    })
    .catch((error: unknown) => log(`the data could not be loaded: ${error instanceof Error ? error.message : error}`));
}
// reading the data is synchronous work: it starts once the client has its answer to `initialize` (or soon
// after the connection, for a client that never confirms)
server.server.oninitialized = () => setImmediate(load);
server
  .connect(new StdioServerTransport())
  .then(() => setTimeout(load, 1000).unref())
  .catch((error: unknown) => log(`${error instanceof Error ? error.message : error}`));

process.on('uncaughtException', (error) => log(`unexpected error: ${error.stack ?? error.message}`));
process.on('unhandledRejection', (error) =>
  log(`unexpected rejection: ${error instanceof Error ? error.stack : error}`),
);
process.stdin.on('close', () => process.exit(0));
