import fs from 'node:fs';
import {expect, type Browser, type Locator, type Page} from '@playwright/test';
import {openPage, type OpenOptions, type OpenedPage} from '../browser';

/** Console errors other than React's DevTools notice (one definition, shared with `npm run compat`). */
export {realErrors} from '../../../scripts/lib/console-errors.cjs';

/**
 * Browser-test helpers shared by every example's test file
 * (tests/e2e/examples/<slug>.test.ts).
 */
export interface OpenedExample extends OpenedPage {
  /** The live demo's frame (`.mrt-frame` inside the example block). */
  demo: Locator;
}

export async function openExample(browser: Browser, slug: string, options: OpenOptions = {}): Promise<OpenedExample> {
  return openDemo(browser, `/docs/examples/${slug}`, slug, options);
}

/**
 * Opens `pagePath` and goes to the demo whose folder is named `slug` (a guide's demo, or an example's), as a
 * reader does: scrolled into view, where it comes to life (MrtFrame mounts tables as they near the viewport).
 */
export async function openDemo(
  browser: Browser,
  pagePath: string,
  slug: string,
  options: OpenOptions = {},
): Promise<OpenedExample> {
  const opened = await openPage(browser, pagePath, options);
  const demo = opened.page.locator(`.mrt-example[data-example="${slug}"] .mrt-frame`).first();
  await demo.locator('table').first().waitFor({state: 'visible'});
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-hydrated', 'true');
  return {...opened, demo};
}

/** Text of every body cell in one column (1-based index among the row's cells) of the first table in `scope`. */
export function columnTexts(scope: Locator, columnIndex: number): Promise<string[]> {
  return scope
    .locator('tbody tr')
    .evaluateAll(
      (rows, index) => rows.map((row) => (row.querySelectorAll('td')[index - 1]?.textContent ?? '').trim()),
      columnIndex,
    );
}

/**
 * Opens the example `slug` and its filter row, the way a visitor does: the
 * toolbar's filter button.
 */
export async function openWithFilters(browser: Browser, slug: string): Promise<OpenedExample> {
  const opened = await openExample(browser, slug);
  await opened.demo.getByRole('button', {name: 'Show/Hide filters'}).click();
  await opened.demo.locator('thead input').first().waitFor();
  return opened;
}

/** The first header cell of `scope` whose text contains `label`. */
export function header(scope: Locator, label: string): Locator {
  return scope.locator('thead th', {hasText: label}).first();
}

/** The expand button of the first body row whose text contains `name`. */
export function expandButton(scope: Locator, name: string): Locator {
  return scope.locator('tbody tr', {hasText: name}).first().getByRole('button', {name: 'Expand'});
}

/** The bounding box of a rendered element (throws when it is not rendered). */
export async function boxOf(locator: Locator): Promise<{x: number; y: number; width: number; height: number}> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/**
 * Types a date into one MUI date field (month, day, year sections), the way a
 * keyboard user does, and waits until the field holds the whole date (a
 * filter applies it after a debounce).
 */
