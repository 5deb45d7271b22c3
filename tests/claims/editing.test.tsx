/**
 * Claims of docs/guides/editing.mdx, checked against the installed material-react-table.
 */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_Row, MRT_TableOptions} from 'material-react-table';
import {bodyRows, mountTable, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const firstCell = (container: HTMLElement) => container.querySelector('tbody tr td') as HTMLElement;
const editButtons = () => screen.queryAllByRole('button', {name: 'Edit'});
const few = people.slice(0, 3);

/**
 * Mounts a table in 'table' mode, presses `key` in the first row's Last Name field, returns what has focus and
 * the first row's cells (First Name, Last Name, Age, City).
 */
async function keyInTableMode(key: string, options: Partial<MRT_TableOptions<Person>> = {}) {
  const {container, unmount} = mountTable({data: few, enableEditing: true, editDisplayMode: 'table', ...options});
  const cells = Array.from(container.querySelectorAll('tbody tr')[0].querySelectorAll('td'));
  const input = cells[1].querySelector('input') as HTMLInputElement;
  input.focus();
  await settle(() => fireEvent.keyDown(input, {key}));
  return {input, cells, focused: document.activeElement, unmount};
}

describe('Editing guide', () => {
  it('a column with enableEditing: true in a table without editing stays read-only', async () => {
    const {container, update} = mountTable({
      data: few,
      editDisplayMode: 'cell',
      columns: [{accessorKey: 'firstName', header: 'First Name', enableEditing: true}],
    });
    await settle(() => fireEvent.doubleClick(firstCell(container)));
    expect(firstCell(container).querySelector('input')).toBeNull();
    // the same double-click once the table allows editing
    update({enableEditing: true});
    await settle(() => fireEvent.doubleClick(firstCell(container)));
    expect(firstCell(container).querySelector('input')).not.toBeNull();
  });

  it('a column with enableEditing: false is shown in the dialog as a disabled field with its value', async () => {
    mountTable({
      data: few,
      enableEditing: true,
      columns: [
        {accessorKey: 'firstName', header: 'First Name', enableEditing: false},
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    await settle(() => fireEvent.click(editButtons()[0]));
    const dialog = screen.getByRole('dialog');
    const first = dialog.querySelector('input[name="firstName"]') as HTMLInputElement;
    expect([first.disabled, first.value]).toEqual([true, 'Ada']);
    expect((dialog.querySelector('input[name="age"]') as HTMLInputElement).disabled).toBe(false);
  });

  it("a dialog opened from code (table.setEditingRow) edits every column not set to false, whatever the table's option says", async () => {
    const {table} = mountTable({
      data: few,
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'age', header: 'Age', enableEditing: false},
      ],
    });
    await settle(() => table().setEditingRow(table().getRow('0') as MRT_Row<Person>));
    const dialog = screen.getByRole('dialog');
    expect([
      (dialog.querySelector('input[name="firstName"]') as HTMLInputElement).disabled,
      (dialog.querySelector('input[name="age"]') as HTMLInputElement).disabled,
    ]).toEqual([false, true]);
  });

  it('a row for which the table-level function returns false has no Edit button and none of its cells opens an editor', async () => {
    const enableEditing = (row: MRT_Row<Person>) => row.original.age < 60;
    const modal = mountTable({data: few, enableEditing});
    // Ada (36), Grace (85), Alan (41)
    const rows = Array.from(modal.container.querySelectorAll<HTMLElement>('tbody tr'));
    expect(rows.map((tr) => !!within(tr).queryByRole('button', {name: 'Edit'}))).toEqual([true, false, true]);
    modal.unmount();
    const {container} = mountTable({data: few, enableEditing, editDisplayMode: 'cell'});
    const cellOf = (row: number, column: number) =>
      container.querySelectorAll('tbody tr')[row].querySelectorAll('td')[column] as HTMLElement;
    for (const column of [0, 2]) {
      await settle(() => fireEvent.doubleClick(cellOf(1, column)));
      expect(cellOf(1, column).querySelector('input')).toBeNull();
    }
    await settle(() => fireEvent.doubleClick(cellOf(0, 2)));
    expect(cellOf(0, 2).querySelector('input')).not.toBeNull();
  });

  it("only 'modal' and 'row' add the row actions column", () => {
    const modes = ['modal', 'row', 'cell', 'table', 'custom'] as const;
    const ids = modes.map((editDisplayMode) => {
      const mounted = tableInstance({data: few, enableEditing: true, editDisplayMode});
      const hasActions = mounted
        .table()
        .getVisibleLeafColumns()
        .some((column) => column.id === 'mrt-row-actions');
      mounted.unmount();
      return hasActions;
    });
    expect(ids).toEqual([true, true, false, false, false]);
  });

  it('in row mode the Save icon is only rendered when onEditingRowSave is set; the dialog always shows Save', async () => {
    const row = mountTable({data: few, enableEditing: true, editDisplayMode: 'row'});
    await settle(() => fireEvent.click(editButtons()[0]));
    expect(screen.queryByRole('button', {name: 'Save'})).toBeNull();
    expect(screen.getByRole('button', {name: 'Cancel'})).toBeTruthy();
    row.unmount();
    const withHandler = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'row',
      onEditingRowSave: () => {},
    });
    await settle(() => fireEvent.click(editButtons()[0]));
    expect(screen.getByRole('button', {name: 'Save'})).toBeTruthy();
    withHandler.unmount();
    mountTable({data: few, enableEditing: true});
    await settle(() => fireEvent.click(editButtons()[0]));
    expect(within(screen.getByRole('dialog')).getByRole('button', {name: 'Save'})).toBeTruthy();
  });

  it('a typed value comes back as a string; a value nobody touched keeps its original type', async () => {
    const saved: Record<string, unknown>[] = [];
    mountTable({
      data: few,
      enableEditing: true,
      onEditingRowSave: ({values}) => {
        saved.push({...values});
      },
    });
    await settle(() => fireEvent.click(editButtons()[0]));
    const dialog = screen.getByRole('dialog');
    await settle(() => fireEvent.click(within(dialog).getByRole('button', {name: 'Save'})));
    const age = dialog.querySelector('input[name="age"]') as HTMLInputElement;
    await settle(() => fireEvent.change(age, {target: {value: '37'}}));
    await settle(() => fireEvent.blur(age));
    await settle(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Save'})));
    expect(saved.map((values) => values.age)).toEqual([36, '37']);
  });

  it('the table closes nothing by itself: Save without exitEditingMode keeps the row open', async () => {
    const {table} = mountTable({data: few, enableEditing: true, onEditingRowSave: () => {}});
    await settle(() => fireEvent.click(editButtons()[0]));
    await settle(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Save'})));
    expect(table().getState().editingRow?.id).toBe('0');
    expect(within(screen.getByRole('dialog')).getByLabelText('First Name')).toBeTruthy();
  });

  it('Cancel calls onEditingRowCancel and closes the editor', async () => {
    const cancelled: string[] = [];
    const {table} = mountTable({data: few, enableEditing: true, onEditingRowCancel: ({row}) => cancelled.push(row.id)});
    await settle(() => fireEvent.click(editButtons()[1]));
    await settle(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Cancel'})));
    expect(cancelled).toEqual(['1']);
    expect(table().getState().editingRow).toBeNull();
  });

  it("the Edit button stores a copy of the row in editingRow, but only until a text field first loses focus: then editingRow is the table's own row object", async () => {
    const {table} = mountTable({data: few, enableEditing: true});
    await settle(() => fireEvent.click(editButtons()[0]));
    expect(table().getState().editingRow).not.toBe(table().getRow('0'));
    expect(table().getState().editingRow?.id).toBe('0');
    const field = within(screen.getByRole('dialog')).getByLabelText('First Name');
    await settle(() => fireEvent.change(field, {target: {value: 'Augusta'}}));
    expect(table().getState().editingRow).not.toBe(table().getRow('0'));
    await settle(() => fireEvent.blur(field));
    expect(table().getState().editingRow).toBe(table().getRow('0'));
  });

  it("a select field saves its value into editingRow when it changes: editingRow is then the table's own row object", async () => {
    const {container, table} = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'row',
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'city', header: 'City', editVariant: 'select', editSelectOptions: ['London', 'Paris']},
      ],
    });
    await settle(() => fireEvent.click(editButtons()[0]));
    expect(table().getState().editingRow).not.toBe(table().getRow('0'));
    const tbody = container.querySelector('tbody') as HTMLElement;
    await settle(() => fireEvent.mouseDown(within(tbody).getByRole('combobox')));
    await settle(() => fireEvent.click(screen.getByRole('option', {name: 'Paris'})));
    expect(table().getState().editingRow).toBe(table().getRow('0'));
    expect(table().getState().editingRow?.getValue('city')).toBe('Paris');
  });

  it('setCreatingRow(true) builds a blank row: an empty string for every column, and the id mrt-row-create', async () => {
    const {table} = tableInstance({data: few, enableEditing: true, createDisplayMode: 'row'});
    await settle(() => table().setCreatingRow(true));
    const row = table().getState().creatingRow!;
    expect(row.id).toBe('mrt-row-create');
    expect(row.original).toMatchObject({firstName: '', lastName: '', age: '', city: ''});
    expect(Object.values(row.original).every((value) => value === '')).toBe(true);
  });

  it('in cell mode a blur closes the field and does not call onEditingRowSave', async () => {
    let saves = 0;
    const {container, table} = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'cell',
      onEditingRowSave: () => {
        saves += 1;
      },
    });
    await settle(() => fireEvent.doubleClick(firstCell(container)));
    const input = firstCell(container).querySelector('input') as HTMLInputElement;
    await settle(() => fireEvent.change(input, {target: {value: 'Zed'}}));
    await settle(() => fireEvent.blur(input));
    expect(table().getState().editingCell).toBeNull();
    expect(firstCell(container).querySelector('input')).toBeNull();
    expect(saves).toBe(0);
  });

  it('without an onBlur your data never changes, but the typed value stays on screen until data changes', async () => {
    const {container, update} = mountTable({data: few, enableEditing: true, editDisplayMode: 'cell'});
    await settle(() => fireEvent.doubleClick(firstCell(container)));
    const input = firstCell(container).querySelector('input') as HTMLInputElement;
    await settle(() => fireEvent.change(input, {target: {value: 'Zed'}}));
    await settle(() => fireEvent.blur(input));
    expect(few[0].firstName).toBe('Ada');
    expect(bodyRows(container)[0][0]).toBe('Zed');
    await settle(() => update({data: [...few]}));
    expect(bodyRows(container)[0][0]).toBe('Ada');
  });

  it('pressing Enter on a focused cell does not open the field in cell mode; Enter inside an open field ends the edit', async () => {
    const {container} = mountTable({data: few, enableEditing: true, editDisplayMode: 'cell'});
    firstCell(container).focus();
    await settle(() => fireEvent.keyDown(firstCell(container), {key: 'Enter'}));
    expect(firstCell(container).querySelector('input')).toBeNull();
    await settle(() => fireEvent.doubleClick(firstCell(container)));
    const input = firstCell(container).querySelector('input') as HTMLInputElement;
    expect(input).not.toBeNull();
    await settle(() => fireEvent.change(input, {target: {value: 'Zed'}}));
    await settle(() => fireEvent.keyDown(input, {key: 'Enter'}));
    expect(firstCell(container).querySelector('input')).toBeNull();
    expect(firstCell(container).textContent).toBe('Zed');
  });

  it('while keyboard shortcuts are on, Arrow keys, Home and End inside a field move the focus to another cell', async () => {
    // from the Last Name field: ArrowRight to Age, Home to First Name, End to City
    for (const [key, target] of [
      ['ArrowRight', 2],
      ['Home', 0],
      ['End', 3],
    ] as const) {
      const {cells, focused, unmount} = await keyInTableMode(key);
      expect([key, cells.indexOf(focused as HTMLTableCellElement)]).toEqual([key, target]);
      unmount();
    }
  });

  it('the same happens in row mode', async () => {
    const {container} = mountTable({data: few, enableEditing: true, editDisplayMode: 'row'});
    await settle(() => fireEvent.click(editButtons()[0]));
    const input = container.querySelector('tbody tr input[name="firstName"]') as HTMLInputElement;
    input.focus();
    await settle(() => fireEvent.keyDown(input, {key: 'ArrowLeft'}));
    // the actions cell, left of First Name
    expect(document.activeElement).toBe(container.querySelector('tbody tr td'));
  });

  it('stopping them at the field (muiEditTextFieldProps.onKeyDown) keeps the keys in the field', async () => {
    const {input, focused} = await keyInTableMode('ArrowRight', {
      muiEditTextFieldProps: {onKeyDown: (event) => event.stopPropagation()},
    });
    expect(focused).toBe(input);
  });

  it('with enableKeyboardShortcuts: false the keys stay in the field', async () => {
    const {input, focused} = await keyInTableMode('ArrowRight', {enableKeyboardShortcuts: false});
    expect(focused).toBe(input);
  });

  it('MRT calls your onChange and onBlur first, and the editor keeps working', async () => {
    const log: string[] = [];
    const {container, table} = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'cell',
      muiEditTextFieldProps: {
        onChange: () => log.push('change'),
        onBlur: () => log.push(`blur ${String(table().getState().editingCell?.id)}`),
      },
    });
    await settle(() => fireEvent.doubleClick(firstCell(container)));
    const input = firstCell(container).querySelector('input') as HTMLInputElement;
    await settle(() => fireEvent.change(input, {target: {value: 'Zed'}}));
    await settle(() => fireEvent.blur(input));
    expect(log).toEqual(['change', 'blur 0_firstName']);
    expect(table().getState().editingCell).toBeNull();
  });

  it('in the dialog each field has the header as its label; in the row, cell and table modes it is the placeholder', async () => {
    for (const editDisplayMode of ['modal', 'row', 'cell', 'table'] as const) {
      const view = mountTable({data: few, enableEditing: true, editDisplayMode});
      if (editDisplayMode === 'modal' || editDisplayMode === 'row') {
        await settle(() => fireEvent.click(editButtons()[0]));
      } else if (editDisplayMode === 'cell') {
        await settle(() => fireEvent.doubleClick(firstCell(view.container)));
      }
      const field = view.baseElement.querySelector('input[name="firstName"]') as HTMLInputElement;
      const labelled = screen.queryAllByLabelText('First Name').includes(field);
      expect([editDisplayMode, field.value, labelled, field.placeholder]).toEqual(
        editDisplayMode === 'modal'
          ? [editDisplayMode, 'Ada', true, '']
          : [editDisplayMode, 'Ada', false, 'First Name'],
      );
      view.unmount();
    }
  });
});
