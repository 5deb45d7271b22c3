import {expect, test} from '@playwright/test';

import {data} from '../../../src/examples/filter-switching/makeData';
import {dataColumnTexts, openExample, realErrors} from './harness';

const NAME = 1;
const sortedNames = async (demo: Parameters<typeof dataColumnTexts>[0]) => (await dataColumnTexts(demo, NAME)).sort();

test('filter-switching: the same text leaves different rows under fuzzy, contains, starts with and ends with', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'filter-switching');
  try {
    const nameHeader = demo.locator('thead th', {hasText: 'Name'}).first();
    const filter = nameHeader.getByPlaceholder('Filter by Name');
    await filter.click();
    await page.keyboard.type('ar');

    // fuzzy: the letters a then r, anywhere, in order
    await expect
      .poll(() => sortedNames(demo))
      .toEqual(['Amir', 'Andre', 'Ari', 'Arjun', 'Clara', 'Lars', 'Laura', 'Marta', 'Oskar', 'Sara']);
    expect(await nameHeader.textContent()).toContain('Filter Mode: Fuzzy');

    const switchTo = async (mode: string) => {
      await nameHeader.getByRole('button', {name: 'Change filter mode'}).click();
      await page.getByRole('menuitem', {name: mode}).click();
      await page.getByRole('menu').waitFor({state: 'detached'});
    };

    await switchTo('Contains');
    await expect.poll(() => sortedNames(demo)).toEqual(['Ari', 'Arjun', 'Clara', 'Lars', 'Marta', 'Oskar', 'Sara']);
    expect(await nameHeader.textContent()).toContain('Filter Mode: Contains');
    // the text typed is kept when the mode changes
    expect(await filter.inputValue()).toBe('ar');

    await switchTo('Starts With');
    await expect.poll(() => sortedNames(demo)).toEqual(['Ari', 'Arjun']);

    await switchTo('Ends With');
    await expect.poll(() => sortedNames(demo)).toEqual(['Oskar']);
    await demo.getByRole('status').getByText('name endsWith').waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('filter-switching: the score column offers its own modes, and "between" turns the field into Min and Max', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'filter-switching');
  try {
    const scoreHeader = demo.locator('thead th', {hasText: 'Score'}).first();
    await scoreHeader.getByPlaceholder('Filter by Score').click();
    await page.keyboard.type('90');
    // greater than or equal to 90
    await expect.poll(() => sortedNames(demo)).toEqual(['Arjun', 'Laura', 'Sara']);

    await scoreHeader.getByRole('button', {name: 'Change filter mode'}).click();
    await page.getByRole('menuitem', {name: 'Less Than'}).waitFor();
    const offered = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    // each item is a symbol then the label: keep the label
    expect(offered.map((text) => text.replace(/^[^A-Za-z]+/, '').trim())).toEqual([
      'Equals',
      'Between',
      'Greater Than Or Equal To',
      'Less Than',
    ]);
    await page.getByRole('menuitem', {name: 'Less Than'}).click();
    await page.getByRole('menu').waitFor({state: 'detached'});
    await expect.poll(async () => (await sortedNames(demo)).length).toEqual(11);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('filter-switching: the Club column’s own menu offers three modes in its own words, and switches the mode', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'filter-switching');
  try {
    const clubHeader = demo.locator('thead th', {hasText: 'Club'}).first();
    await clubHeader.getByPlaceholder('Filter by Club').click();
    await page.keyboard.type('Harbor');
    const harbor = data.filter((player) => player.club === 'Harbor').map((player) => player.name);
    await expect.poll(() => sortedNames(demo)).toEqual([...harbor].sort());

    await clubHeader.getByRole('button', {name: 'Change filter mode'}).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', {name: 'Is anything but'}).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Is exactly',
      'Is anything but',
      'Begins with',
    ]);
    // the current mode is marked
    expect(await menu.locator('.Mui-selected').allTextContents()).toEqual(['Is exactly']);

    await menu.getByRole('menuitem', {name: 'Is anything but'}).click();
    await menu.waitFor({state: 'detached'});
    const others = data.filter((player) => player.club !== 'Harbor').map((player) => player.name);
    await expect.poll(() => sortedNames(demo)).toEqual([...others].sort());
    expect(await clubHeader.textContent()).toContain('Filter Mode: Not Equals');
    await demo.getByRole('status').getByText('club notEquals').waitFor();
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