export async function typeDate(page: Page, field: Locator, monthDayYear: string): Promise<void> {
  await field.getByRole('spinbutton', {name: 'Month'}).click();
  await page.keyboard.type(monthDayYear.replace(/\//g, ''));
  await expect.poll(() => field.locator('input').inputValue(), {timeout: 10000}).toEqual(monthDayYear);
}

/** Clicks a column header's sort control by its header text. */
export async function clickHeader(page: Page, scope: Locator, header: string): Promise<void> {
  await scope.locator('thead th', {hasText: header}).first().locator('.Mui-TableHeadCell-Content-Labels').click();
}

// Tables: rows, columns and their text

/** Body rows that hold data (MRT also renders one detail-panel row after each row when panels are on). */
export function dataRows(demo: Locator): Locator {
  return demo.locator('tbody tr').filter({hasNot: demo.page().locator('td.Mui-TableBodyCell-DetailPanel')});
}

/** The data row whose text contains `text`. */
export function rowWith(demo: Locator, text: string): Locator {
  return dataRows(demo).filter({hasText: text}).first();
}

/** Text of one column (1-based cell index) of every data row, skipping detail-panel rows. */
export function dataColumnTexts(demo: Locator, columnIndex: number): Promise<string[]> {
  return demo
    .locator('tbody tr')
    .evaluateAll(
      (rows, index) =>
        rows
          .filter((row) => !row.querySelector('td.Mui-TableBodyCell-DetailPanel'))
          .map((row) => (row.querySelectorAll('td')[index - 1]?.textContent ?? '').trim()),
      columnIndex,
    );
}

export interface Downloaded {
  filename: string;
  content: Buffer;
}

/** Runs `trigger` and returns the file it makes the browser download. */
export async function downloadFrom(page: Page, trigger: () => Promise<void>): Promise<Downloaded> {
  const [download] = await Promise.all([page.waitForEvent('download', {timeout: 15000}), trigger()]);
  const file = await download.path();
  if (!file) throw new Error(`download failed: ${await download.failure()}`);
  return {filename: download.suggestedFilename(), content: fs.readFileSync(file)};
}

/** Parses CSV text (RFC 4180: quoted fields, "" escapes, CRLF or LF line ends) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// Drag and drop

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
  const marked = () =>
    locator.evaluateAll(
      (elements, borderWidth) =>
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
  await expect.poll(marked, {message: `No ${width} dashed drag border appeared`, timeout, intervals: [50]}).toBe(true);
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
  const dashed = () =>
    scope.locator('th, td').evaluateAll((cells) =>
      cells.some((cell) => {
        const style = getComputedStyle(cell);
        return [style.borderTopStyle, style.borderLeftStyle, style.borderRightStyle, style.borderBottomStyle].includes(
          'dashed',
        );
      }),
    );
  await expect
    .poll(dashed, {message: 'Cells still show drag borders: the drag never ended', timeout, intervals: [50]})
    .toBe(false);
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
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );
  return {headers, rows};
}

/**
 * Puts the mouse over the middle of `target` the way a visitor would before
 * using the wheel: scrolls the page until the middle is in the window, then
 * checks that the element under that point is `target` or inside it (a
 * wheel over a covering element, or over a point outside the window, would
 * scroll something else). Returns the point.
 */
export async function pointAt(page: Page, target: Locator): Promise<{x: number; y: number}> {
  await target.evaluate((element) => element.scrollIntoView({block: 'center', inline: 'nearest'}));
  const box = (await target.boundingBox())!;
  const point = {x: box.x + box.width / 2, y: box.y + box.height / 2};
  const inside = await target.evaluate((element, {x, y}) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  }, point);
  if (!inside)
    throw new Error(`Something covers the middle of the element at (${point.x}, ${point.y}), or it is off screen`);
  await page.mouse.move(point.x, point.y);
  return point;
}

/** Resolves once no cell of `scope` carries the 2px dashed drop-target border (MRT's hovered row is cleared). */
export async function waitForNoDropMark(scope: Locator, timeout = 5000): Promise<void> {
  const marked = () =>
    scope.locator('td').evaluateAll((cells) =>
      cells.some((cell) => {
        const style = getComputedStyle(cell);
        return style.borderTopStyle === 'dashed' && style.borderTopWidth === '2px';
      }),
    );
  await expect.poll(marked, {timeout}).toBe(false);
}

/**
 * Starts recording, inside the page, whether an element matching `selector` (and holding `text`, when given)
 * ever appears in `scope`; the returned function answers. A loading state of 400 ms can come and go between two
 * of Playwright's polls on a busy machine; a MutationObserver sees every commit, however brief.
 */
export async function watchFor(scope: Locator, selector: string, text = ''): Promise<() => Promise<boolean>> {
  const key = `__sawIt${Math.random().toString(36).slice(2)}`;
  await scope.evaluate(
    (root, [selector, text, key]) => {
      const flags = window as unknown as Record<string, boolean>;
      const present = () =>
        Array.from(root.querySelectorAll(selector)).some((element) => element.textContent?.includes(text));
      flags[key] = present();
      const observer = new MutationObserver(() => {
        if (!present()) return;
        flags[key] = true;
        observer.disconnect();
      });
      observer.observe(root, {childList: true, subtree: true, characterData: true});
    },
    [selector, text, key] as const,
  );
  return () => scope.page().evaluate((key) => (window as unknown as Record<string, boolean>)[key], key);
}
