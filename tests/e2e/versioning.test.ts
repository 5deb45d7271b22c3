/**
 * `docusaurus docs:version` on a copy of this site: the cut must build with
 * every broken-link check on, serve the frozen version at /docs/<name>/...
 * next to the working docs at /docs/..., list both in the version selector
 * (beside the V1/V2 hosts) with the right one selected, give the frozen pages
 * the full shell, and leave the working docs editable.
 *
 * The copy lives in a temp dir (node_modules symlinked, build/.git left out)
 * and is served on a free port of its own; both are removed afterwards.
 */
import {expect, test} from '@playwright/test';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {openPage} from './browser';
import {copySite, DOCUSAURUS, freePort, waitForServer} from './processes';

const VERSION = '2.9';
const MARKER = 'This sentence was added to the working docs after the cut.';
const DOC = '/docs/getting-started/install';
let siteDir = '';
let server: ChildProcess | undefined;
let base = '';

function run(args: string[]): void {
  const result = spawnSync(process.execPath, [DOCUSAURUS, ...args], {cwd: siteDir, encoding: 'utf8', env: process.env});
  if (result.status !== 0) {
    throw new Error(`docusaurus ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

test.beforeAll(
  async () => {
  test.setTimeout(10 * 60 * 1000);
    siteDir = copySite('mrt-docs-version-');

    run(['docs:version', VERSION]);
    // the working docs stay editable: change one after the cut
    const install = path.join(siteDir, 'docs/getting-started/install.mdx');
    fs.appendFileSync(install, `\n${MARKER}\n`);
    run(['build']);

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      [DOCUSAURUS, 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
      {
        cwd: siteDir,
        stdio: 'ignore',
      },
    );
    await waitForServer(`${base}/`, 30000);
  },
);

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (siteDir) fs.rmSync(siteDir, {recursive: true, force: true});
});

/** A page of the copy's build, hydrated, with console errors collected. */
const open = (path: string) => openPage(browser, path, {base, timeouts: {action: 15000, navigation: 15000}});

/** The version menu's entries: label, href, selected. */
async function versionMenu(page: Page) {
  await page.click('.mrt-version-select');
  await page.waitForSelector('[role="menu"] [role="menuitem"]');
  return page.$$eval('[role="menu"] [role="menuitem"]', (items) =>
    items.map((item) => ({
      label: item.textContent?.trim(),
      href: item.getAttribute('href'),
      selected: item.classList.contains('Mui-selected'),
    })),
  );
}

const crumbs = (page: Page) =>
  page.$$eval('.mrt-breadcrumbs li', (items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim();
    }),
  );

test('the cut wrote the frozen copy', () => {
  expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))).toEqual([VERSION]);
  expect(fs.existsSync(path.join(siteDir, `versioned_docs/version-${VERSION}/getting-started/install.mdx`))).toBe(true);
  expect(fs.existsSync(path.join(siteDir, `versioned_sidebars/version-${VERSION}-sidebars.json`))).toBe(true);
  // the frozen copy is not affected by later edits of the working docs
  expect(
    fs.readFileSync(path.join(siteDir, `versioned_docs/version-${VERSION}/getting-started/install.mdx`), 'utf8'),
  ).not.toContain(MARKER);
});

test('both versions are served; the edit after the cut is only in the working docs', async () => {
  const current = await fetch(`${base}${DOC}`);
  const frozen = await fetch(`${base}/docs/${VERSION}/getting-started/install`);
  expect(current.status).toBe(200);
  expect(frozen.status).toBe(200);
  expect(await current.text()).toContain(MARKER);
  expect(await frozen.text()).not.toContain(MARKER);
});

test('the selector lists V1, V2, the cut version and V3, and switches between them', async () => {
  const {page, context, errors} = await open(DOC);
  try {
    expect((await page.textContent('.mrt-version-select'))?.trim()).toBe('V3');
    expect(await versionMenu(page)).toEqual([
      {label: 'V1', href: `https://v1.material-react-table.com${DOC}`, selected: false},
      {label: 'V2', href: `https://v2.material-react-table.com${DOC}`, selected: false},
      {label: VERSION, href: `/docs/${VERSION}/getting-started/install`, selected: false},
      {label: 'V3', href: DOC, selected: true},
    ]);

    // choose the frozen version: same page, frozen copy, selected in the selector
    await page.click(`[role="menu"] [role="menuitem"]:has-text("${VERSION}")`);
    await page.waitForURL(`**/docs/${VERSION}/getting-started/install`);
    await page.waitForFunction(
      (v) => document.querySelector('.mrt-version-select')?.textContent?.trim() === v,
      VERSION,
    );
    expect(await page.textContent('article')).not.toContain(MARKER);
    expect(await versionMenu(page)).toEqual([
      // the old hosts get the working-docs path, not /docs/2.9/...
      {label: 'V1', href: `https://v1.material-react-table.com${DOC}`, selected: false},
      {label: 'V2', href: `https://v2.material-react-table.com${DOC}`, selected: false},
      {label: VERSION, href: `/docs/${VERSION}/getting-started/install`, selected: true},
      {label: 'V3', href: DOC, selected: false},
    ]);

    // and back to V3
    await page.click('[role="menu"] [role="menuitem"]:has-text("V3")');
    await page.waitForURL(`**${DOC}`);
    await page.waitForFunction(() => document.querySelector('.mrt-version-select')?.textContent?.trim() === 'V3');
    expect(await page.textContent('article')).toContain(MARKER);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a frozen page gets the full shell: breadcrumbs, outline, drawer highlight', async () => {
  const {page, context, errors} = await open(`/docs/${VERSION}/getting-started/install`);
  try {
    expect(await crumbs(page)).toEqual(['Home', 'Docs', VERSION, 'Getting Started', 'Install']);
    // the outline of the page it was copied from (wide at 1600: listed above the content, h3 only)
    const outline = await page.$$eval('.mrt-outline-narrow li a', (links) => links.map((a) => a.getAttribute('href')));
    expect(outline).toContain('#peer-dependencies');
    // the drawer highlights the same entry, linked inside the frozen version
    const current = await page.$$eval('.mrt-permanent-nav .mrt-nav-link[aria-current="page"]', (links) =>
      links.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(current).toEqual([['Install', `/docs/${VERSION}/getting-started/install`]]);
    // and the edit link points at the frozen source file
    const edit = await page.getAttribute('a:has-text("Suggest an Edit on GitHub")', 'href');
    expect(edit).toContain(`versioned_docs/version-${VERSION}/getting-started/install.mdx`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
