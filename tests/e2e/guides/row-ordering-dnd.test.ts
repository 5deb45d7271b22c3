/**
 * The Row Ordering guide's demos. Ordering: dragging a row's handle onto another row moves that track to the other
 * row's position in the data; the "#" column and the printed order follow; a drag released outside the table moves
 * nothing. Dragging: a row's handle dropped on the "Done" box leaves the table and is listed in the box.
 */
import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {
  columnTexts,
  mouseDrag,
  openDemo,
  realErrors,
  waitForDragEnd,
  waitForDropMark,
  waitForNoDropMark,
} from '../examples/harness';
import {moveItem, playlist, type Track} from '../../../src/examples/guides/row-ordering-dnd/reorder-playlist/data';
import {backlog} from '../../../src/examples/guides/row-ordering-dnd/drop-zone/data';

// column 1 is MRT's drag handle column, 2 the position, 3 the title
const POSITION = 2;
const TITLE = 3;

const row = (demo: Locator, title: string) => demo.locator('tbody tr', {hasText: title}).first();
const handle = (demo: Locator, title: string) => row(demo, title).getByRole('button', {name: 'Move'});

/** What the demo shows for `tracks`: titles top to bottom, positions 1..n, and the printed id list. */
function shown(tracks: Track[]) {
  return {
    titles: tracks.map((track) => track.title),
    positions: tracks.map((_, index) => String(index + 1)),
    order: `Order to save: ${tracks.map((track) => track.id).join(', ')}`,
  };
}

test('row ordering guide: a dragged handle dropped on a row moves the track there; a drop outside moves nothing', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-ordering-dnd', 'reorder-playlist');
  const order = page.getByTestId('track-order');
  const read = async () => ({
    titles: await columnTexts(demo, TITLE),
    positions: await columnTexts(demo, POSITION),
    order: (await order.textContent()) ?? '',
  });
  try {
    expect(await read()).toEqual(shown(playlist));
    expect(await demo.locator('tbody').getByRole('button', {name: 'Move'}).count()).toBe(playlist.length);

    // the first track dropped on the fourth row becomes the fourth track
    let tracks = playlist;
    const fourth = row(demo, tracks[3].title);
    await mouseDrag(page, handle(demo, tracks[0].title), fourth, () => waitForDropMark(fourth));
    tracks = moveItem(tracks, 0, 3);
    expect(tracks.map((track) => track.id)).toEqual(['tr-2', 'tr-3', 'tr-4', 'tr-1', 'tr-5', 'tr-6']);
    await expect.poll(read).toEqual(shown(tracks));
    await waitForDragEnd(demo);

    // the last track dropped on the top row goes to the top
    const top = row(demo, tracks[0].title);
    await mouseDrag(page, handle(demo, tracks[5].title), top, () => waitForDropMark(top));
    tracks = moveItem(tracks, 5, 0);
    expect(tracks.map((track) => track.id)).toEqual(['tr-6', 'tr-2', 'tr-3', 'tr-4', 'tr-1', 'tr-5']);
    await expect.poll(read).toEqual(shown(tracks));
    await waitForDragEnd(demo);

    // dragged over a row, then out of the table and released on the page heading: nothing moves
    const second = row(demo, tracks[1].title);
    await mouseDrag(page, handle(demo, tracks[4].title), second, async () => {
      await waitForDropMark(second);
      const heading = await page.locator('article h1').first().boundingBox();
      if (!heading) throw new Error('no page heading');
      await page.mouse.move(heading.x + 10, heading.y + heading.height / 2, {steps: 8});
      await waitForNoDropMark(demo);
    });
    await waitForDragEnd(demo);
    expect(await read()).toEqual(shown(tracks));
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('row ordering guide: a row dragged onto the drop zone leaves the table and is listed there', async ({browser}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/row-ordering-dnd', 'drop-zone');
  const zone = page.getByTestId('done-zone');
  const list = page.getByTestId('done-list');
  const tasks = backlog.map((task) => task.task);
  const borderColor = () => zone.evaluate((element) => getComputedStyle(element).borderTopColor);
  /** Drags `task`'s handle onto the zone, waiting until the zone shows the pointer over it before releasing. */
  const dragToZone = async (task: string) => {
    const idle = await borderColor();
    await mouseDrag(page, handle(demo, task), zone, () =>
      expect
        .poll(borderColor, {message: 'The drop zone never showed the row over it', timeout: 5000, intervals: [50]})
        .not.toBe(idle),
    );
  };
  try {
    expect(await columnTexts(demo, 2)).toEqual(tasks);
    expect(await list.textContent()).toBe('nothing yet');

    await dragToZone(tasks[1]);
    await expect.poll(() => columnTexts(demo, 2)).toEqual([tasks[0], tasks[2], tasks[3]]);
    await expect(list).toHaveText(tasks[1]);
    await waitForDragEnd(demo);

    await dragToZone(tasks[3]);
    await expect.poll(() => columnTexts(demo, 2)).toEqual([tasks[0], tasks[2]]);
    await expect(list).toHaveText(`${tasks[1]}, ${tasks[3]}`);
    await expect(zone.textContent()).resolves.toContain('Done (2)');
    await waitForDragEnd(demo);

    // dropped on another row of the table instead: nothing moves
    const target = row(demo, tasks[2]);
    await mouseDrag(page, handle(demo, tasks[0]), target, () => waitForDropMark(row(demo, tasks[0]), '1px'));
    await waitForDragEnd(demo);
    expect(await columnTexts(demo, 2)).toEqual([tasks[0], tasks[2]]);
    expect(await list.textContent()).toBe(`${tasks[1]}, ${tasks[3]}`);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
