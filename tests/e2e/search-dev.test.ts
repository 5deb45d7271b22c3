/**
 * Search under `npm start`: the dev server writes no HTML, so the embedded
 * index comes from the Markdown sources (plugins/search-index/sources.ts).
 * A newcomer's first query must still find the guide and land on it.
 *
 * The dev server runs on a copy of the site (its generated files stay out of
 * this checkout) on a free port; both are removed afterwards.
 */
import {expect, test} from '@playwright/test';
import type {ChildProcess} from 'node:child_process';
import {openPage, typeInto, waitForHeading} from './browser';
import {copySite, freePort, removeSite, startDocusaurus, stopProcess, waitForServer} from './processes';

// one copy of the site serves every test of this file: they run in order on one worker
test.describe.configure({mode: 'default'});

let siteDir = '';
let server: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  // the dev server compiles the whole site before it answers: minutes on a loaded two-core machine
  test.setTimeout(8 * 60 * 1000);
  siteDir = copySite('mrt-docs-dev-');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startDocusaurus(siteDir, ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    BROWSER: 'none',
    NODE_ENV: 'development',
  });
  await waitForServer(`${base}/docs/getting-started/install`, 7 * 60 * 1000, server);
});

test.afterAll(async () => {
  await stopProcess(server);
  removeSite(siteDir);
});

test('under the dev server, "column pinning" finds the guide and Enter lands on it', async ({browser}) => {
  test.setTimeout(180_000);
  // the dev server compiles the first page on request
  const {context, page, errors} = await openPage(browser, '/docs/getting-started/install', {
    base,
    timeouts: {action: 60_000, navigation: 120_000},
  });
  try {
    await page.click('.DocSearch-Button');
    await typeInto(page.locator('input.DocSearch-Input'), 'column pinning');
    // typed key by key: the hits for "column pinnin" may still show for a moment
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toHaveAttribute('href', '/docs/guides/column-pinning', {timeout: 30_000});
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Column Pinning');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/docs/guides/column-pinning`);
    // the URL changes before the client-side navigation renders the new page
    await waitForHeading(page, 'Column Pinning');
    // uncaught exceptions only: the dev build logs React's development warnings as console errors
    expect(errors.filter((error) => error.startsWith('pageerror:'))).toEqual([]);
  } finally {
    await context.close();
  }
});
