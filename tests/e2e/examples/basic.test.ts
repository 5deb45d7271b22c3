import {sharedBrowserForFile} from '../browser';
import {clickHeader, columnTexts, eventually, openExample, realErrors} from './harness';

const browser = sharedBrowserForFile();

test('basic: clicking a header sorts by that column, clicking again reverses it', async () => {
  const {page, context, demo, errors} = await openExample(browser(), 'basic');
  try {
    // Last Name is the second column
    expect(await columnTexts(demo, 2)).toEqual(['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Novak']);
    await clickHeader(page, demo, 'Last Name');
    await eventually(() => columnTexts(demo, 2), ['Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Tanaka']);
    await clickHeader(page, demo, 'Last Name');
    await eventually(() => columnTexts(demo, 2), ['Tanaka', 'Okafor', 'Novak', 'Moreau', 'Lindqvist']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
