/**
 * The Data Columns guide's demo: an accessorFn column, dot-path columns, a custom salary Cell and a Footer total
 * that follows the table's filters.
 */
import {expect, test} from '@playwright/test';
import {searchFor} from '../browser';
import {clickHeader, columnTexts, openDemo, realErrors} from '../examples/harness';
import {employees, formatSalary} from '../../../src/examples/guides/data-columns/column-definitions/data';

const NAME = 1;
const CITY = 2;
const COUNTRY = 3;
const SALARY = 4;

const total = (rows: typeof employees) => `Total: ${formatSalary(rows.reduce((sum, row) => sum + row.salary, 0))}`;

test('data columns guide: accessorFn, dot paths, Cell and Footer render from the data; the total follows the search', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/data-columns', 'column-definitions');
  const footer = demo.getByTestId('salary-total');
  try {
    expect(await columnTexts(demo, NAME)).toEqual(employees.map((e) => `${e.name.first} ${e.name.last}`));
    expect(await columnTexts(demo, CITY)).toEqual(employees.map((e) => e.address.city));
    expect(await columnTexts(demo, COUNTRY)).toEqual(employees.map((e) => e.address.country));
    expect(await columnTexts(demo, SALARY)).toEqual(employees.map((e) => formatSalary(e.salary)));
    expect(await footer.textContent()).toBe(total(employees));

    // sorting the accessorFn column orders rows by the computed full name
    await clickHeader(page, demo, 'Name');
    const names = employees.map((e) => `${e.name.first} ${e.name.last}`);
    await expect.poll(() => columnTexts(demo, NAME)).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    // the Footer reads the filtered rows, so a search changes the total
    await demo.getByRole('button', {name: 'Show/Hide search'}).click();
    const search = demo.getByPlaceholder('Search', {exact: true});
    await search.click();
    await searchFor(search, 'Lyon');
    const matching = employees.filter((e) => e.address.city === 'Lyon');
    await expect.poll(() => columnTexts(demo, CITY)).toEqual(matching.map((e) => e.address.city));
    await expect(footer).toHaveText(total(matching));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
