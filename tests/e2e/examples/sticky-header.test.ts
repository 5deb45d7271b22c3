import {expect, test} from '@playwright/test';
import {boxOf, openExample, realErrors} from './harness';

test('sticky-header: the header and the footer stay inside the scrolling container while the rows scroll under them', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'sticky-header');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    const header = demo.locator('thead th').first();
    const footer = demo.locator('tfoot tr').first();
    const firstRow = demo.locator('tbody tr').first();
    await demo.scrollIntoViewIfNeeded();

    const frame = await boxOf(container);
    expect(frame.height).toBeLessThanOrEqual(421); // the maxHeight: 60 rows do not fit
    // before scrolling the footer already sits at the container's bottom edge, over rows further down
    const footerBefore = await boxOf(footer);
    expect(footerBefore.y + footerBefore.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    expect(footerBefore.y + footerBefore.height).toBeGreaterThan(frame.y + frame.height - 20);
    expect(await footer.textContent()).toContain('60 people');
    const firstRowBefore = await boxOf(firstRow);

    // scroll the table body with the mouse wheel
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction((element) => (element as HTMLElement).scrollTop >= 400, await container.elementHandle());

    const headerAfter = await boxOf(header);
    const footerAfter = await boxOf(footer);
    const firstRowAfter = await boxOf(firstRow);
    // the first row went up out of view...
    expect(firstRowAfter.y).toBeLessThan(firstRowBefore.y - 300);
    expect(firstRowAfter.y + firstRowAfter.height).toBeLessThan(frame.y);
    // ...while the header row is still at the top of the container's visible box
    expect(Math.abs(headerAfter.y - frame.y)).toBeLessThanOrEqual(2);
    // and the footer still at its bottom
    expect(footerAfter.y + footerAfter.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    expect(footerAfter.y).toBeGreaterThan(frame.y + frame.height - 60);
    // the header is drawn over the rows that scroll under it, not beside or behind them
    const atHeader = await page.evaluate(
      ({x, y}) => document.elementFromPoint(x, y)?.closest('thead, tbody, tfoot')?.tagName,
      {x: headerAfter.x + 20, y: headerAfter.y + headerAfter.height / 2},
    );
    expect(atHeader).toBe('THEAD');
    const atFooter = await page.evaluate(
      ({x, y}) => document.elementFromPoint(x, y)?.closest('thead, tbody, tfoot')?.tagName,
      {x: footerAfter.x + 20, y: footerAfter.y + footerAfter.height / 2},
    );
    expect(atFooter).toBe('TFOOT');
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
