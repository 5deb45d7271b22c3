/**
 * The browser layer of `npm run compat`: each page of a built scratch project opened in Chromium (rows shown,
 * no console error), then six features done as a visitor does them, each on a fresh copy of its page. The
 * project kinds (scripts/lib/compat/vite.mjs, next.mjs) say where a page is; a combination's scenario may add a
 * check of its own on every page (scripts/lib/compat/scenarios.mjs).
 */
import {createRequire} from 'node:module';
import {LIMIT, firstLine} from './run.mjs';

const require = createRequire(import.meta.url);
const {CHROMIUM_PATH, CHROMIUM_ARGS} = require('../chromium.cjs');
const {realErrors} = require('../console-errors.cjs');

/** A console message as the console shows it: `%s` and `%o` filled from its arguments. */
function formatted(message) {
  const text = message.text();
  if (!/%[sdoO]/.test(text)) return text;
  const values = message.args().slice(1);
  let index = 0;
  // previews of the arguments (strings as they are): enough for React's warnings
  return text.replace(/%[sdoO]/g, () => {
    const handle = values[index++];
    const preview = handle ? String(handle).replace(/^JSHandle@/, '') : '';
    return preview;
  });
}

/** Opens `page`, waits for a first row with text; returns the page and its console errors. */
async function openPage(browser, url) {
  const errors = [];
  const page = await browser.newPage({viewport: {width: 1400, height: 900}});
  page.on('crash', () => errors.push('the page crashed'));
  page.setDefaultTimeout(LIMIT.action);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(formatted(message));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, {timeout: LIMIT.page});
  await page.waitForFunction(
    () => (document.querySelector('tbody tr td')?.textContent ?? '').trim().length > 0,
    undefined,
    {timeout: LIMIT.page},
  );
  return {page, errors};
}

const header = (page, text) => page.locator('thead th', {hasText: text}).first();
const column = (page, index) =>
  page
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => (row.querySelectorAll('td')[i]?.textContent ?? '').trim()), index);

/** The page each feature runs on (a fresh copy each time, so one feature's failure cannot spoil the next). */
const FEATURE_PAGES = {
  sort: 'basic',
  search: 'basic',
  columnActions: 'basic',
  datePicker: 'filters',
  selectFilter: 'filters',
  editSave: 'editing',
};

/** Runs one action of a feature; a failure says which ("the search field's clear button: Timeout …"). */
async function must(what, action) {
  try {
    return await action();
  } catch (error) {
    throw new Error(`${what}: ${firstLine(error.message)}`);
  }
}

/** The features, each a visitor's clicks on one page; a feature passes when its visible result shows. */
export const FEATURES = {
  sort: async (basic) => {
    const before = await column(basic, 0);
    await must("the First Name header's label", () =>
      header(basic, 'First Name').locator('.Mui-TableHeadCell-Content-Labels').click(),
    );
    const sorted = [...before].sort((a, b) => a.localeCompare(b));
    await must('rows sorted by first name', () =>
      basic.waitForFunction(
        (expected) =>
          [...document.querySelectorAll('tbody tr')]
            .map((row) => (row.querySelector('td')?.textContent ?? '').trim())
            .join('|') === expected,
        sorted.join('|'),
        {timeout: LIMIT.action},
      ),
    );
  },
  search: async (basic) => {
    const rows = await basic.locator('tbody tr').count();
    await must('the Show/Hide search button', () => basic.getByRole('button', {name: 'Show/Hide search'}).click());
    const field = basic.getByPlaceholder('Search');
    await must('typing in the search field', async () => {
      await field.click();
      await field.pressSequentially('Denver');
    });
    await must('only the rows with "Denver"', () =>
      basic.waitForFunction(
        (all) => {
          const shown = [...document.querySelectorAll('tbody tr')];
          return shown.length < all && shown.every((row) => row.textContent.includes('Denver'));
        },
        rows,
        {timeout: LIMIT.action},
      ),
    );
    // an end adornment MRT passes through the TextField's InputProps
    await must("the search field's Clear search button", () =>
      basic.getByRole('button', {name: 'Clear search'}).click(),
    );
    await must('every row back', () =>
      basic.waitForFunction((all) => document.querySelectorAll('tbody tr').length === all, rows, {
        timeout: LIMIT.action,
      }),
    );
  },
  columnActions: async (basic) => {
    await must("the City header's Column Actions button", () =>
      header(basic, 'City').getByRole('button', {name: 'Column Actions'}).click(),
    );
    await must('the column actions menu', () =>
      basic.getByRole('menu').getByRole('menuitem').first().waitFor({state: 'visible'}),
    );
  },
  datePicker: async (filters) => {
    await must('the Show/Hide filters button', () => filters.getByRole('button', {name: 'Show/Hide filters'}).click());
    await must("the Last Review filter's calendar button", () =>
      header(filters, 'Last Review').locator('.MuiInputAdornment-root button').first().click(),
    );
    await must("the picker's days", () =>
      filters.getByRole('dialog').getByRole('gridcell').first().waitFor({state: 'visible'}),
    );
  },
  selectFilter: async (filters) => {
    await must('the Show/Hide filters button', () => filters.getByRole('button', {name: 'Show/Hide filters'}).click());
    await must("the Team filter's options", async () => {
      await header(filters, 'Team').getByRole('combobox').click();
      await filters.getByRole('option', {name: 'Sales', exact: true}).click();
    });
    const teamIndex = await filters
      .locator('thead tr')
      .first()
      .locator('th')
      .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent.includes('Team')));
    await must('only the Sales rows', () =>
      filters.waitForFunction(
        (index) => {
          const teams = [...document.querySelectorAll('tbody tr')].map(
            (row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? '',
          );
          return teams.length > 0 && teams.every((team) => team === 'Sales');
        },
        teamIndex,
        {timeout: LIMIT.action},
      ),
    );
  },
  editSave: async (editing) => {
    // columns: Name, Category, Price, Stock (the 4th cell); the second row's Stock
    const cell = editing.locator('tbody tr').nth(1).locator('td').nth(3);
    const input = cell.locator('input');
    await must('a double-click on a Stock cell opens its field', async () => {
      await cell.dblclick();
      await input.click();
    });
    await must('typing 2 and Enter', async () => {
      await input.press('ControlOrMeta+A');
      await input.pressSequentially('2');
      await input.press('Enter');
      await input.waitFor({state: 'detached'});
    });
    await must('Save, then "No unsaved changes."', async () => {
      await editing.getByRole('button', {name: 'Save', exact: true}).click();
      await editing.getByRole('status').filter({hasText: 'No unsaved changes.'}).waitFor();
    });
    const text = (await cell.textContent()).trim();
    if (text !== '2') throw new Error(`the saved cell reads "${text}", not "2"`);
  },
};

