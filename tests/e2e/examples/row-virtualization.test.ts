import {expect, test} from '@playwright/test';
import {makeData} from '@site/src/examples/row-virtualization/makeData';
import {openExample, pointAt, realErrors} from './harness';

const people = makeData(10_000);

// cells: selection checkbox, ID, First Name, Last Name, Department, City, Country
test('row-virtualization: a small window of 10 000 rows; wheel and jump buttons bring later rows in', async ({
  browser,
}) => {
  const {page, context, demo, errors} = await openExample(browser, 'row-virtualization');
  try {
    const container = demo.locator('.MuiTableContainer-root');
    const idsInPage = () =>
      demo
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll('td')[1]?.textContent)));
    const rowOf = (id: number) =>
      demo.locator('tbody tr').filter({has: page.locator('td:nth-child(2)', {hasText: new RegExp(`^${id}$`)})});

    await rowOf(1).waitFor();
    const first = await idsInPage();
    expect(first.slice(0, 3)).toEqual([1, 2, 3]);
    expect(first.length).toBeLessThan(40);

    // select person 1, so we can check the selection survives its row leaving the page
    await rowOf(1).getByRole('checkbox').click();

    // the wheel: rows further down replace the first ones
    await pointAt(page, container);
    await page.mouse.wheel(0, 37 * 300);
    await expect.poll(async () => (await container.evaluate((el) => el.scrollTop)) > 37 * 100).toEqual(true);
    const topIndex = Math.floor((await container.evaluate((el) => el.scrollTop)) / 37);
    await rowOf(topIndex + 1).waitFor();
    expect(await idsInPage()).not.toContain(1);

    // the jump buttons scroll through the virtualizer instance
    await demo.getByRole('button', {name: 'Row 5,000'}).click();
    await rowOf(5000).waitFor();
    const around = await idsInPage();
    expect(around.length).toBeLessThan(40);
    expect(Math.min(...around)).toBeGreaterThan(4_980);
    expect(await rowOf(5000).textContent()).toContain(people[4_999].lastName);

    await demo.getByRole('button', {name: 'Last row'}).click();
    await rowOf(10_000).waitFor();
    expect(await rowOf(10_000).textContent()).toContain(people[9_999].firstName);
    expect((await idsInPage()).length).toBeLessThan(40);

    await demo.getByRole('button', {name: 'First row'}).click();
    await rowOf(1).waitFor();
    expect(await rowOf(1).getByRole('checkbox').isChecked()).toBe(true);
    expect(await rowOf(2).getByRole('checkbox').isChecked()).toBe(false);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
