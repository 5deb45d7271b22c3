import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {data} from '../../../src/examples/expanding-tree/makeData';
import {columnTexts, expandButton, openExample, realErrors} from './harness';

// column 1 is the expand column, column 2 the name
const names = (demo: Locator) => columnTexts(demo, 2);

const roots = data.map((member) => member.name);
const [helena, marcus] = data;
const helenaReports = (helena.subRows ?? []).map((member) => member.name);
const samuelReports = (helena.subRows?.[0].subRows ?? []).map((member) => member.name);

test('expanding-tree: expanding a row shows its children right under it, one level at a time', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'expanding-tree');
  try {
    expect(await names(demo)).toEqual(roots);
    // a person without reports cannot be expanded
    await expect(expandButton(demo, roots[2]).isDisabled()).resolves.toBe(true);

    await expandButton(demo, helena.name).click();
    await expect.poll(() => names(demo)).toEqual([helena.name, ...helenaReports, ...roots.slice(1)]);

    await expandButton(demo, helenaReports[0]).click();
    await expect
      .poll(() => names(demo))
      .toEqual([helena.name, helenaReports[0], ...samuelReports, ...helenaReports.slice(1), ...roots.slice(1)]);

    // collapsing the top row hides its whole branch again
    await expandButton(demo, helena.name).click();
    await expect.poll(() => names(demo)).toEqual(roots);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('expanding-tree: the header button expands every level at once', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'expanding-tree');
  try {
    await demo.locator('thead').getByRole('button', {name: 'Expand all'}).click();
    const everyone: string[] = [];
    const walk = (members: typeof data) =>
      members.forEach((member) => {
        everyone.push(member.name);
        walk(member.subRows ?? []);
      });
    walk(data);
    await expect.poll(() => names(demo)).toEqual(everyone);
    expect(everyone).toContain(marcus.subRows?.[1].name);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
