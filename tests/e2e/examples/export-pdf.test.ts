import {expect, test} from '@playwright/test';

import {downloadFrom, openExample, realErrors, rowWith} from './harness';

const PEOPLE = [
  ['Ava', 'Okafor'],
  ['Liam', 'Lindqvist'],
  ['Maya', 'Moreau'],
  ['Noah', 'Tanaka'],
  ['Zoe', 'Novak'],
  ['Omar', 'Haddad'],
  ['Ines', 'Calder'],
  ['Kofi', 'Mensah'],
  ['Priya', 'Raman'],
  ['Lucas', 'Silva'],
  ['Hanna', 'Berg'],
  ['Mateo', 'Rossi'],
];

/** jsPDF writes text uncompressed by default: each cell is a `(text) Tj` operator in the page's content stream. */
const shows = (pdf: string, text: string) => pdf.includes(`(${text}) Tj`);

test('export-pdf: "Export All" loads jsPDF on the click and downloads a PDF with every row', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'export-pdf');
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const file = await downloadFrom(page, () => demo.getByRole('button', {name: 'Export All'}).click());
    // the PDF code arrived with the click, as separate script chunks
    expect(scripts.length).toBeGreaterThan(0);

    expect(file.filename).toBe('people.pdf');
    expect(file.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = file.content.toString('latin1');
    expect(pdf).not.toContain('/FlateDecode'); // uncompressed, so the checks below read the real text
    for (const heading of ['ID', 'First Name', 'Last Name', 'Company', 'City', 'Country']) {
      expect(shows(pdf, heading)).toBe(true);
    }
    for (const [first, last] of PEOPLE) {
      expect([first, shows(pdf, first), last, shows(pdf, last)]).toEqual([first, true, last, true]);
    }
    expect(shows(pdf, 'Vespa Digital, Ltd.')).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('export-pdf: "Export Selected" puts only the selected rows in the PDF', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'export-pdf');
  try {
    await rowWith(demo, 'Novak').getByRole('checkbox', {name: 'Toggle select row'}).check();
    await rowWith(demo, 'Mensah').getByRole('checkbox', {name: 'Toggle select row'}).check();
    const file = await downloadFrom(page, () => demo.getByRole('button', {name: 'Export Selected'}).click());
    expect(file.filename).toBe('selected-people.pdf');
    const pdf = file.content.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const present = PEOPLE.filter(([first]) => shows(pdf, first)).map(([first]) => first);
    expect(present).toEqual(['Zoe', 'Kofi']);
    expect(shows(pdf, 'Prague') && shows(pdf, 'Accra')).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('export-pdf: the export also works in the sandbox (the dynamic import lives in exportPdf.ts, not in the edited file)', async ({
  browser,
}) => {
  const {page, context, errors} = await openExample(browser, 'export-pdf');
  try {
    await page.getByRole('button', {name: 'Open Sandbox'}).click();
    const preview = page.locator('.mrt-sandbox__preview');
    await preview.locator('tbody tr').first().waitFor({state: 'visible', timeout: 30000});
    const file = await downloadFrom(page, () => preview.getByRole('button', {name: 'Export All'}).click());
    expect(file.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(shows(file.content.toString('latin1'), 'Mateo')).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
