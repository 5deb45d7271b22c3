/**
 * The Table Builder's code as a project: ten builder addresses, each exported as the Download button exports it
 * (src/builder/project.ts through the demos' export, in TypeScript or JavaScript), built with Vite and opened in
 * Chromium beside the builder showing the same address. Both show the same table: headers, rows, first row,
 * checkboxes or radios for selection, pin buttons, drag handles, and the editor a double-click opens.
 * (Every program the builder can write is type-checked in tests/unit/builder/programs.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test, type Locator} from '@playwright/test';
import {BASE_URL} from './config';
import {openPage} from './browser';

interface Parts {
  headers: string[];
  rows: number;
  firstRow: string;
  checkboxes: number;
  radios: number;
  pinButtons: number;
  dragHandles: number;
  /** Text fields and selects in the body, after a double-click on the first row's Name cell. */
  fieldsAfterDoubleClick: number;
}

/** The addresses, each with what its table must show (so that two empty tables cannot pass as equal). */
const SAMPLE: Array<{search: string; shows: Partial<Parts>}> = [
  {search: '', shows: {rows: 10, checkboxes: 0, fieldsAfterDoubleClick: 0}},
  {search: 'enableRowSelection=true', shows: {checkboxes: 10}},
  {search: 'enableRowSelection=true&enableMultiRowSelection=false', shows: {radios: 10, checkboxes: 0}},
  {search: 'enableRowPinning=true', shows: {pinButtons: 10}},
  {search: 'enableEditing=true&editDisplayMode=table', shows: {fieldsAfterDoubleClick: 40}},
  {search: 'enableEditing=true&editDisplayMode=cell', shows: {fieldsAfterDoubleClick: 1}},
  {search: 'enableGrouping=true&enableColumnOrdering=true&density=compact', shows: {dragHandles: 4}},
  {search: 'rows=1000&pageSize=25&amount.format=currency&joined.format=medium', shows: {rows: 25}},
  {search: 'enableRowNumbers=true&enableColumnPinning=true&layoutMode=grid', shows: {rows: 10}},
  {search: 'primary=%23c2185b&enableRowSelection=true&mrtTheme.baseBackgroundColor=%23fafafa', shows: {checkboxes: 10}},
];

const languageOf = (index: number) => (index % 2 === 0 ? 'ts' : 'js');

/** What a table shows, read in the page, without touching it. */
async function shownParts(scope: Locator): Promise<Omit<Parts, 'fieldsAfterDoubleClick'>> {
  await scope.locator('tbody tr').first().waitFor({state: 'visible', timeout: 20000});
  return scope.evaluate((root) => {
    const count = (selector: string) => root.querySelectorAll(selector).length;
    return {
      headers: Array.from(root.querySelectorAll('thead .Mui-TableHeadCell-Content-Wrapper'), (cell) =>
        (cell.textContent ?? '').trim(),
      ),
      rows: count('tbody tr'),
      firstRow: (root.querySelector('tbody tr')?.textContent ?? '').trim(),
      checkboxes: count('tbody input[type="checkbox"]'),
      radios: count('tbody input[type="radio"]'),
      pinButtons: count('tbody button[aria-label="Pin"]'),
      dragHandles: count('thead button[aria-label="Move"]'),
    };
  });
}

/** What a table shows; then the first row's Name cell is double-clicked and the fields counted. */
async function partsOf(scope: Locator): Promise<Parts> {
  const parts = await shownParts(scope);
  // the first row's Name cell, found by its header (display columns may come first)
  const nameCell = await scope.evaluateHandle((root) => {
    const headers = Array.from(root.querySelectorAll('thead th'));
    const index = headers.findIndex((th) => (th.textContent ?? '').trim().startsWith('Name'));
    return root.querySelector('tbody tr')!.querySelectorAll('td')[index]!;
  });
  await nameCell.asElement()!.dblclick();
  await scope.page().waitForTimeout(300);
  const fieldsAfterDoubleClick = await scope.evaluate(
    (root) => root.querySelectorAll('tbody input:not([type="checkbox"]):not([type="radio"]), tbody textarea').length,
  );
  return {...parts, fieldsAfterDoubleClick};
}

test.describe('builder programs as projects', () => {
  // the projects are written and built once, then each address is a test
  test.describe.configure({mode: 'default'});
  let scratch = '';
  let origin = '';
  let close = () => {};

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const lib = await import('../../scripts/lib/exported-demos.mjs');
    const {exportKit} = await import('../../plugins/examples/kit.cjs');
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-builder-exports-'));
    const {createProject} = await lib.loadGenerator(scratch);
    const {builderDemo} = await lib.loadSiteModule(scratch, 'src/builder/project.ts', 'builder-project');
    const {parseSearch} = await lib.loadSiteModule(scratch, 'src/builder/url.ts', 'builder-url');
    const kit = await exportKit(path.join(lib.root, 'src/builder/template'));
    const projects = path.join(scratch, 'projects');
    const inputs: Record<string, string> = {};
    for (const [index, {search}] of SAMPLE.entries()) {
      const {state, notes} = parseSearch(search);
      expect(notes).toEqual([]);
      const language = languageOf(index);
      const project: Record<string, string> = createProject(
        builderDemo(state, language, kit[language], `${BASE_URL}/builder?${search}`),
      );
      lib.writeProject(path.join(projects, `p${index}`), project);
      inputs[`p${index}`] = path.join(projects, `p${index}`, 'index.html');
    }
    fs.symlinkSync(path.join(lib.root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    const dist = path.join(scratch, 'dist');
    await lib.buildProjects(projects, inputs, dist);
    [origin, close] = await lib.serve(dist);
  });

  test.afterAll(() => {
    close();
    if (scratch) fs.rmSync(scratch, {recursive: true, force: true});
  });

  for (const [index, {search, shows}] of SAMPLE.entries()) {
    test(`/builder?${search}: its ${languageOf(index).toUpperCase()} project shows the same table`, async ({
      browser,
    }) => {
      const {page, context, errors} = await openPage(browser, `/builder${search ? `?${search}` : ''}`, {
        width: 1500,
      });
      try {
        const frame = page.locator('.mrt-builder .mrt-frame');
        await expect(frame).toHaveAttribute('data-hydrated', 'true');
        // a radio arrives after hydration (a deferred part): wait until the table shows what it must, then read
        // it (partsOf double-clicks a cell, so it runs once)
        const shown = Object.fromEntries(Object.entries(shows).filter(([key]) => key !== 'fieldsAfterDoubleClick'));
        await expect.poll(() => shownParts(frame)).toMatchObject(shown);
        const builderParts = await partsOf(frame);
        expect(builderParts).toMatchObject(shows);

        const project = await context.newPage();
        const projectErrors: string[] = [];
        project.on('pageerror', (error) => projectErrors.push(error.message));
        project.on('console', (message) => message.type() === 'error' && projectErrors.push(message.text()));
        await project.goto(`${origin}/p${index}/index.html`);
        expect(await partsOf(project.locator('body'))).toEqual(builderParts);
        expect(projectErrors).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
