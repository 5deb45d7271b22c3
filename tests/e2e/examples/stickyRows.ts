import {expect, type Locator, type Page} from '@playwright/test';
import {pointAt} from './harness';

/**
 * Helpers of the row pinning tests: find a row by the number in its "No."
 * column, wheel the table container to one end, check that a row is held
 * at an edge of the container's visible box, and wait for a freed row to
 * scroll away.
 */

/** The body row whose "No." cell (the second cell, after the pin or select column) reads `no`. */
export function rowNumbered(demo: Locator, no: number): Locator {
  return demo
    .locator('tbody tr')
    .filter({has: demo.page().locator('td:nth-child(2)').getByText(String(no), {exact: true})})
    .first();
}

/** Wheels the container with the mouse until it is scrolled to its top or bottom end. */
export async function wheelTo(page: Page, container: Locator, end: 'top' | 'bottom'): Promise<void> {
  await pointAt(page, container);
  await page.mouse.wheel(0, end === 'top' ? -5000 : 5000);
  await page.waitForFunction(
    ([element, to]) => {
      const box = element as HTMLElement;
      return to === 'top' ? box.scrollTop === 0 : box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
    },
    [await container.elementHandle(), end] as const,
  );
}

/**
 * Expects `row` to be held at the `edge` of the container's visible box
 * (under the sticky header at the top) and drawn there above the other rows,
 * while `neighbour`, its unpinned neighbour in the list, has scrolled out of view.
 */
export async function expectStuck(
  page: Page,
  container: Locator,
  row: Locator,
  edge: 'top' | 'bottom',
  neighbour: Locator,
): Promise<void> {
  const frame = (await container.boundingBox())!;
  const box = (await row.boundingBox())!;
  const next = (await neighbour.boundingBox())!;
  // the header cells are what sticks (the thead box itself scrolls away)
  const head = (await container.locator('thead th').first().boundingBox())!;
  if (edge === 'top') {
    expect(Math.abs(box.y - (head.y + head.height))).toBeLessThanOrEqual(2);
    expect(next.y + next.height).toBeLessThanOrEqual(head.y + head.height + 1);
  } else {
    // the horizontal scrollbar, if any, sits below the visible rows
    const clientBottom = await container.evaluate(
      (element) => element.getBoundingClientRect().top + element.clientHeight,
    );
    expect(Math.abs(box.y + box.height - clientBottom)).toBeLessThanOrEqual(2);
    expect(next.y).toBeGreaterThanOrEqual(clientBottom - 1);
  }
  expect(box.y).toBeGreaterThanOrEqual(frame.y);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  // nothing else is drawn over it
  const text = await row.locator('td').nth(1).textContent();
  const cell = (await row.locator('td').nth(1).boundingBox())!;
  const topmost = await page.evaluate(
    ({x, y}) => document.elementFromPoint(x, y)?.closest('tr')?.querySelectorAll('td')[1]?.textContent,
    {x: cell.x + cell.width / 2, y: cell.y + cell.height / 2},
  );
  expect(topmost).toBe(text);
}

/** Resolves once `row` has scrolled out of the container's visible box, above its top edge. */
export async function waitForScrolledAway(row: Locator, container: Locator): Promise<void> {
  await row
    .page()
    .waitForFunction(
      ([element, box]) =>
        (element as HTMLElement).getBoundingClientRect().bottom < (box as HTMLElement).getBoundingClientRect().top + 1,
      [await row.elementHandle(), await container.elementHandle()] as const,
    );
}
