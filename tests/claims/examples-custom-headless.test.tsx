/** Claims of docs/examples/custom-headless.mdx. */
import {mountTable, settle, bodyRows} from './harness';

jest.setTimeout(30000);

it('`getToggleSortingHandler()` cycles ascending, descending and off; number columns start descending, largest first', async () => {
  const view = mountTable({enableTopToolbar: false, enableBottomToolbar: false});
  const seen: unknown[] = [];
  for (const id of ['lastName', 'lastName', 'lastName', 'age']) {
    await settle(() => view.table().getColumn(id).getToggleSortingHandler()!({}));
    seen.push(view.table().getColumn(id).getIsSorted());
  }
  expect(seen).toEqual(['asc', 'desc', false, 'desc']);
  expect(bodyRows(view.container)[0][2]).toBe('85');
  view.unmount();
});