/**
 * Opens every page (rows shown), then runs each feature on a fresh copy of its page. Console errors anywhere
 * fail the render step, except the known warnings of matrix.json, which are counted apart. A crashed browser
 * is started again, so one broken page does not fail the features of the others. `urlOf(name)` is a page's
 * address; `pages` lists the pages to open (the three demos and any a scenario adds); `check(page, name)`, when
 * given, runs on each page once its rows show and returns a line to record or null (it throws when the check
 * fails).
 */
export async function inBrowser({urlOf, pages, knownWarnings, check}) {
  const {chromium} = await import('playwright-core');
  let browser = null;
  const fresh = async () => {
    if (!browser?.isConnected()) browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    return browser;
  };
  const render = {outcome: 'pass', rows: {}};
  const features = {};
  const consoleErrors = [];
  const known = new Set();
  const checks = [];
  const collect = (name, errors) => {
    for (const message of realErrors(errors)) {
      const warning = knownWarnings.find((entry) => message.includes(entry.match));
      if (warning) known.add(warning.id);
      else consoleErrors.push(`${name}: ${firstLine(message)}`);
    }
  };
  try {
    for (const name of pages) {
      let opened = null;
      try {
        opened = await openPage(await fresh(), urlOf(name));
        render.rows[name] = await opened.page.locator('tbody tr').count();
        const checked = check ? await check(opened.page, name) : null;
        if (checked) checks.push(`${name}: ${checked}`);
      } catch (error) {
        render.outcome = 'fail';
        render.error ??= `${name}: ${firstLine(error.message)}`;
      } finally {
        if (opened) {
          collect(name, opened.errors);
          await opened.page.close().catch(() => {});
        }
      }
    }
    for (const [feature, act] of Object.entries(FEATURES)) {
      const name = FEATURE_PAGES[feature];
      let opened = null;
      try {
        opened = await openPage(await fresh(), urlOf(name));
        await act(opened.page);
        features[feature] = {outcome: 'pass'};
      } catch (error) {
        features[feature] = {outcome: 'fail', error: firstLine(error.message)};
      } finally {
        if (opened) {
          collect(name, opened.errors);
          await opened.page.close().catch(() => {});
        }
      }
    }
  } finally {
    await browser?.close().catch(() => {});
  }
  if (consoleErrors.length > 0) {
    render.outcome = 'fail';
    render.consoleErrors = consoleErrors.length;
    render.error ??= `console error on ${consoleErrors[0]}`;
  }
  if (checks.length > 0) render.checks = checks;
  if (known.size > 0) render.knownWarnings = [...known];
  return {render, features};
}
