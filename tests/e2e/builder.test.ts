/**
 * The Table Builder (/builder) as a visitor uses it: a switch changes the live table and the code at once, a
 * select with the option it needs gives inline editing, the filter box narrows the controls, the address
 * brings the table back in a fresh page, Back steps back, and a bad address is read part by part.
 */
import {expect, test, type Page} from '@playwright/test';
import {expectReachable, openPage, typeInto} from './browser';
import {BASE_URL} from './config';

const options = (page: Page) => page.getByRole('region', {name: 'Table options'});
const control = (page: Page, name: string) => options(page).getByLabel(name, {exact: true});
const code = (page: Page) => page.locator('.mrt-builder pre[data-language] code');
const table = (page: Page) => page.locator('.mrt-builder .mrt-frame table');

test('a switch, a select, the filter box, the address and Back', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/builder', {width: 1500});
  try {
    await expect(code(page)).toContainText('useMaterialReactTable({columns, data})');
    await expect(table(page).locator('tbody tr')).toHaveCount(10);

    // enableRowSelection: checkboxes in the table, the option in the code, the change in the address
    const selection = control(page, 'enableRowSelection');
    await expectReachable(selection, 'enableRowSelection');
    await selection.click();
    await expect(selection).toBeChecked();
    await expect(table(page).locator('tbody input[aria-label="Toggle select row"]')).toHaveCount(10);
    await expect(code(page)).toContainText('enableRowSelection: true');
    await expect(page).toHaveURL(/\?enableRowSelection=true$/);

    // editDisplayMode says it needs enableEditing until that is on
    const mode = control(page, 'editDisplayMode');
    const modeNote = page.locator('[data-option="editDisplayMode"] [role="note"]');
    await expect(modeNote).toHaveText(/enableEditing/);
    await control(page, 'enableEditing').click();
    await expect(modeNote).toHaveCount(0);
    await mode.selectOption('cell');
    await expect(code(page)).toContainText("editDisplayMode: 'cell'");
    await expect(code(page)).toContainText('enableEditing: true');
    await expect(page).toHaveURL(/editDisplayMode=cell/);

    // a double-click on a cell opens its editor
    const cell = table(page)
      .locator('tbody td')
      .filter({hasText: /^Hugo Kowalski$/});
    await cell.dblclick();
    await expect(table(page).locator('tbody input[type="text"]')).toHaveCount(1);
    await expect(table(page).locator('tbody input[type="text"]')).toHaveValue('Hugo Kowalski');

    // the filter box narrows the controls
    const filter = page.getByLabel('Filter the options');
    await typeInto(filter, 'pin');
    await expect(control(page, 'enableRowPinning')).toBeVisible();
    await expect(control(page, 'enableColumnPinning')).toBeVisible();
    await expect(control(page, 'enableRowSelection')).toBeHidden();
    await expect(page.getByText(/^\d+ of \d+ options$/)).not.toHaveText(/^(\d+) of \1 options$/);
    await typeInto(filter, '');
    await expect(control(page, 'enableRowSelection')).toBeVisible();

    // the address brings the same table back in a fresh page
    const address = page.url();
    const fresh = await openPage(browser, new URL(address).pathname + new URL(address).search, {width: 1500});
    try {
      await expect(control(fresh.page, 'enableRowSelection')).toBeChecked();
      await expect(control(fresh.page, 'editDisplayMode')).toHaveValue('cell');
      await expect(code(fresh.page)).toContainText("editDisplayMode: 'cell'");
      await expect(table(fresh.page).locator('tbody input[aria-label="Toggle select row"]')).toHaveCount(10);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.context.close();
    }

    // Back undoes the last change (editDisplayMode), then the one before (enableEditing)
    await page.goBack();
    await expect(control(page, 'editDisplayMode')).toHaveValue('modal');
    await expect(code(page)).not.toContainText('editDisplayMode');
    await expect(control(page, 'enableEditing')).toBeChecked();
    await page.goBack();
    await expect(control(page, 'enableEditing')).not.toBeChecked();
    await expect(control(page, 'enableRowSelection')).toBeChecked();

    // Reset
    await page.getByRole('button', {name: 'Reset'}).click();
    await expect(code(page)).toContainText('useMaterialReactTable({columns, data})');
    await expect(page).toHaveURL(/\/builder$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a hand-edited address: each bad part is left out with a note, as text', async ({browser}) => {
  const search =
    '?enableRowSelection=true&enableGrouping=maybe&%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E=1&editDisplayMode=popup';
  const {page, context, errors} = await openPage(browser, `/builder${search}`, {width: 1500});
  try {
    const notes = page.getByRole('list', {name: 'Notes about the address'});
    await expect(notes.locator('li')).toHaveCount(3);
    await expect(notes).toContainText('"<img src=x onerror=alert(1)>"');
    await expect(notes.locator('img')).toHaveCount(0);
    await expect(notes).toContainText('"enableGrouping=maybe": a switch takes true or false');
    // the rest is kept
    await expect(control(page, 'enableRowSelection')).toBeChecked();
    await expect(code(page)).toContainText('enableRowSelection: true');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a link’s table is the first one shown: the served defaults never paint', async ({browser}) => {
  // every animation frame from the first one: is the builder visible, and what do its table and code show
  const FRAMES = `window.__builderFrames = [];
    (function look() {
      var builder = document.querySelector('.mrt-builder');
      var code = builder && builder.querySelector('pre[data-language] code');
      if (builder) window.__builderFrames.push({
        visible: getComputedStyle(builder).visibility === 'visible',
        checkboxes: builder.querySelectorAll('.mrt-frame tbody input[type="checkbox"]').length,
        inCode: !!code && code.textContent.indexOf('enableRowSelection: true') >= 0,
      });
      requestAnimationFrame(look);
    })();`;
  const {page, context, errors} = await openPage(browser, '/builder?enableRowSelection=true', {
    width: 1500,
    initScript: FRAMES,
  });
  try {
    await expect(table(page).locator('tbody input[aria-label="Toggle select row"]')).toHaveCount(10);
    await expect(page.locator('.mrt-builder')).toBeVisible();
    const frames: Array<{visible: boolean; checkboxes: number; inCode: boolean}> = await page.evaluate(
      () => (window as unknown as {__builderFrames: []}).__builderFrames,
    );
    // the builder was hidden at first (the served HTML is the default table), then shown with the link's table
    expect(frames.length).toBeGreaterThan(2);
    expect(frames[0]!.visible).toBe(false);
    const shown = frames.filter((frame) => frame.visible);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((frame) => frame.checkboxes !== 10 || !frame.inCode)).toEqual([]);
    await expect(control(page, 'enableRowSelection')).toBeChecked();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a primary colour gives the table its own MUI theme, in the table and in the code', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/builder?enableRowSelection=true', {width: 1500});
  try {
    const firstBox = table(page).locator('tbody tr').first().locator('.MuiCheckbox-root');
    await firstBox.locator('input').click();
    await expect(firstBox).toHaveClass(/Mui-checked/);
    const before = await firstBox.evaluate((element) => getComputedStyle(element).color);
    // a colour input opens the system's picker, which a test cannot drive: its value is set as the picker would
    await page.getByLabel('palette.primary.main', {exact: true}).fill('#c2185b');
    await expect(firstBox).toHaveCSS('color', 'rgb(194, 24, 91)');
    expect(before).not.toBe('rgb(194, 24, 91)');
    // the selected row's tint is MRT's selectedRowBackgroundColor: the primary colour at 20 %
    const tint = () =>
      table(page)
        .locator('tbody tr')
        .first()
        .locator('td')
        .nth(1)
        .evaluate((cell) => getComputedStyle(cell, '::after').backgroundColor);
    await expect.poll(tint).toBe('rgba(194, 24, 91, 0.2)');
    await expect(code(page)).toContainText("palette: {mode: outer.palette.mode, primary: {main: '#c2185b'}}");
    await expect(code(page)).toContainText('<ThemeProvider theme={tableTheme}>');
    await expect(page).toHaveURL(/primary=%23c2185b/);
    // Clear gives the table back the page's theme
    await page.getByRole('button', {name: 'Clear palette.primary.main'}).click();
    await expect(firstBox).toHaveCSS('color', before);
    await expect(code(page)).not.toContainText('ThemeProvider');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the page’s own link to an address shows that table', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/builder', {width: 1500});
  try {
    await expect(table(page).locator('tbody tr')).toHaveCount(10);
    await page.getByRole('link', {name: '/builder?enableRowSelection=true&editDisplayMode=cell'}).click();
    await expect(page).toHaveURL(/\?enableRowSelection=true&editDisplayMode=cell$/);
    await expect(table(page).locator('tbody input[aria-label="Toggle select row"]')).toHaveCount(10);
    await expect(control(page, 'enableRowSelection')).toBeChecked();
    await expect(code(page)).toContainText("editDisplayMode: 'cell'");
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a phone shows the table, then the code, then the controls', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/builder', {width: 375, height: 800, theme: 'light'});
  try {
    // the live table replaces the server's: read the boxes once it has
    await expect(page.locator('.mrt-builder .mrt-frame')).toHaveAttribute('data-hydrated', 'true');
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    await expect(code(page)).toBeVisible();
    const tableBox = (await table(page).boundingBox())!;
    const codeBox = (await code(page).boundingBox())!;
    const controlsBox = (await options(page).boundingBox())!;
    expect(codeBox.y).toBeGreaterThan(tableBox.y + tableBox.height);
    expect(controlsBox.y).toBeGreaterThan(codeBox.y + codeBox.height);
    const density = page.getByRole('combobox', {name: 'density', exact: true});
    await density.selectOption('compact');
    await expect(code(page)).toContainText("density: 'compact'");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('10 000 rows without pagination turn row virtualization on, and Download gives the project', async ({browser}) => {
  const {page, context, errors} = await openPage(browser, '/builder', {width: 1500});
  try {
    await page.getByRole('combobox', {name: 'Rows', exact: true}).selectOption('10000');
    await expect(page.getByText(/^1-10 of 10,?000$/)).toBeVisible();
    const pagination = control(page, 'enablePagination');
    await pagination.click();
    await expect(pagination).not.toBeChecked();
    await expect(control(page, 'enableRowVirtualization')).toBeChecked();
    await expect(page.getByRole('list', {name: 'Notes about the address'})).toContainText('enableRowVirtualization');
    await expect(code(page)).toContainText('enableRowVirtualization: true');
    await expect(code(page)).toContainText('makeData(10000)');
    // only the rows in view are in the page
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    expect(await table(page).locator('tbody tr').count()).toBeLessThan(100);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Download'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mrt-table-builder.zip');
    const {unzipSync, strFromU8} = await import('fflate');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const language = (await page.locator('[role="tab"][aria-selected="true"]').textContent()) === 'JS' ? 'jsx' : 'tsx';
    const table_ = strFromU8(files[`mrt-table-builder/src/Table.${language}`]!);
    expect(table_).toBe(await code(page).textContent());
    expect(Object.keys(files)).toContain(`mrt-table-builder/src/data.${language.slice(0, 2)}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('search finds the builder by "playground", "configurator" and "try options"', async ({browser}) => {
  test.skip(Boolean(process.env.ALGOLIA_APP_ID), 'this build searches the hosted Algolia index');
  const {page, context, errors} = await openPage(browser, '/docs/getting-started/install');
  try {
    await page.click('.DocSearch-Button');
    const input = page.locator('input.DocSearch-Input');
    for (const query of ['playground', 'configurator', 'try options']) {
      await typeInto(input, query);
      await expect
        .poll(() => page.locator('.DocSearch-Hit a').first().getAttribute('href'), {message: query})
        .toMatch(/^\/builder\b/);
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('its Markdown twin holds the page’s text, not the tool, and llms.txt lists it', async ({request}) => {
  const twin = await request.get(`${BASE_URL}/builder.md`);
  expect(twin.status()).toBe(200);
  const markdown = await twin.text();
  expect(markdown).toMatch(/^# Table Builder\n/);
  expect(markdown).toContain('\n## Try options\n');
  expect(markdown).toContain('\n## Links to a table\n');
  // the controls, the table and the code are the tool, left out
  expect(markdown).not.toContain('## Table options');
  expect(markdown).not.toContain('useMaterialReactTable');
  const index = await (await request.get(`${BASE_URL}/llms.txt`)).text();
  const gettingStarted = index.slice(
    index.indexOf('## Getting Started'),
    index.indexOf('\n## ', index.indexOf('## Getting Started') + 3),
  );
  expect(gettingStarted).toMatch(/^- \[Table Builder\]\(https?:\/\/[^)]+\/builder\.md\): /m);
});
