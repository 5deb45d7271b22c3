import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {openExample, realErrors, rowWith} from './harness';

/** What the chart under `row` shows: its x-axis labels, legend, and the y position of each mark (point). */
async function readChart(row: Locator) {
  const panel = row.locator('xpath=following-sibling::tr[1]');
  const svg = panel.locator('svg.MuiChartsSurface-root');
  await svg.locator('.MuiMarkElement-root').first().waitFor({state: 'visible'});
  return {
    marks: await svg
      .locator('.MuiMarkElement-root')
      .evaluateAll((marks) => marks.map((mark) => Number(mark.getAttribute('cy')))),
    lines: await svg.locator('path.MuiLineElement-root').count(),
    months: (await svg.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents()).map((t) =>
      t.trim(),
    ),
    legend: (await panel.textContent()) ?? '',
  };
}

const isStrictlyDecreasing = (values: number[]) => values.every((value, i) => i === 0 || value < values[i - 1]);

test('chart-detail-panel: expanding a row draws that rep’s line chart, one point per month worked', async ({
  browser,
}) => {
  const {context, demo, errors} = await openExample(browser, 'chart-detail-panel');
  try {
    expect(await demo.locator('svg.MuiChartsSurface-root').count()).toBe(0);

    // Maya started in April: 9 points, Apr to Dec; her sales rise every month, so each point is higher (smaller y)
    const maya = rowWith(demo, 'Maya Moreau');
    await maya.getByRole('button', {name: 'Expand'}).click();
    const mayaChart = await readChart(maya);
    expect(mayaChart.lines).toBe(1);
    expect(mayaChart.marks).toHaveLength(9);
    expect(mayaChart.months).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(isStrictlyDecreasing(mayaChart.marks)).toBe(true);
    expect(mayaChart.legend).toContain('Maya Moreau: monthly sales (k$)');

    // Zoe started in September: 4 points; Ava worked the whole year: 12
    const zoe = rowWith(demo, 'Zoe Novak');
    await zoe.getByRole('button', {name: 'Expand'}).click();
    const zoeChart = await readChart(zoe);
    expect(zoeChart.marks).toHaveLength(4);
    expect(zoeChart.months).toEqual(['Sep', 'Oct', 'Nov', 'Dec']);

    const ava = rowWith(demo, 'Ava Okafor');
    await ava.getByRole('button', {name: 'Expand'}).click();
    const avaChart = await readChart(ava);
    expect(avaChart.marks).toHaveLength(12);
    expect(avaChart.months[0]).toBe('Jan');
    expect(avaChart.legend).toContain('Ava Okafor');
    // three open panels, three charts
    expect(await demo.locator('svg.MuiChartsSurface-root').count()).toBe(3);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('chart-detail-panel: on a phone in the light theme the expanded row shows its chart', async ({browser}) => {
  const {context, demo, errors} = await openExample(browser, 'chart-detail-panel', {theme: 'light', width: 375});
  try {
    const noah = rowWith(demo, 'Noah Tanaka');
    await noah.getByRole('button', {name: 'Expand'}).click();
    expect((await readChart(noah)).marks).toHaveLength(6);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('chart-detail-panel: the lazily loaded chart also works in the sandbox', async ({browser}) => {
  const {page, context, errors} = await openExample(browser, 'chart-detail-panel');
  try {
    await page.getByRole('button', {name: 'Open Sandbox'}).click();
    const preview = page.locator('.mrt-sandbox__preview');
    await preview.locator('tbody tr').first().waitFor({state: 'visible', timeout: 30000});
    const zoe = rowWith(preview, 'Zoe Novak');
    await zoe.getByRole('button', {name: 'Expand'}).click();
    expect((await readChart(zoe)).marks).toHaveLength(4);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
