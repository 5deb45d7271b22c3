import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {data, type Order} from '../../../src/examples/faceted-values/makeData';
import {dataColumnTexts, header, openWithFilters, realErrors} from './harness';

/** "Value (count)" for every distinct value of `key` in `rows`, sorted by value as MRT lists them. */
function facets(rows: Order[], key: 'country' | 'category' | 'status'): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => a.localeCompare(b)).map((value) => `${value} (${counts.get(value)})`);
}

async function optionsOf(page: Page, demo: Locator, label: string): Promise<string[]> {
  await header(demo, label).getByRole('combobox').click();
  const options = page.getByRole('listbox').getByRole('option');
  await options.nth(1).waitFor();
  const texts = (await options.allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({state: 'detached'});
  return texts.slice(1); // the first option is the disabled placeholder
}

function sliderBounds(demo: Locator, label: string): Promise<number[]> {
  return header(demo, label)
    .locator('input[type="range"]')
    .evaluateAll((inputs) =>
      inputs.flatMap((input) => [Number(input.getAttribute('min')), Number(input.getAttribute('max'))]),
    );
}

test('faceted-values: select and multi-select options, their counts and the slider bounds are read from the rows', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openWithFilters(browser, 'faceted-values');
  try {
    expect(await optionsOf(page, demo, 'Country')).toEqual(facets(data, 'country'));
    expect(await optionsOf(page, demo, 'Category')).toEqual(facets(data, 'category'));
    expect(await optionsOf(page, demo, 'Status')).toEqual(facets(data, 'status'));

    const totals = data.map((row) => row.total);
    const [minTotal, maxTotal] = [Math.min(...totals), Math.max(...totals)];
    expect(await sliderBounds(demo, 'Total')).toEqual([minTotal, maxTotal, minTotal, maxTotal]);
    const items = data.map((row) => row.items);
    expect(await sliderBounds(demo, 'Items')).toEqual([
      Math.min(...items),
      Math.max(...items),
      Math.min(...items),
      Math.max(...items),
    ]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('faceted-values: picking a country narrows the rows, and the other columns’ options and bounds follow', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openWithFilters(browser, 'faceted-values');
  try {
    const country = [...new Set(data.map((row) => row.country))].sort((a, b) => a.localeCompare(b))[0];
    const left = data.filter((row) => row.country === country);

    await header(demo, 'Country').getByRole('combobox').click();
    await page
      .getByRole('listbox')
      .getByRole('option', {name: new RegExp(`^${country} \\(`)})
      .click();
    await page.getByRole('listbox').waitFor({state: 'detached'});

    // the first page shows up to 10 of the country's orders, in data order
    await expect.poll(() => dataColumnTexts(demo, 1)).toEqual(left.slice(0, 10).map((row) => row.id));
    // the status options now count only that country's orders
    expect(await optionsOf(page, demo, 'Status')).toEqual(facets(left, 'status'));
    expect(await optionsOf(page, demo, 'Category')).toEqual(facets(left, 'category'));
    const totals = left.map((row) => row.total);
    await expect
      .poll(() => sliderBounds(demo, 'Total'))
      .toEqual([Math.min(...totals), Math.max(...totals), Math.min(...totals), Math.max(...totals)]);
    // the country's own options still list every country (a column's facets ignore its own filter)
    expect(await optionsOf(page, demo, 'Country')).toEqual(facets(data, 'country'));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
