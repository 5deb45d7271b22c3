/**
 * The Detail Panel guide's demo: the expanded state lives in React and is printed under the table; the expand
 * column is last, a row whose renderDetailPanel returns null has a disabled button, and "Expand all" sets the
 * state to `true`, which collapsing one row turns into a list of every other row.
 */
import {expect, test} from '@playwright/test';
import {dataRows, openDemo, realErrors, rowWith} from '../examples/harness';
import {orders} from '../../../src/examples/guides/detail-panel/controlled-expanded/data';
import {employees} from '../../../src/examples/guides/detail-panel/one-at-a-time/data';
import {shipments} from '../../../src/examples/guides/detail-panel/virtualized-panels/data';

const linesOf = (...ids: string[]) =>
  orders
    .filter((order) => ids.includes(order.id))
    .flatMap((order) => order.lines.map((line) => `${line.quantity} × ${line.product}`));

test('detail panel guide: expand buttons, a row without a panel, expand all, and the state at each step', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/detail-panel', 'controlled-expanded');
  const state = page.getByTestId('expanded-state');
  const button = (id: string) => demo.getByRole('button', {name: `Lines of order ${id}`});
  const panelLines = () => demo.locator('td.Mui-TableBodyCell-DetailPanel li').allTextContents();
  try {
    expect(await state.textContent()).toBe('Expanded: none');
    expect(await panelLines()).toEqual([]);

    // the expand column is the last one: every order's button is in its row's last cell
    for (const order of orders) {
      expect(
        await rowWith(demo, order.customer)
          .locator('td')
          .last()
          .getByRole('button', {name: `Lines of order ${order.id}`})
          .count(),
      ).toBe(1);
    }
    // the draft has no lines, renderDetailPanel returns null for it, so its button is disabled
    expect(await button('1003').isDisabled()).toBe(true);
    expect(await button('1001').isDisabled()).toBe(false);

    // one click opens one panel, under its own row
    await button('1001').click();
    await expect(state).toHaveText('Expanded: 1001');
    await expect.poll(panelLines).toEqual(linesOf('1001'));
    expect(await button('1001').getAttribute('aria-expanded')).toBe('true');
    const panelRow = rowWith(demo, 'Ava Okafor').locator('xpath=following-sibling::tr[1]');
    expect(await panelRow.locator('li').allTextContents()).toEqual(linesOf('1001'));

    await button('1004').click();
    await expect(state).toHaveText('Expanded: 1001, 1004');
    await expect.poll(panelLines).toEqual(linesOf('1001', '1004'));

    // a second click closes it, and its content leaves the page
    await button('1001').click();
    await expect(state).toHaveText('Expanded: 1004');
    await expect.poll(panelLines).toEqual(linesOf('1004'));
    expect(await button('1001').getAttribute('aria-expanded')).toBe('false');

    // the keyboard: Enter on a focused expand button toggles its row once
    await button('1005').focus();
    await page.keyboard.press('Enter');
    await expect(state).toHaveText('Expanded: 1004, 1005');
    await expect.poll(panelLines).toEqual(linesOf('1004', '1005'));
    await page.keyboard.press('Enter');
    await expect(state).toHaveText('Expanded: 1004');

    // "Expand all" in the header sets the state to true: every panel that has content opens
    const expandAll = demo.getByRole('button', {name: 'Expand all'});
    await expandAll.click();
    await expect(state).toHaveText('Expanded: all rows');
    await expect.poll(panelLines).toEqual(linesOf('1001', '1002', '1004', '1005'));

    // collapsing one row after that lists every other row by id, the draft included
    await button('1002').click();
    await expect(state).toHaveText('Expanded: 1001, 1003, 1004, 1005');
    await expect.poll(panelLines).toEqual(linesOf('1001', '1004', '1005'));

    // not all rows are open now, so the header button opens all again; a second click closes all
    await expandAll.click();
    await expect(state).toHaveText('Expanded: all rows');
    await expandAll.click();
    await expect(state).toHaveText('Expanded: none');
    await expect.poll(panelLines).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

// The Chart Detail Panel demo on this page is the example's own, tested by tests/e2e/examples/chart-detail-panel.test.ts.

test('detail panel guide: a panel fetches its details when its row opens, showing Loading… first', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openDemo(browser, '/docs/guides/detail-panel', 'lazy-panel');
  try {
    // the same requests the demo sends, marked so they are not counted as the demo's
    const people: {id: string; lastName: string}[] = await page.evaluate(() =>
      fetch('/demo-api/people?size=5', {headers: {'x-test': '1'}})
        .then((response) => response.json())
        .then((answer) => answer.data),
    );
    const bio = (id: string): Promise<string> =>
      page.evaluate(
        (personId) =>
          fetch(`/demo-api/people/${personId}/details`, {headers: {'x-test': '1'}})
            .then((r) => r.json())
            .then((d) => d.bio),
        id,
      );
    const [first, second] = people;
    await rowWith(demo, first!.lastName).waitFor({timeout: 10000});
    const panels = () => demo.locator('td.Mui-TableBodyCell-DetailPanel p').allTextContents();
    expect(await panels()).toEqual([]);

    // what the panels show, recorded in the page at every change: "Loading…" lasts as long as the request
    // (400 ms), which a poll from the test can miss on a busy machine
    await demo.evaluate((frame) => {
      const seen: string[][] = [];
      (window as unknown as {__panelTexts: string[][]}).__panelTexts = seen;
      const read = () =>
        Array.from(frame.querySelectorAll('td.Mui-TableBodyCell-DetailPanel p'), (p) => p.textContent ?? '');
      new MutationObserver(() => {
        const now = read();
        if (JSON.stringify(now) !== JSON.stringify(seen.at(-1) ?? [])) seen.push(now);
      }).observe(frame, {subtree: true, childList: true, characterData: true});
    });
    await rowWith(demo, first!.lastName).getByRole('button', {name: 'Expand'}).click();
    const firstBio = await bio(first!.id);
    await expect.poll(panels).toEqual([firstBio]);
    expect(await page.evaluate(() => (window as unknown as {__panelTexts: string[][]}).__panelTexts)).toEqual([
      ['Loading…'],
      [firstBio],
    ]);

    await rowWith(demo, second!.lastName).getByRole('button', {name: 'Expand'}).click();
    await expect.poll(panels).toEqual([await bio(first!.id), await bio(second!.id)]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('detail panel guide: one panel at a time, opening a row closes the one that was open', async ({browser}) => {
  const {context, demo, errors} = await openDemo(browser, '/docs/guides/detail-panel', 'one-at-a-time');
  const expandIn = (name: string) => rowWith(demo, name).getByRole('button', {name: 'Expand'});
  const panels = () => demo.locator('td.Mui-TableBodyCell-DetailPanel p').allTextContents();
  const bio = (id: string) => employees.find((employee) => employee.id === id)!.bio;
  try {
    // no "Expand all" button: enableExpandAll is false
    expect(await demo.getByRole('button', {name: 'Expand all'}).count()).toBe(0);
    await expandIn('Maya Chen').click();
    await expect.poll(panels).toEqual([bio('e1')]);
    await expandIn('Jonas Weber').click();
    await expect.poll(panels).toEqual([bio('e4')]);
    // closing the open one leaves none open
    await expandIn('Jonas Weber').click();
    await expect.poll(panels).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('detail panel guide: a virtualized table of 1,000 rows renders only the rows in view, and opens their panels', async ({
  browser,
}) => {
  const {context, demo, errors} = await openDemo(browser, '/docs/guides/detail-panel', 'virtualized-panels');
  const dataRowCount = () => dataRows(demo).count();
  const panelItems = () => demo.locator('td.Mui-TableBodyCell-DetailPanel li').allTextContents();
  try {
    const rendered = await dataRowCount();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    // shipment 3 (Warsaw) has three stops, shipment 2 (Madrid) two: each panel lists its own, in row order
    await rowWith(demo, 'Warsaw').first().getByRole('button', {name: 'Expand'}).click();
    const stopsOf = (id: number) => shipments[id - 1]!.stops;
    await expect.poll(panelItems).toEqual(stopsOf(3));
    await rowWith(demo, 'Madrid').first().getByRole('button', {name: 'Expand'}).click();
    await expect.poll(panelItems).toEqual([...stopsOf(2), ...stopsOf(3)]);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
