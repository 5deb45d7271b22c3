/**
 * Claims of the inline editing example pages: docs/examples/editing-crud-inline-cell.mdx,
 * editing-crud-inline-row.mdx and editing-crud-inline-table.mdx.
 */
import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_TableOptions} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';

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
const rowButtons = (container: HTMLElement, row: number) =>
  within(container.querySelectorAll('tbody tr')[row] as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
const CITIES = ['London', 'New York', 'Paris'];
// the City column edited through a select, as the examples' Category, Department and State columns
const withCitySelect: MRT_ColumnDef<Person>[] = [
  columns[0],
  columns[1],
  {accessorKey: 'city', header: 'City', editVariant: 'select', editSelectOptions: CITIES},
];
// the examples' own row buttons: a delete button per row
const deleteAction: MRT_TableOptions<Person>['renderRowActions'] = ({row}) => (
  <button type="button" aria-label={`Delete ${row.original.firstName}`} />
);
const writeText = jest.fn(() => Promise.resolve());
beforeAll(() => Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true}));

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
    // nor do the other keys a reader might try
    for (const key of ['Enter', ' ', 'F2']) {
      await settle(() => fireEvent.keyDown(target, {key}));
      expect(view.table().getState().editingCell).toBeNull();
      expect(bodyInputs(view.container)).toHaveLength(0);
    }
    // the same cell opens on a double-click
    await settle(() => fireEvent.doubleClick(target));
    expect(bodyInputs(view.container).map((input) => input.value)).toEqual(['36']);
    view.unmount();
  });

  it('To lock a column, set `enableEditing: false` in its column definition', async () => {
    const view = mountTable({...base, editDisplayMode: 'cell'});
    await settle(() => fireEvent.doubleClick(cell(view.container, 0, 2)));
    expect(bodyInputs(view.container)).toHaveLength(0);
    expect(view.table().getState().editingCell).toBeNull();
    // the cell beside it, in an editable column, opens
    await settle(() => fireEvent.doubleClick(cell(view.container, 0, 1)));
    expect(bodyInputs(view.container)).toHaveLength(1);
    view.unmount();
  });

  it("Right-click a cell: the menu offers **Copy** and **Edit** (`enableCellActions` with `enableClickToCopy: 'context-menu'`); the Edit item opens the cell's editor", async () => {
    const view = mountTable({
      ...base,
      editDisplayMode: 'cell',
      enableCellActions: true,
      enableClickToCopy: 'context-menu',
    });
    await settle(() => fireEvent.contextMenu(cell(view.container, 1, 0)));
    expect(menuItems()).toEqual(['Copy', 'Edit']);
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: 'Copy'})));
    expect(writeText).toHaveBeenCalledWith('Grace');
    expect(screen.queryByRole('menu')).toBeNull();
    await settle(() => fireEvent.contextMenu(cell(view.container, 1, 1)));
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: 'Edit'})));
    expect(bodyInputs(view.container).map((input) => input.value)).toEqual(['85']);
    view.unmount();
    // without enableClickToCopy the menu holds Edit alone
    const plain = mountTable({...base, editDisplayMode: 'cell', enableCellActions: true});
    await settle(() => fireEvent.contextMenu(cell(plain.container, 0, 0)));
    expect(menuItems()).toEqual(['Edit']);
    plain.unmount();
  });

  it("There is no save callback in cell mode: leaving the field calls `muiEditTextFieldProps`' `onBlur`, and `onEditingRowSave` is never called", async () => {
    const saved = jest.fn();
    const blurred: string[] = [];
    const view = mountTable({
      ...base,
      editDisplayMode: 'cell',
      onEditingRowSave: saved,
      muiEditTextFieldProps: () => ({onBlur: (event) => blurred.push(event.target.value)}),
    });
    await settle(() => fireEvent.doubleClick(cell(view.container, 0, 0)));
    await settle(() => fireEvent.change(bodyInputs(view.container)[0], {target: {value: 'Ann'}}));
    await settle(() => fireEvent.blur(bodyInputs(view.container)[0]));
    expect(blurred).toEqual(['Ann']);
    expect(saved).not.toHaveBeenCalled();
    view.unmount();
  });

  it("Double-click a category and choose another one from the menu (`editVariant: 'select'` with `editSelectOptions`); a select cell stays open after a choice", async () => {
    const changed: string[] = [];
    const view = mountTable({
      ...base,
      columns: withCitySelect,
      editDisplayMode: 'cell',
      muiEditTextFieldProps: () => ({onChange: (event) => changed.push(event.target.value)}),
    });
    await settle(() => fireEvent.doubleClick(cell(view.container, 0, 2)));
    const select = within(cell(view.container, 0, 2) as HTMLElement).getByRole('combobox');
    expect(select).toHaveTextContent('London');
    await settle(() => fireEvent.mouseDown(select));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(CITIES);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: 'Paris'})));
    expect(changed).toEqual(['Paris']);
    expect(view.table().getState().editingCell?.id).toBe('1_city');
    expect(within(cell(view.container, 0, 2) as HTMLElement).getByRole('combobox')).toHaveTextContent('Paris');
    view.unmount();
  });

  it("**Create New Product** opens a row of fields at the top with Save and Cancel (`createDisplayMode: 'row'`), in place of the row's own buttons from `renderRowActions`", async () => {
    const view = mountTable({
      ...base,
      editDisplayMode: 'cell',
      createDisplayMode: 'row',
      enableRowActions: true,
      positionActionsColumn: 'last',
      renderRowActions: deleteAction,
      onCreatingRowSave: () => {}, // Save is drawn only when there is a save callback
    });
    expect(rowButtons(view.container, 0)).toEqual(['Delete Ada']);
    await settle(() => view.table().setCreatingRow(true));
    const firstRow = view.container.querySelector('tbody tr') as HTMLElement;
    expect(Array.from(firstRow.querySelectorAll('input')).map((input) => input.name)).toEqual(['firstName', 'age']);
    expect(rowButtons(view.container, 0)).toEqual(['Cancel', 'Save']);
    expect(rowButtons(view.container, 1)).toEqual(['Delete Ada']);
    view.unmount();
  });

  it('Name stays on the left and the actions on the right (`initialState.columnPinning`, with `enableColumnPinning`)', () => {
    const view = mountTable({
      ...base,
      editDisplayMode: 'cell',
      enableColumnPinning: true,
      enableRowActions: true,
      positionActionsColumn: 'last',
      renderRowActions: deleteAction,
      initialState: {columnPinning: {left: ['firstName'], right: ['mrt-row-actions']}},
    });
    const cells = Array.from(view.container.querySelectorAll('tbody tr')[0].querySelectorAll('td'));
    const [name, , , actions] = cells.map((td) => getComputedStyle(td));
    expect(cells.map((td) => td.getAttribute('data-pinned'))).toEqual(['true', null, null, 'true']);
    expect([name.position, name.left]).toEqual(['sticky', '0px']);
    expect([actions.position, actions.right]).toEqual(['sticky', '0px']);
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

  it('The example draws its own Edit and Delete buttons with `renderRowActions`; while a row is edited or created, Material React Table shows Cancel and Save there instead', async () => {
    const view = mountTable({
      ...base,
      editDisplayMode: 'row',
      createDisplayMode: 'row',
      onCreatingRowSave: () => {},
      onEditingRowSave: () => {},
      renderRowActions: ({row, table}) => (
        <>
          <button
            type="button"
            aria-label={`Edit ${row.original.firstName}`}
            onClick={() => table.setEditingRow(row)}
          />
          <button type="button" aria-label={`Delete ${row.original.firstName}`} />
        </>
      ),
    });
    expect(rowButtons(view.container, 0)).toEqual(['Edit Ada', 'Delete Ada']);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Edit Ada'})));
    expect(rowButtons(view.container, 0)).toEqual(['Cancel', 'Save']);
    expect(rowButtons(view.container, 1)).toEqual(['Edit Grace', 'Delete Grace']);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Cancel'})));
    await settle(() => view.table().setCreatingRow(true));
    expect(rowButtons(view.container, 0)).toEqual(['Cancel', 'Save']);
    view.unmount();
  });

  it("Edit a row and pick another department: the field is a menu of fixed choices (`editVariant: 'select'` with `editSelectOptions`), and the choice is among the values Save passes on", async () => {
    const saved: unknown[] = [];
    const view = mountTable({
      ...base,
      columns: withCitySelect,
      editDisplayMode: 'row',
      onEditingRowSave: ({values}) => void saved.push(values),
    });
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    const firstRow = within(view.container.querySelectorAll('tbody tr')[0] as HTMLElement);
    await settle(() => fireEvent.mouseDown(firstRow.getByRole('combobox')));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(CITIES);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: 'New York'})));
    await settle(() => fireEvent.click(firstRow.getByRole('button', {name: 'Save'})));
    expect(saved).toEqual([{firstName: 'Ada', age: 36, city: 'New York'}]);
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

  it("Material React Table shows the creating row's Cancel and Save in the actions column, where the other rows show the delete button from `renderRowActions`; the row opens at the top", async () => {
    const view = mountTable({
      ...base,
      editDisplayMode: 'table',
      createDisplayMode: 'row',
      enableRowActions: true,
      positionActionsColumn: 'last',
      renderRowActions: deleteAction,
      onCreatingRowSave: () => {}, // Save is drawn only when there is a save callback
    });
    await settle(() => view.table().setCreatingRow(true));
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(rowButtons(view.container, 0)).toEqual(['Cancel', 'Save']);
    expect(bodyInputs(view.container).map((input) => input.value)).toEqual(['', '', 'Ada', '36', 'Grace', '85']);
    expect(rowButtons(view.container, 1)).toEqual(['Delete Ada']);
    view.unmount();
  });
});
