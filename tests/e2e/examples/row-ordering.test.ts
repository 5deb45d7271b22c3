import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {initialData, moveItem} from '../../../src/examples/row-ordering/makeData';
import {
  columnTexts,
  mouseDrag,
  openExample,
  realErrors,
  waitForDragEnd,
  waitForDropMark,
  waitForNoDropMark,
} from './harness';

const titles = initialData.map((task) => task.title);
const row = (demo: Locator, title: string) => demo.locator('tbody tr', {hasText: title}).first();
const handle = (demo: Locator, title: string) => row(demo, title).getByRole('button', {name: 'Move'});

test('moveItem moves one item and keeps the others in order', () => {
  expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
});

test('row-ordering: dragging a row onto another row moves it to that position in the data; a drop outside the table moves nothing', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'row-ordering');
  try {
    // column 1 is the drag handle column, column 2 the task title
    expect(await columnTexts(demo, 2)).toEqual(titles);
    expect(await demo.locator('tbody').getByRole('button', {name: 'Move'}).count()).toBe(titles.length);

    // first row dropped on the third: it becomes the third row
    const third = row(demo, titles[2]);
    await mouseDrag(page, handle(demo, titles[0]), third, () => waitForDropMark(third));
    const afterFirstDrag = [titles[1], titles[2], titles[0], titles[3], titles[4], titles[5]];
    await expect.poll(() => columnTexts(demo, 2)).toEqual(afterFirstDrag);
    await waitForDragEnd(demo);

    // last row dropped on the first: it goes to the top
    const top = row(demo, afterFirstDrag[0]);
    await mouseDrag(page, handle(demo, titles[5]), top, () => waitForDropMark(top));
    const afterSecondDrag = [titles[5], ...afterFirstDrag.slice(0, 5)];
    await expect.poll(() => columnTexts(demo, 2)).toEqual(afterSecondDrag);
    await waitForDragEnd(demo);

    // carried over another row, then out of the table and released on the page heading: nothing moves
    const second = row(demo, afterSecondDrag[1]);
    await mouseDrag(page, handle(demo, afterSecondDrag[4]), second, async () => {
      await waitForDropMark(second);
      const heading = await page.locator('article h1').first().boundingBox();
      if (!heading) throw new Error('no page heading');
      await page.mouse.move(heading.x + 10, heading.y + heading.height / 2, {steps: 8});
      await waitForNoDropMark(demo);
    });
    await waitForDragEnd(demo);
    expect(await columnTexts(demo, 2)).toEqual(afterSecondDrag);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
