/**
 * `npm run bench:mcp`: the MCP server's figures, measured as an assistant sees them (the SDK's client over
 * stdio, `npm run mcp`'s command), against the issue's goals:
 *
 * - start: spawn to `initialize` answered, and to the first search_docs answered (data already built);
 * - search_docs: p50/p95 of the 65 real questions, three rounds;
 * - check_snippet: the first call on a cold checker, then every self-contained docs block once warm.
 *
 * With a production build in `--build <dir>` (default `build/`), also how the data built from the sources
 * compares with it: identical Markdown twins, and the same top three pages for the real questions.
 *
 *   npm run bench:mcp [-- --build /path/to/build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {twinPath} from '../plugins/llms/index-file';
import {DATA_FILE, SITE_DIR} from '../mcp/data/freshness';
import {loadData} from '../mcp/data/load';
import {createSearchEngine} from '../src/search/engine';
import {pagesFor, type RealQuery} from '../src/search/evaluate';
import {unpackIndex} from '../src/search/indexFile';
import type {McpData} from '../mcp/data/types';
import {collectCheckedBlocks} from '../tests/unit/content/codeBlocks';

const GOALS = {startMs: 2000, searchP95Ms: 20, snippetWarmMs: 1500};
const queries = (
  JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'tests/fixtures/search-queries.json'), 'utf8')) as {
    queries: RealQuery[];
  }
).queries;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const verdict = (value: number, goal: number) => (value <= goal ? 'within goal' : 'OVER GOAL');

async function start(warmUp: boolean) {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['mcp/start.cjs'],
    cwd: SITE_DIR,
    stderr: 'ignore',
    env: {...(process.env as Record<string, string>), MRT_MCP_NO_WARMUP: warmUp ? '0' : '1'},
  });
  const client = new Client({name: 'bench', version: '1'});
  await client.connect(transport);
  const initialized = performance.now() - started;
  const call = async (name: string, args: Record<string, unknown>) => {
    const at = performance.now();
    const result = (await client.callTool({name, arguments: args}, undefined, {timeout: 300_000})) as CallToolResult;
    return {result, ms: performance.now() - at};
  };
  await call('search_docs', {query: 'column pinning'});
  return {client, call, initialized, firstAnswer: performance.now() - started};
}

async function main() {
  const buildArg = process.argv.indexOf('--build');
  const buildDir = path.resolve(buildArg === -1 ? path.join(SITE_DIR, 'build') : process.argv[buildArg + 1]);
  await loadData((line) => console.log(line));

  const starts = [];
  for (let round = 0; round < 5; round += 1) {
    const server = await start(false);
    starts.push({initialized: server.initialized, firstAnswer: server.firstAnswer});
    await server.client.close();
  }
  const initialized = percentile(
    starts.map((s) => s.initialized),
    0.5,
  );
  const firstAnswer = percentile(
    starts.map((s) => s.firstAnswer),
    0.5,
  );
  console.log(`start (median of 5): initialize answered ${ms(initialized)}, first search answered ${ms(firstAnswer)}`);
  console.log(`  goal ≤ ${GOALS.startMs} ms: ${verdict(firstAnswer, GOALS.startMs)}`);

  const server = await start(false);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const {query} of queries) times.push((await server.call('search_docs', {query})).ms);
  }
  const p95 = percentile(times, 0.95);
  console.log(`search_docs (${times.length} calls): p50 ${ms(percentile(times, 0.5))}, p95 ${ms(p95)}`);
  console.log(`  goal p95 ≤ ${GOALS.searchP95Ms} ms: ${verdict(p95, GOALS.searchP95Ms)}`);

  const blocks = collectCheckedBlocks(SITE_DIR).filter(
    (block) =>
      !['prelude', 'in', 'file', 'expect-error', 'nocheck'].some((key) => key in block.meta) &&
      !/from '\.\.?\//.test(block.code),
  );
  // the checker's first call, while its thread is still loading the program (the server's own warm-up is off)
  const cold = await server.call('check_snippet', {code: blocks[0].code});
  await server.client.close();

  // a server as an assistant runs it: the checker warms up at start; the first call waits for the warm-up
  const warmServer = await start(true);
  const afterWarmUp = await warmServer.call('check_snippet', {code: 'export const ready = true;'});
  const warm: number[] = [];
  const slowest: Array<{where: string; ms: number}> = [];
  let failing = 0;
  for (const block of blocks) {
    const {result, ms: took} = await warmServer.call('check_snippet', {code: block.code});
    warm.push(took);
    slowest.push({where: `${block.file}:${block.line}`, ms: took});
    if (!(result.structuredContent as {ok?: boolean} | undefined)?.ok) failing += 1;
  }
  slowest.sort((a, b) => b.ms - a.ms);
  const warmP95 = percentile(warm, 0.95);
  console.log(
    `check_snippet: first call ${ms(cold.ms)} without warm-up (${ms(afterWarmUp.ms)} waiting for it); ` +
      `warm over ${warm.length} docs blocks: ` +
      `p50 ${ms(percentile(warm, 0.5))}, p95 ${ms(warmP95)}, max ${ms(Math.max(...warm))}; ${failing} with errors`,
  );
  console.log(
    `  slowest: ${slowest
      .slice(0, 3)
      .map((entry) => `${entry.where} ${ms(entry.ms)}`)
      .join(', ')}`,
  );
  console.log(`  goal warm ≤ ${GOALS.snippetWarmMs} ms: ${verdict(warmP95, GOALS.snippetWarmMs)}`);
  await warmServer.client.close();

  if (!fs.existsSync(path.join(buildDir, 'search-index.json'))) {
    console.log(`no production build in ${buildDir}: comparison with it skipped`);
    return;
  }
  const data = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as McpData;
  const twins = data.pages.filter((page) => fs.existsSync(path.join(buildDir, twinPath(page.route))));
  const same = twins.filter(
    (page) => fs.readFileSync(path.join(buildDir, twinPath(page.route)), 'utf8') === page.markdown,
  );
  console.log(`twins: ${same.length} of ${twins.length} identical to ${buildDir}'s`);
  const built = createSearchEngine(
    unpackIndex(JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'))),
  );
  const mine = createSearchEngine(unpackIndex(data.search));
  const top3 = (engine: ReturnType<typeof createSearchEngine>, query: string) =>
    pagesFor(engine, query).slice(0, 3).join();
  const agreeing = queries.filter(({query}) => top3(built, query) === top3(mine, query)).length;
  console.log(`search: ${agreeing} of ${queries.length} real questions give the built index's top three pages`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
