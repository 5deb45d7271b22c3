/**
 * Claims of the inline editing example pages: docs/examples/editing-crud-inline-cell.mdx,
 * editing-crud-inline-row.mdx and editing-crud-inline-table.mdx.
 */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';

jest.setTimeout(30000);

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name'},
  {accessorKey: 'age', header: 'Age'},
  {accessorKey: 'city', header: 'City', enableEditing: false},
];
const base = {
  data: people.slice(0, 2),
  columns,
  getRowId: (row: Person) => row.id,
  enableEditing: true,
  enableTopToolbar: false,
  enableBottomToolbar: false,
};
const bodyInputs = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody input')) as HTMLInputElement[];
const cell = (container: HTMLElement, row: number, column: number) =>
  container.querySelectorAll('tbody tr')[row].querySelectorAll('td')[column];

describe('editing-crud-inline-cell', () => {
  it('Double-click a cell and it becomes a text field; press Enter and the field closes again (Enter closes the field by blurring it, after MRT calls `onBlur`)', async () => {
    const blurred: string[] = [];
    const view = mountTable({
      ...base,
      editDisplayMode: 'cell',
      muiEditTextFieldProps: ({cell: editing}) => ({onBlur: () => blurred.push(editing.id)}),
    });
    await settle(() => fireEvent.doubleClick(cell(view.container, 0, 1)));
    expect(bodyInputs(view.container).map((input) => input.value)).toEqual(['36']);
    bodyInputs(view.container)[0].focus();
    await settle(() => fireEvent.keyDown(bodyInputs(view.container)[0], {key: 'Enter'}));
    expect(blurred).toEqual(['1_age']);
    expect(view.table().getState().editingCell).toBeNull();
    expect(bodyInputs(view.container)).toHaveLength(0);
    view.unmount();
  });

  it('Pressing Enter on a focused cell does not open the editor', async () => {
    const view = mountTable({...base, editDisplayMode: 'cell'});
    const target = cell(view.container, 0, 1) as HTMLElement;
    target.focus();
    await settle(() => fireEvent.keyDown(target, {key: 'Enter'}));
    expect(view.table().getState().editingCell).toBeNull();
    expect(bodyInputs(view.container)).toHaveLength(0);
    view.unmount();
  });

  it('To lock a column, set `enableEditing: false` in its column definition', async () => {
    const view = mountTable({...base, editDisplayMode: 'cell'});
    await settle(() => fireEvent.doubleClick(cell(view.container, 0, 2)));
    expect(bodyInputs(view.container)).toHaveLength(0);
    view.unmount();
  });
});

describe('editing-crud-inline-row', () => {
  it("the pencil icon turns every editable cell of that row into a text field, and the icon is replaced by Cancel and Save; `onEditingRowSave` then receives all of the row's values at once, typed values as strings", async () => {
    const saved: unknown[] = [];
    const view = mountTable({...base, editDisplayMode: 'row', onEditingRowSave: ({values}) => void saved.push(values)});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    expect(bodyInputs(view.container).map((input) => input.value)).toEqual(['Ada', '36']);
    const firstRow = within(view.container.querySelectorAll('tbody tr')[0] as HTMLElement);
    expect(firstRow.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Cancel',
      'Save',
    ]);
    await settle(() => fireEvent.change(bodyInputs(view.container)[1], {target: {value: '37'}}));
    await settle(() => fireEvent.blur(bodyInputs(view.container)[1]));
    await settle(() => fireEvent.click(firstRow.getByRole('button', {name: 'Save'})));
    expect(saved).toEqual([{firstName: 'Ada', age: '37', city: 'London'}]);
    view.unmount();
  });

  it('Returning from `onEditingRowSave` without calling `exitEditingMode()` keeps the row open', async () => {
    const view = mountTable({...base, editDisplayMode: 'row', onEditingRowSave: () => {}});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Save'})));
    expect(view.table().getState().editingRow?.id).toBe('1');
    expect(bodyInputs(view.container)).toHaveLength(2);
    view.unmount();
  });
});

describe('editing-crud-inline-table', () => {
  it('`editDisplayMode: \'table\'` turns every editable cell into a text field at once, and keeps no "editing row"', async () => {
    const view = mountTable({...base, editDisplayMode: 'table'});
    expect(bodyInputs(view.container).map((input) => input.value)).toEqual(['Ada', '36', 'Grace', '85']);
    await settle(() => fireEvent.change(bodyInputs(view.container)[0], {target: {value: 'Ann'}}));
    await settle(() => fireEvent.blur(bodyInputs(view.container)[0]));
    expect([view.table().getState().editingRow, view.table().getState().editingCell]).toEqual([null, null]);
    view.unmount();
  });
});
