/**
 * The Column Filtering guide's demos, both on one page load:
 * - filter-modes: the filter values and modes live in React and are printed under the table; switching Name from
 *   Starts With to Contains keeps the text and changes the rows, Age offers its own list and turns into Min/Max
 *   fields under Between Inclusive, Department has no mode button, and all filters narrow the rows together.
 * - custom-filter-fn: the Ingredients filter keeps recipes in which every comma-separated word starts an ingredient.
 * The page's other demos (Filter Variants, Popover Filters, Faceted Values) are the examples' own
 * demos, tested by tests/e2e/examples/<slug>.test.ts for each.
 */
import {expect, test} from '@playwright/test';
import type {Locator, Page} from '@playwright/test';
import {typeInto} from '../browser';
import {columnTexts, openDemo, realErrors} from '../examples/harness';
import {demoFrame, header} from './harness';
import {employees, type Employee} from '../../../src/examples/guides/column-filtering/filter-modes/data';
import {recipes} from '../../../src/examples/guides/column-filtering/custom-filter-fn/data';

const FIRST = 1;

const names = (keep: (employee: Employee) => boolean) => employees.filter(keep).map((employee) => employee.name);

/** Opens a header's mode menu with its button and picks `mode`, as a visitor does. */
async function switchMode(page: Page, headerCell: Locator, mode: string): Promise<void> {
  await headerCell.getByRole('button', {name: 'Change filter mode'}).click();
  await page.getByRole('menuitem', {name: mode}).click();
  await page.getByRole('menu').waitFor({state: 'detached'});
}

test('column filtering guide: modes switch per column, the state shows each step, filters combine; a custom filterFn', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/column-filtering', 'filter-modes');
  const state = page.getByTestId('filter-state');
  try {
    expect(await state.textContent()).toBe('Filters: none');
    // three columns offer modes; Department (enableColumnFilterModes: false) has none
    expect(await demo.locator('thead').getByRole('button', {name: 'Change filter mode'}).count()).toBe(3);
    expect(await header(demo, 'Name').textContent()).toContain('Filter Mode: Starts With');

    // Name starts as Starts With
    await typeInto(header(demo, 'Name').getByPlaceholder('Filter by Name'), 'ma');
    await expect(state).toHaveText('Filters: name startsWith "ma"');
    await expect.poll(() => columnTexts(demo, FIRST)).toEqual(names((e) => e.name.toLowerCase().startsWith('ma')));
    // the filtered column's funnel says what it is filtered by
    await header(demo, 'Name').getByRole('button', {name: 'Filtering by Name - Starts With "ma"'}).waitFor();

    // the table's list offers four modes; Contains keeps the text and finds "ma" anywhere
    await header(demo, 'Name').getByRole('button', {name: 'Change filter mode'}).click();
    // the menu loads on first use: wait for its items before reading them
    await page.getByRole('menuitem', {name: 'Equals'}).waitFor();
    const offered = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    // each item is MRT's symbol for the mode, then its label
    expect(offered.map((text) => text.trim())).toEqual(['*Contains', 'aStarts With', 'zEnds With', '=Equals']);
    await page.getByRole('menuitem', {name: 'Contains'}).click();
    await page.getByRole('menu').waitFor({state: 'detached'});
    await expect(state).toHaveText('Filters: name contains "ma"');
    await expect.poll(() => columnTexts(demo, FIRST)).toEqual(names((e) => e.name.toLowerCase().includes('ma')));
    expect(await header(demo, 'Name').getByPlaceholder('Filter by Name').inputValue()).toBe('ma');

    // Age has its own list and starts as Greater Than; the two filters narrow the rows together
    await typeInto(header(demo, 'Age').getByPlaceholder('Filter by Age'), '40');
    await expect(state).toHaveText('Filters: name contains "ma", age greaterThan "40"');
    await expect
      .poll(() => columnTexts(demo, FIRST))
      .toEqual(names((e) => e.name.toLowerCase().includes('ma') && e.age > 40));

    // Between Inclusive turns the field into Min and Max and resets the value
    await switchMode(page, header(demo, 'Age'), 'Between Inclusive');
    await expect(state).toHaveText('Filters: name contains "ma", age betweenInclusive ["",""]');
    await typeInto(header(demo, 'Age').getByPlaceholder('Min'), '30');
    await typeInto(header(demo, 'Age').getByPlaceholder('Max'), '40');
    await expect(state).toHaveText('Filters: name contains "ma", age betweenInclusive ["30","40"]');
    await expect
      .poll(() => columnTexts(demo, FIRST))
      .toEqual(names((e) => e.name.toLowerCase().includes('ma') && e.age >= 30 && e.age <= 40));

    // Department is a select with one fixed mode
    await header(demo, 'Department').getByRole('combobox').click();
    await page.getByRole('option', {name: 'Sales'}).click();
    await expect(state).toHaveText(
      'Filters: name contains "ma", age betweenInclusive ["30","40"], department equals "Sales"',
    );
    await expect
      .poll(() => columnTexts(demo, FIRST))
      .toEqual(
        names((e) => e.name.toLowerCase().includes('ma') && e.age >= 30 && e.age <= 40 && e.department === 'Sales'),
      );

    // the custom filterFn: every comma-separated word starts one of the recipe's ingredients
    const recipesDemo = demoFrame(page, 'custom-filter-fn');
    const ingredients = header(recipesDemo, 'Ingredients').getByPlaceholder('Filter by Ingredients');
    const keep = (...words: string[]) =>
      recipes
        .filter((recipe) => words.every((word) => recipe.ingredients.some((ingredient) => ingredient.startsWith(word))))
        .map((recipe) => recipe.name);
    expect(keep('egg', 'flo')).toEqual(['Pancakes', 'Crêpes']);
    expect(keep('on')).toEqual(['Guacamole', 'Tomato soup']);

    await ingredients.scrollIntoViewIfNeeded();
    await typeInto(ingredients, 'egg, flo');
    await expect.poll(() => columnTexts(recipesDemo, FIRST)).toEqual(keep('egg', 'flo'));
    // "spring onion" does not start with "on", so Fried rice is not kept
    await typeInto(ingredients, 'On');
    await expect.poll(() => columnTexts(recipesDemo, FIRST)).toEqual(keep('on'));
    // only commas and spaces: no words, so the filter is removed and every recipe is back
    await typeInto(ingredients, ' , ');
    await expect.poll(() => columnTexts(recipesDemo, FIRST)).toEqual(recipes.map((recipe) => recipe.name));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
