/**
 * Search under `npm start`: the dev server writes no HTML, so the embedded
 * index comes from the Markdown sources (plugins/search-index/sources.ts).
 * A newcomer's first query must still find the guide and land on it.
 *
 * The dev server runs on a copy of the site (its generated files stay out of
 * this checkout) on a free port; both are removed afterwards.
 */
import {expect, test} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import {openPage, typeInto, waitForHeading} from './browser';
import {copySite, DOCUSAURUS, freePort, waitForServer} from './processes';
let siteDir = '';
let server: ChildProcess | undefined;
let base = '';

test.beforeAll(
  async () => {
  test.setTimeout(6 * 60 * 1000);
    siteDir = copySite('mrt-docs-dev-');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      [DOCUSAURUS, 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
      {
        cwd: siteDir,
        stdio: 'ignore',
        env: {...process.env, BROWSER: 'none', NODE_ENV: 'development'},
      },
    );
    await waitForServer(`${base}/docs/getting-started/install`, 5 * 60 * 1000);
  },
);

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (siteDir) fs.rmSync(siteDir, {recursive: true, force: true});
});

test('under the dev server, "column pinning" finds the guide and Enter lands on it', async ({browser}) => {
  test.setTimeout(180000);
  // the dev server compiles the first page on request
  const {context, page, errors} = await openPage(browser, '/docs/getting-started/install', {
    base,
    timeouts: {action: 60000, navigation: 120000},
  });
  try {
    await page.click('.DocSearch-Button');
    await typeInto(page.locator('input.DocSearch-Input'), 'column pinning');
    await page.waitForSelector('.DocSearch-Hit a');
    // typed key by key: the hits for "column pinnin" may still show for a moment
    const first = () =>
      page.$eval('.DocSearch-Hit a', (link) => ({
        href: link.getAttribute('href'),
        title: link.querySelector('.DocSearch-Hit-title')?.textContent,
      }));
    await expect.poll(first, {timeout: 15000}).toEqual({href: '/docs/guides/column-pinning', title: 'Column Pinning'});
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
