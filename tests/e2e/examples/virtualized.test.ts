import {expect, test} from '@playwright/test';
import {makeData} from '@site/src/examples/virtualized/makeData';
import {countDetachedRows} from '../../../scripts/lib/detached-rows.cjs';
import {LAUNCH_OPTIONS} from '../config';
import {clickHeader, openExample, pointAt, realErrors} from './harness';

// scroll bars shown, as on a desktop browser: the test drags one (this file gets a browser of its own)
test.use({launchOptions: {...LAUNCH_OPTIONS, ignoreDefaultArgs: ['--hide-scrollbars']}});

const people = makeData(10_000);

test('virtualized: 10 000 rows with only a window of them in the page; scrolling reveals later rows; sorting goes back to the top', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'virtualized');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    const rowTexts = () =>
      demo.locator('tbody tr').evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').trim()));
    const idsInPage = () =>
      demo
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll('td')[1]?.textContent)));

    // first rows: person 1 first, and a small window of the 10 000 in the DOM
    await demo.locator('tbody tr', {hasText: people[0].email}).waitFor();
    const first = await idsInPage();
    expect(first[0]).toBe(1);
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(60);
    expect(first).not.toContain(500);

    // rows rendered, rows (even partly) in view below the sticky header, and points of the visible body that
    // show no person (checked every 9 px down the first column)
    const window = () =>
      container.evaluate((el) => {
        const head = el.querySelector('thead')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const bottom = box.top + el.clientHeight;
        const rows = Array.from(el.querySelectorAll('tbody tr'));
        const inView = rows.filter((row) => {
          const rect = row.getBoundingClientRect();
          return rect.bottom > head.bottom && rect.top < bottom;
        });
        let blank = 0;
        for (let y = head.bottom + 2; y < bottom - 2; y += 9) {
          const row = document.elementFromPoint(box.left + 40, y)?.closest('tbody tr');
          if (!row || !/@example\.com/.test(row.textContent ?? '')) blank += 1;
        }
        return {rendered: rows.length, beyondView: rows.length - inView.length, blank};
      });

    // drag the scroll bar's thumb half way down: a jump, after which none of the rows rendered before is in
    // view. Every row in view is filled in, and none is rendered beyond them (no overscan after a jump)
    await pointAt(page, container);
    const bar = await container.evaluate((el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      return {
        x: box.right - (el.offsetWidth - el.clientWidth) / 2,
        top: box.top,
        height: box.height,
        width: el.offsetWidth - el.clientWidth,
      };
    });
    expect(bar.width).toBeGreaterThan(0);
    await page.mouse.move(bar.x, bar.top + 24); // the thumb, below the scroll bar's arrow button
    await page.mouse.down();
    await page.mouse.move(bar.x, bar.top + bar.height / 2, {steps: 5});
    await page.mouse.up();
    expect(await container.evaluate((el) => el.scrollTop)).toBeGreaterThan(37 * 3000);
    await expect
      .poll(async () => {
        const {blank, beyondView} = await window();
        return {blank, twoRowsBeyondViewAtMost: beyondView <= 2};
      })
      .toEqual({blank: 0, twoRowsBeyondViewAtMost: true});
    const jumpedTo = await idsInPage();
    expect(jumpedTo).not.toContain(1);

    // the keyboard still moves past the last row rendered. Arrow Down from the last row wholly in view moves
    // the focus into the row cut off at the bottom, which scrolls the table a little: that short scroll brings
    // the overscan back (rows beyond the visible ones), and Arrow Down goes on from there
    const focusedId = () => page.evaluate(() => Number(document.activeElement?.textContent));
    const lastWhole = await container.evaluate((el) => {
      const bottom = el.getBoundingClientRect().top + el.clientHeight;
      const whole = Array.from(el.querySelectorAll('tbody tr')).filter(
        (row) => row.getBoundingClientRect().bottom <= bottom,
      );
      return Number(whole.at(-1)!.querySelectorAll('td')[1]!.textContent);
    });
    await demo.locator('tbody td[data-index="1"]', {hasText: new RegExp(`^${lastWhole}$`)}).click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedId).toEqual(lastWhole + 1);
    await expect
      .poll(async () => ({sixRowsBeyondViewAtLeast: (await window()).beyondView >= 6}))
      .toEqual({
        sixRowsBeyondViewAtLeast: true,
      });
    expect((await window()).blank).toBe(0);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedId()).toBe(lastWhole + 4);
    expect(await page.evaluate(() => document.activeElement?.closest('tbody tr')?.textContent)).toContain(
      people[lastWhole + 3].email,
    );

    // wheel down over the table: the rows around the new scroll position replace the first ones
    await pointAt(page, container);
    await page.mouse.wheel(0, 37 * 2000);
    await expect.poll(async () => (await container.evaluate((el) => el.scrollTop)) > 37 * 1000).toEqual(true);
    const scrollTop = await container.evaluate((el) => el.scrollTop);
    const topIndex = Math.floor(scrollTop / 37);
    await demo.locator('tbody tr', {hasText: people[topIndex].email}).waitFor();
    const later = await idsInPage();
    expect(later).not.toContain(1);
    expect(later.length).toBeLessThan(60);

    // to the very end: person 10 000
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 37 * 2000);
    const last = people[people.length - 1];
    await demo.locator('tbody tr', {hasText: last.email}).waitFor();
    expect(Math.max(...(await idsInPage()))).toBe(10_000);
    expect((await idsInPage()).length).toBeLessThan(60);

    // sorting by last name scrolls back to the top, where the first "Brennan" now is
    await clickHeader(page, demo, 'Last Name');
    const firstBrennan = people.find((person) => person.lastName === 'Brennan')!;
    await expect.poll(async () => (await idsInPage())[0], {timeout: 10000}).toEqual(firstBrennan.id);
    expect(await container.evaluate((el) => el.scrollTop)).toBe(0);
    expect((await rowTexts())[0]).toContain('Brennan');

    // scrolling right brings the last columns into the rows already shown (the example memoizes cells,
    // not rows: memoized rows would keep their old columns)
    const {startDate, rating} = firstBrennan;
    expect((await rowTexts())[0]).not.toContain(startDate);
    await pointAt(page, container);
    await page.mouse.wheel(3000, 0);
    await expect.poll(async () => (await rowTexts())[0]!.includes(startDate)).toEqual(true);
    expect(await demo.locator('tbody tr').first().locator('td').last().textContent()).toBe(String(rating));

    // the rows scrolled past are gone from memory too, not only from the page: after a full garbage
    // collection, few table rows are left outside the document (the virtualizer's cache is pruned)
    const sortedLast = [...people].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.id - b.id).at(-1)!;
    for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, 37 * 1000);
    await demo.locator('tbody tr', {hasText: sortedLast.email}).waitFor();
    expect(await countDetachedRows(await context.newCDPSession(page))).toBeLessThan(60);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
