import type {Locator, Page} from 'playwright-core';

/** Centre of an element, scrolled into view first. */
async function centre(locator: Locator): Promise<{x: number; y: number}> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('Element to drag from/to is not rendered');
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

/**
 * A real HTML5 drag with the mouse: press on `source`, move in steps onto
 * `target`, wait for `hovered()` to confirm the page saw the drag over the
 * target (so the drop does not race React's state update), then release.
 * Playwright turns these mouse events into native dragstart/dragenter/
 * dragover/drop/dragend in Chromium.
 */
export async function mouseDrag(
  page: Page,
  source: Locator,
  target: Locator,
  hovered: () => Promise<void>,
): Promise<void> {
  const from = await centre(source);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, {steps: 2});
  const to = await centre(target);
  await page.mouse.move(to.x, to.y, {steps: 8});
  await page.mouse.move(to.x + 2, to.y + 1, {steps: 2});
  await hovered();
  await page.mouse.up();
}

/**
 * Resolves once some element matched by `locator` (or a cell inside it) has a
 * dashed border of `width`: MRT marks the drop target with 2px, the dragged
 * column or row with 1px.
 */
export async function waitForDropMark(locator: Locator, width = '2px', timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const marked = await locator.evaluateAll((elements, borderWidth) =>
      elements.some((element) =>
        [element, ...Array.from(element.querySelectorAll('td'))].some((node) => {
          const style = getComputedStyle(node);
          return ['Top', 'Left', 'Right', 'Bottom'].some(
            (side) =>
              style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'dashed' &&
              style.getPropertyValue(`border-${side.toLowerCase()}-width`) === borderWidth,
          );
        }),
      ),
      width,
    );
    if (marked) return;
    if (Date.now() > deadline) throw new Error(`No ${width} dashed drag border appeared`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Header texts of the first table in `scope`, display columns (empty labels) left out. */
export function headerTexts(scope: Locator): Promise<string[]> {
  return scope
    .locator('thead tr')
    .first()
    .locator('th')
    .evaluateAll((cells) =>
      cells
        .map((cell) => (cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '').trim())
        .filter(Boolean),
    );
}

/** Resolves once no header or body cell in `scope` shows a dashed drag border any more (the drag has ended and the table re-rendered). */
export async function waitForDragEnd(scope: Locator, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const dashed = await scope.locator('th, td').evaluateAll((cells) =>
      cells.some((cell) => {
        const style = getComputedStyle(cell);
        return [style.borderTopStyle, style.borderLeftStyle, style.borderRightStyle, style.borderBottomStyle].includes('dashed');
      }),
    );
    if (!dashed) return;
    if (Date.now() > deadline) throw new Error('Cells still show drag borders: the drag never ended');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first table in `scope` as text: header labels ('' for display columns) and every body row's cell texts. */
export async function tableMatrix(scope: Locator): Promise<{headers: string[]; rows: string[][]}> {
  const table = scope.locator('table').first();
  const headers = await table
    .locator('thead tr')
    .first()
    .locator('th')
    .evaluateAll((cells) =>
      cells.map((cell) => (cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '').trim()),
    );
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  return {headers, rows};
}
