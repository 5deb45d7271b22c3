import fs from 'node:fs';
import type {Browser, Locator, Page} from 'playwright-core';
import {openExample, realErrors} from './harness';

/**
 * Helpers for the example tests written in worktree ex-a (minimal, advanced,
 * custom-headless, export-csv, export-pdf, detail-panel, chart-detail-panel).
 */

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
  return demo.locator('tbody tr').evaluateAll(
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

/**
 * Opens the example at phone width in the light theme: the table renders, the
 * demo fits the viewport (the table scrolls inside it), and nothing logs an error.
 */
export async function expectRendersOnPhoneInLightTheme(browser: Browser, slug: string): Promise<void> {
  const {page, context, demo, errors} = await openExample(browser, slug, {theme: 'light', width: 375});
  try {
    await demo.locator('tbody tr').first().waitFor({state: 'visible'});
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const frame = await demo.boundingBox();
    expect(frame).not.toBeNull();
    expect(frame!.x).toBeGreaterThanOrEqual(0);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
}
