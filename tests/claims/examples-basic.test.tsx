/** Claims of docs/examples/basic.mdx. */
import {fireEvent, screen, within} from '@testing-library/react';
import {mountTable, settle, bodyRows} from './harness';

it('you get sorting, global and column filtering, pagination, column actions, density and full-screen toggles without writing any of them', () => {
  const view = mountTable();
  for (const name of [
    'Show/Hide search',
    'Show/Hide filters',
    'Toggle density',
    'Toggle full screen',
    'Go to next page',
  ]) {
    expect(screen.getAllByRole('button', {name})).toHaveLength(1);
  }
  expect(screen.getAllByRole('button', {name: 'Column Actions'})).toHaveLength(4);
  // a sort label in every header
  expect(view.container.querySelectorAll('thead th .MuiTableSortLabel-root')).toHaveLength(4);
  view.unmount();
});

it('click a column header to sort by it; click again to reverse the order', async () => {
  const view = mountTable({enableTopToolbar: false, enableBottomToolbar: false});
  const header = within(view.container.querySelector('thead')!).getByText('Last Name');
  await settle(() => fireEvent.click(header));
  expect(bodyRows(view.container)[0][1]).toBe('Allen');
  await settle(() => fireEvent.click(header));
  expect(bodyRows(view.container)[0][1]).toBe('Turing');
  view.unmount();
});
