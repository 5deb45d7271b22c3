/**
 * @jest-environment node
 */
import fs from 'node:fs';
import {DATA_FILE} from '@site/mcp/data/freshness';
import type {McpData} from '@site/mcp/data/types';
import {createSearchEngine} from '@site/src/search/engine';
import {evaluate, pagesFor, type RealQuery} from '@site/src/search/evaluate';
import {unpackIndex} from '@site/src/search/indexFile';
import fixture from '@site/tests/fixtures/search-queries.json';
import {START_TIMEOUT, startServer, type Server} from './harness';

/**
 * The real-query benchmark (tests/fixtures/search-queries.json) asked through search_docs: every question
 * gets the same first three pages as the site's engine asked directly with the search modal's request, over
 * the index the server uses (built from the sources like the production one), and the share of questions
 * answered in the top three holds the bar the site's search holds (tests/unit/search/realQueries.test.ts).
 */

const queries = (fixture as {queries: RealQuery[]}).queries;
let server: Server;
beforeAll(async () => {
  server = await startServer();
}, START_TIMEOUT);
afterAll(() => server?.close());

test('the 65 real questions give the same top three pages through search_docs as through the engine', async () => {
  const data = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as McpData;
  const engine = createSearchEngine(unpackIndex(data.search));
  const differing: string[] = [];
  for (const {query} of queries) {
    const result = await server.call('search_docs', {query, limit: 3});
    const viaServer = (result.structuredContent as {pages: string[]}).pages;
    const direct = pagesFor(engine, query).slice(0, 3);
    if (viaServer.join() !== direct.join()) differing.push(`${query}: ${viaServer.join()} ≠ ${direct.join()}`);
  }
  expect(queries.length).toBeGreaterThanOrEqual(65);
  expect(differing).toEqual([]);
  const share = evaluate(engine, queries).share;
  console.log(
    `search_docs: ${(share * 100).toFixed(1)} % of ${queries.length} real questions answered in the top three`,
  );
  expect(share).toBeGreaterThanOrEqual(0.95);
});
