import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {benchPlayers, startingPlayers} from '../../../src/examples/row-dragging/makeData';
import {columnTexts, mouseDrag, openExample, realErrors, waitForDragEnd, waitForDropMark} from './harness';

const bench = benchPlayers.map((p) => p.name);
const starting = startingPlayers.map((p) => p.name);
/** The paper (outer box) of the nth table of the demo. */
const paper = (demo: Locator, index: number) =>
  demo.locator('.MuiPaper-root:has(> .MuiTableContainer-root)').nth(index);
const namesIn = (demo: Locator, index: number) => columnTexts(paper(demo, index), 2);
const handle = (demo: Locator, index: number, name: string) =>
  paper(demo, index).locator('tbody tr', {hasText: name}).getByRole('button', {name: 'Move'});

/** Waits for the dashed outline the example draws on the table the pointer is over. */
async function waitForOutline(target: Locator): Promise<void> {
  await target
    .page()
    .waitForFunction(
      (element) => element !== null && getComputedStyle(element).outlineStyle === 'dashed',
      await target.elementHandle(),
    );
}

test('row-dragging: a row dropped on the other table moves there and leaves the first', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'row-dragging');
  try {
    expect(await namesIn(demo, 0)).toEqual(bench);
    expect(await namesIn(demo, 1)).toEqual(starting);

    // bench -> starting line-up: dropped on the second table's rows
    const target = paper(demo, 1);
    await mouseDrag(page, handle(demo, 0, bench[2]), target.locator('tbody tr').first(), () => waitForOutline(target));
    await expect.poll(() => namesIn(demo, 1)).toEqual([...starting, bench[2]]);
    await expect.poll(() => namesIn(demo, 0)).toEqual(bench.filter((name) => name !== bench[2]));
    await demo.getByText(`Starting line-up (${starting.length + 1})`).waitFor();
    await waitForDragEnd(demo);

    // and back: starting line-up -> bench
    const back = paper(demo, 0);
    await mouseDrag(page, handle(demo, 1, starting[0]), back.locator('tbody tr').nth(1), () => waitForOutline(back));
    await expect.poll(() => namesIn(demo, 0)).toEqual([...bench.filter((name) => name !== bench[2]), starting[0]]);
    await expect.poll(() => namesIn(demo, 1)).toEqual([starting[1], bench[2]]);
    await waitForDragEnd(demo);

    // dragged over the other table, then released outside both: nothing moves
    const benchNow = await namesIn(demo, 0);
    const over = paper(demo, 1);
    await mouseDrag(page, handle(demo, 0, benchNow[0]), over.locator('tbody tr').first(), async () => {
      await waitForOutline(over);
      const heading = await page.locator('article h1').first().boundingBox();
      if (!heading) throw new Error('no page heading');
      await page.mouse.move(heading.x + 10, heading.y + heading.height / 2, {steps: 8});
      await page.waitForFunction(
        (element) => element !== null && getComputedStyle(element).outlineStyle !== 'dashed',
        await over.elementHandle(),
      );
    });
    await waitForDragEnd(demo);
    expect(await namesIn(demo, 0)).toEqual(benchNow);
    expect(await namesIn(demo, 1)).toEqual([starting[1], bench[2]]);

    // dropped on its own table: nothing moves
    const own = paper(demo, 1);
    await mouseDrag(page, handle(demo, 1, bench[2]), own.locator('tbody tr').first(), () =>
      waitForDropMark(own.locator('tbody tr', {hasText: bench[2]}), '1px'),
    );
    await waitForDragEnd(demo);
    expect(await namesIn(demo, 1)).toEqual([starting[1], bench[2]]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
