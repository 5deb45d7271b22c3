/**
 * The Localization guide: its list of locales is the installed package's folder list; picking a locale in the
 * switcher demo (a real click on the menu entry) puts that locale file's texts into the table, formats the numbers
 * in its language and turns the table right to left for Arabic; the custom demo shows overridden Spanish texts
 * next to shipped ones.
 */
import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {MRT_Localization_AR} from 'material-react-table/locales/ar';
import {MRT_Localization_EN} from 'material-react-table/locales/en';
import {MRT_Localization_ES} from 'material-react-table/locales/es';
import {MRT_Localization_FR} from 'material-react-table/locales/fr';
import type {MRT_Localization} from 'material-react-table';
import {openDemo, realErrors} from '../examples/harness';
import {sales} from '../../../src/examples/guides/localization/locale-switcher/data';

const LOCALES_DIR = path.join(__dirname, '../../../node_modules/material-react-table/locales');
const shipped = fs
  .readdirSync(LOCALES_DIR, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const searchPlaceholder = (demo: Locator) => demo.locator('input[placeholder]').first().getAttribute('placeholder');
const rowsPerPageLabel = (demo: Locator) => demo.locator('label[for^="mrt-rows-per-page"]').textContent();
/** Text of the body cell in the first data row under the header `header`. */
const firstRowCell = async (demo: Locator, header: string) => {
  const headers = await demo
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((cell) => (cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '').trim()),
    );
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column "${header}" in ${JSON.stringify(headers)}`);
  return ((await demo.locator('tbody tr').first().locator('td').nth(index).textContent()) ?? '').trim();
};

/** What the browser itself writes for `value` in `language` (the page formats with the same Intl). */
const formatIn = (page: Page, language: string, value: number, currency = false) =>
  page.evaluate(
    ([lang, number, asCurrency]) =>
      new Intl.NumberFormat(lang as string, asCurrency ? {style: 'currency', currency: 'EUR'} : {}).format(
        number as number,
      ),
    [language, value, currency] as const,
  );

const paginationRange = async (page: Page, locale: MRT_Localization, first: number, last: number, total: number) =>
  `${await formatIn(page, locale.language, first)}-${await formatIn(page, locale.language, last)} ${locale.of} ${await formatIn(page, locale.language, total)}`;

async function pickLocale(page: Page, switcher: Locator, code: string) {
  await switcher.getByRole('combobox', {name: /^Table language/}).click();
  const option = page.locator(`[role="listbox"] li[data-value="${code}"]`);
  await option.click();
  await page.locator('[role="listbox"]').waitFor({state: 'detached'});
}

test('localization guide: every shipped locale listed and selectable, texts, numbers and direction follow the pick', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/localization', 'locale-switcher');
  const switcher = page.locator('.mrt-example[data-example="locale-switcher"]');
  const wrapper = demo.getByTestId('locale-table');
  try {
    // the page's list and the switcher both hold exactly the installed package's locales
    expect(shipped.length).toBeGreaterThan(30);
    const listed = await page
      .locator('table.locale-list tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-locale')));
    expect(listed).toEqual(shipped);
    expect(await switcher.getByText(`${shipped.length} locales ship with material-react-table`).count()).toBe(1);

    // English at first (MRT's built-in texts)
    expect(await searchPlaceholder(demo)).toBe(MRT_Localization_EN.search);
    expect(await rowsPerPageLabel(demo)).toBe(MRT_Localization_EN.rowsPerPage);

    await switcher.getByRole('combobox', {name: /^Table language/}).click();
    // the menu's code loads on the first click: read the entries once they are there
    await page.locator('[role="listbox"] li[data-value]').first().waitFor({state: 'visible'});
    const options = await page
      .locator('[role="listbox"] li[data-value]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-value')));
    expect(options).toEqual(shipped);
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({state: 'detached'});

    // French: the texts come from the French locale file, numbers are written the French way
    await pickLocale(page, switcher, 'fr');
    await expect.poll(() => searchPlaceholder(demo)).toEqual(MRT_Localization_FR.search);
    expect(await rowsPerPageLabel(demo)).toBe(MRT_Localization_FR.rowsPerPage);
    expect(
      await demo.getByText(await paginationRange(page, MRT_Localization_FR, 1, 10, 25), {exact: true}).count(),
    ).toBe(1);
    expect(await firstRowCell(demo, 'Revenue')).toBe(await formatIn(page, 'fr', sales[0].revenue, true));
    expect(await firstRowCell(demo, 'Units')).toBe(await formatIn(page, 'fr', sales[0].units));
    expect(await wrapper.getAttribute('dir')).toBe('ltr');

    // Arabic: right to left, the first column on the right of the last one
    await pickLocale(page, switcher, 'ar');
    await expect.poll(() => searchPlaceholder(demo)).toEqual(MRT_Localization_AR.search);
    expect(await rowsPerPageLabel(demo)).toBe(MRT_Localization_AR.rowsPerPage);
    expect(await wrapper.getAttribute('dir')).toBe('rtl');
    expect(
      await demo.getByText(await paginationRange(page, MRT_Localization_AR, 1, 10, 25), {exact: true}).count(),
    ).toBe(1);
    expect(await firstRowCell(demo, 'Revenue')).toBe(await formatIn(page, 'ar', sales[0].revenue, true));
    const first = await demo.locator('thead th', {hasText: 'Product'}).first().boundingBox();
    const last = await demo.locator('thead th', {hasText: 'Revenue'}).first().boundingBox();
    expect(first && last && first.x > last.x).toBe(true);
    expect(
      await demo
        .locator('tbody td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).textAlign),
    ).toBe('right');

    // and back to English, left to right
    await pickLocale(page, switcher, 'en');
    await expect.poll(() => searchPlaceholder(demo)).toEqual(MRT_Localization_EN.search);
    expect(await wrapper.getAttribute('dir')).toBe('ltr');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('localization guide: a spread Spanish locale with three texts reworded', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/localization', 'custom-localization');
  try {
    expect(await searchPlaceholder(demo)).toBe('Buscar un libro');
    expect(await rowsPerPageLabel(demo)).toBe('Libros por página');
    // not overridden: the shipped Spanish text
    expect(await demo.getByText(`1-5 ${MRT_Localization_ES.of} 12`, {exact: true}).count()).toBe(1);

    const search = demo.locator('input[placeholder="Buscar un libro"]');
    await search.click();
    await page.keyboard.type('wwww');
    await expect
      .poll(() => demo.locator('tbody tr').first().textContent())
      .toEqual('Ningún libro coincide con la búsqueda');
    expect(await demo.getByRole('button', {name: MRT_Localization_ES.clearSearch}).count()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
