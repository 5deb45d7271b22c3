/**
 * The Global Filtering guide's demo: typing in the search box filters every searchable column; in fuzzy mode the
 * best matches come first and the sort is set aside until the search is cleared; the mode menu switches to
 * "Contains", which keeps the sort; a column with enableGlobalFilter: false is never searched.
 */
import {expect, test} from '@playwright/test';
import {rankItem, rankings} from '@tanstack/match-sorter-utils';
import {searchFor} from '../browser';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {employees, type Employee} from '../../../src/examples/guides/global-filtering/search-modes/data';
import {colleagues} from '../../../src/examples/guides/global-filtering/quick-searches/data';

const NAME = 1;
// the columns the search box looks at, in column order (Employee ID is left out on purpose)
const SEARCHED: (keyof Employee)[] = ['name', 'role', 'city'];

const byName = (a: Employee, b: Employee) => a.name.localeCompare(b.name);

/** Fuzzy results best first: a row's rank is the best one among its columns up to the first that matches. */
function fuzzyRanked(query: string): string[] {
  return employees
    .map((employee) => {
      let best: number = rankings.NO_MATCH;
      for (const key of SEARCHED) {
        const item = rankItem(employee[key], query, {threshold: rankings.MATCHES});
        best = Math.max(best, item.rank);
        if (item.passed) return {employee, best};
      }
      return null;
    })
    .filter((hit): hit is {employee: Employee; best: number} => hit !== null)
    .sort((a, b) => b.best - a.best)
    .map((hit) => hit.employee.name);
}

function containing(query: string): string[] {
  return employees
    .filter((employee) => SEARCHED.some((key) => employee[key].toLowerCase().includes(query)))
    .sort(byName)
    .map((employee) => employee.name);
}

test('global filtering guide: ranked fuzzy search, the mode menu, and a column the search skips', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/global-filtering', 'search-modes');
  const state = page.getByTestId('search-state');
  const search = demo.getByPlaceholder('Search');
  const allByName = [...employees].sort(byName).map((employee) => employee.name);
  try {
    expect(await state.textContent()).toBe('Search: none · Mode: fuzzy · Sorting: name ascending');
    expect(await columnTexts(demo, NAME)).toEqual(allByName);

    // fuzzy: best matches first (so the sort is set aside), and "Lisbon" matches "lin" letter by letter
    await searchFor(search, 'lin');
    await expect(state).toHaveText('Search: "lin" · Mode: fuzzy · Sorting: none');
    const ranked = fuzzyRanked('lin');
    expect(ranked).toEqual([
      'Linh Tran',
      'Noah Feldman',
      'Mara Lindqvist',
      'Joseph Quinn',
      'Evelyn Carlin',
      'Sofia Marin',
    ]);
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(ranked);

    // clearing the search brings the sort back
    await demo.getByRole('button', {name: 'Clear search'}).click();
    await expect(state).toHaveText('Search: none · Mode: fuzzy · Sorting: name ascending');
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(allByName);

    // "Contains" from the mode menu: no letter-by-letter matches, no ranking, the sort stays
    await demo.getByRole('button', {name: 'Change search mode'}).click();
    await page.getByRole('menuitem', {name: /Contains/}).click();
    await expect(state).toHaveText('Search: none · Mode: contains · Sorting: name ascending');
    await searchFor(search, 'lin');
    await expect(state).toHaveText('Search: "lin" · Mode: contains · Sorting: name ascending');
    const contained = containing('lin');
    expect(contained).toEqual(['Evelyn Carlin', 'Joseph Quinn', 'Linh Tran', 'Mara Lindqvist', 'Noah Feldman']);
    await expect.poll(() => columnTexts(demo, NAME)).toEqual(contained);

    // the Employee ID column is not searched: its values find nothing
    await searchFor(search, 'E-1203');
    await expect(state).toHaveText('Search: "E-1203" · Mode: contains · Sorting: name ascending');
    await expect
      .poll(() =>
        demo
          .locator('tbody')
          .innerText()
          .then((text) => text.trim()),
      )
      .toEqual('No results found');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('global filtering guide: a button sets the controlled search text, the box shows it, and typing replaces it', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/global-filtering', 'quick-searches');
  const example = page.locator('.mrt-example[data-example="quick-searches"]');
  const search = demo.getByPlaceholder('Search colleagues');
  // globalFilterFn 'contains': any column holding the text, case-insensitive
  const containing = (text: string) =>
    colleagues
      .filter((person) => Object.values(person).some((value) => value.toLowerCase().includes(text.toLowerCase())))
      .map((person) => person.name);
  try {
    expect(await columnTexts(demo, 1)).toEqual(colleagues.map((person) => person.name));
    await example.getByRole('button', {name: 'Sales', exact: true}).click();
    await expect(search).toHaveValue('Sales');
    await expect.poll(() => columnTexts(demo, 1)).toEqual(containing('Sales'));
    expect(containing('Sales')).toEqual(['Tomas Ruiz', 'Lena Kowalski']);

    await searchFor(search, 'os');
    await expect.poll(() => columnTexts(demo, 1)).toEqual(containing('os'));
    expect(containing('os')).toEqual(['Nora Berg', 'Aiko Tanaka']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
