/**
 * The not-found page's suggestions (src/theme/NotFound/Content/Suggestions.tsx) through the search worker
 * (tests/unit/__mocks__/searchWorker.ts runs the real worker logic), with the engine's plain interface: the
 * mistyped address's words in, the best pages as links out.
 */
import React from 'react';
import {cleanup, render, screen} from '@testing-library/react';
import {packIndex} from '@site/src/search/indexFile';
import {resetLocalSearch} from '@site/src/search/localClient';
import type {SearchRecord} from '@site/src/search/types';
import Suggestions from '@site/src/theme/NotFound/Content/Suggestions';
import {spawned} from '../__mocks__/searchWorker';

const page = (title: string, url: string, docusaurus_tag = 'docs-default-current'): SearchRecord => ({
  objectID: url,
  url,
  type: 'lvl1',
  hierarchy: {lvl0: title, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  docusaurus_tag,
  language: 'en',
});
const INDEX = packIndex([
  page('Sorting', '/docs/guides/sorting'),
  page('Column Pinning', '/docs/guides/column-pinning'),
  page('Sorting', '/docs/v2/guides/sorting', 'docs-default-2.0'),
]);

const realFetch = globalThis.fetch;
beforeEach(() => {
  spawned.length = 0;
  resetLocalSearch();
  globalThis.fetch = jest.fn(async () => ({ok: true, status: 200, json: async () => INDEX}) as Response);
});
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  window.history.pushState({}, '', '/');
});

test("a mistyped address gets the current docs' best matches as links, asked in the engine's plain terms", async () => {
  window.history.pushState({}, '', '/docs/guides/sortng');
  render(<Suggestions />);
  const link = await screen.findByRole('link', {name: 'Sorting'});
  expect(link.getAttribute('href')).toBe('/docs/guides/sorting');
  expect(screen.getAllByRole('link')).toHaveLength(1); // the v2 copy is another version's
  const sent = spawned[0].received.find((message) => message.type === 'search');
  expect(sent).toMatchObject({queries: [{text: 'sortng', loose: true}]});
});

test('an address with no words of its own asks nothing and shows nothing', async () => {
  window.history.pushState({}, '', '/docs/guides/');
  const {container} = render(<Suggestions />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(container.innerHTML).toBe('');
  expect(spawned).toHaveLength(0);
});
