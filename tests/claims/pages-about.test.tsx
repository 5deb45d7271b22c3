/** Claims of src/pages/about.mdx. */
import {createRef} from 'react';
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_RowVirtualizer, MRT_TableOptions} from 'material-react-table';
import {mountTable, people, settle, type Person} from './harness';

const twelve = [...people, ...people.slice(0, 2).map((person) => ({...person, id: `${person.id}b`}))];

it('Sorting, filtering and pagination are on by default; the others are one table option away (`enableRowSelection`, `enableEditing`, `enableGrouping`, `enableRowVirtualization`)', async () => {
  /** What a table with `options` shows of each of the four features. */
  const features = async (options: Partial<MRT_TableOptions<Person>>) => {
    const rows = createRef<MRT_RowVirtualizer>();
    const view = mountTable({data: twelve, rowVirtualizerInstanceRef: rows, ...options});
    const selection = screen.queryAllByRole('checkbox', {name: 'Toggle select row'}).length > 0;
    const editing = screen.queryAllByRole('button', {name: 'Edit'}).length > 0;
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]));
    const grouping = screen.queryAllByRole('menuitem', {name: /Group by/}).length > 0;
    view.unmount();
    return {selection, editing, grouping, virtualization: rows.current !== null};
  };
  const none = {selection: false, editing: false, grouping: false, virtualization: false};

  // the defaults: sort labels on every header, a filter button, ten rows of twelve per page
  const view = mountTable({data: twelve});
  expect(view.container.querySelectorAll('thead .MuiTableSortLabel-root')).toHaveLength(4);
  expect(screen.getAllByRole('button', {name: 'Show/Hide filters'})).toHaveLength(1);
  expect([view.container.querySelectorAll('tbody tr').length, view.container.textContent]).toEqual([
    10,
    expect.stringContaining('1-10 of 12'),
  ]);
  view.unmount();
  expect(await features({})).toEqual(none);
  // each of the others with its one option
  expect(await features({enableRowSelection: true})).toEqual({...none, selection: true});
  expect(await features({enableEditing: true})).toEqual({...none, editing: true});
  expect(await features({enableGrouping: true})).toEqual({...none, grouping: true});
  expect(await features({enableRowVirtualization: true})).toEqual({...none, virtualization: true});
});
