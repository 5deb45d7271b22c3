import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {columnTexts, openExample, realErrors, watchFor} from './harness';

interface OrgNode {
  id: string;
  name: string;
  reportCount: number;
}

/** The direct reports the in-page stand-in API holds for a node (the roots for null). */
function reportsOf(page: Page, parentId: string | null): Promise<OrgNode[]> {
  return page.evaluate(
    (id) =>
      fetch(`/demo-api/org${id ? `?parentId=${id}` : ''}`)
        .then((response) => response.json())
        .then((answer) => answer.data),
    parentId,
  );
}

// cells: expand button, Name, Title, Direct Reports, Position
const POSITION = 5;
const NAME = 2;

test('lazy-sub-rows: expanding a row fetches its children and shows them under it', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'lazy-sub-rows');
  try {
    const roots = await reportsOf(page, null);
    expect(roots.map((node) => node.id)).toEqual(['1', '2', '3', '4']);
    await expect.poll(() => columnTexts(demo, POSITION), {timeout: 10000}).toEqual(['1', '2', '3', '4']);
    expect(await columnTexts(demo, NAME)).toEqual(roots.map((node) => node.name));

    // the second director: a loading mark, then the reports right under the row
    const director = roots[1];
    const reports = await reportsOf(page, director.id);
    expect(reports).toHaveLength(director.reportCount);
    const sawLoading = await watchFor(demo, `[role="progressbar"][aria-label="Loading reports of ${director.name}"]`);
    await demo.getByRole('button', {name: `Expand ${director.name} (2)`}).click();
    await expect
      .poll(() => columnTexts(demo, POSITION), {timeout: 10000})
      .toEqual(['1', '2', ...reports.map((node) => node.id), '3', '4']);
    expect((await columnTexts(demo, NAME)).slice(2, 2 + reports.length)).toEqual(reports.map((node) => node.name));
    expect(await sawLoading()).toBe(true);

    // one level deeper
    const manager = reports.find((node) => node.reportCount > 0)!;
    const team = await reportsOf(page, manager.id);
    await demo.getByRole('button', {name: `Expand ${manager.name} (${manager.id})`}).click();
    const expected = [
      '1',
      '2',
      ...reports.flatMap((node) => (node === manager ? [node.id, ...team.map((t) => t.id)] : [node.id])),
      '3',
      '4',
    ];
    await expect.poll(() => columnTexts(demo, POSITION), {timeout: 10000}).toEqual(expected);

    // a person without reports cannot be expanded (getRowCanExpand): the button is disabled
    const member = team[0];
    const button = demo.getByRole('button', {name: `Expand ${member.name} (${member.id})`});
    expect(await button.isDisabled()).toBe(member.reportCount === 0);

    // collapsing the director hides the whole branch
    await demo.getByRole('button', {name: `Collapse ${director.name} (2)`}).click();
    await expect.poll(() => columnTexts(demo, POSITION)).toEqual(['1', '2', '3', '4']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
