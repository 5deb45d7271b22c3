import {expect, test} from '@playwright/test';
import type {Locator} from '@playwright/test';
import {header, headerTexts, mouseDrag, openExample, realErrors, waitForDragEnd, waitForDropMark} from './harness';

const handleOf = (demo: Locator, label: string) => header(demo, label).getByRole('button', {name: 'Move'});

test('column-ordering: dragging a header handle onto another header moves the column there', async ({browser}) => {
  const {page, context, demo, errors} = await openExample(browser, 'column-ordering');
  try {
    expect(await headerTexts(demo)).toEqual(['First Name', 'Last Name', 'Email', 'City', 'Country']);
    // the locked column has no handle
    expect(await handleOf(demo, 'Email').count()).toBe(0);

    const firstName = header(demo, 'First Name');
    await mouseDrag(page, handleOf(demo, 'Country'), firstName, () => waitForDropMark(firstName));
    await expect.poll(() => headerTexts(demo)).toEqual(['Country', 'First Name', 'Last Name', 'Email', 'City']);
    // the order is table state: the line under the table reads it
    await demo.getByText('Column order: country, firstName, lastName, email, city').waitFor();

    // a drop on the locked column is refused: the order stays as it is
    const email = header(demo, 'Email');
    const city = header(demo, 'City');
    // wait until the drag is under way (the dragged header gets a 1px dashed border), then drop on Email
    await mouseDrag(page, handleOf(demo, 'City'), email, () => waitForDropMark(city, '1px'));
    await waitForDragEnd(demo);
    expect(await headerTexts(demo)).toEqual(['Country', 'First Name', 'Last Name', 'Email', 'City']);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
