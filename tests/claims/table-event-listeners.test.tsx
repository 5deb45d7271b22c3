/**
 * Claims of docs/guides/table-event-listeners.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {MenuItem} from '@mui/material';
import {fireEvent, screen, within} from '@testing-library/react';
import {mountTable, people, settle} from './harness';

const setPlatform = (platform: string) =>
  Object.defineProperty(window.navigator, 'platform', {value: platform, configurable: true});

const few = people.slice(0, 3);

describe('Table Event Listeners guide', () => {
  afterEach(() => setPlatform(''));

  it('the row function receives {row, staticRowIndex, table}, the cell function {cell, column, row, table}', () => {
    const seen: string[] = [];
    const {container} = mountTable({
      data: few,
      initialState: {sorting: [{id: 'age', desc: true}]},
      muiTableBodyRowProps: ({row, staticRowIndex, table}) => ({
        onClick: () => seen.push(`row ${row.original.firstName} ${staticRowIndex} ${typeof table.getState}`),
      }),
      muiTableBodyCellProps: ({cell, column, row, table}) => ({
        onClick: () => seen.push(`cell ${column.id} ${row.id} ${String(cell.getValue())} ${typeof table.getState}`),
      }),
    });
    fireEvent.click(container.querySelector('tbody tr td')!);
    expect(seen).toEqual(['cell firstName 1 Grace function', 'row Grace 0 function']);
  });

  it("MRT merges the table's and the column's cell props with the column's last, so the column's onClick replaces the table's", () => {
    const seen: string[] = [];
    const {container} = mountTable({
      data: few,
      muiTableBodyCellProps: {onClick: () => seen.push('table')},
      columns: [
        {accessorKey: 'firstName', header: 'First Name', muiTableBodyCellProps: {onClick: () => seen.push('column')}},
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    const [first, age] = Array.from(container.querySelectorAll('tbody tr:first-child td'));
    fireEvent.click(first);
    fireEvent.click(age);
    expect(seen).toEqual(['column', 'table']);
  });

  it("a click on the header's text sorts the column and reaches your cell handler; the sort arrow, the Column Actions button, the filter icon and the drag handle stop their clicks, so your onClick does not run for them", async () => {
    const onClick = jest.fn();
    const {table} = mountTable({
      data: few,
      enableColumnOrdering: true,
      initialState: {columnFilters: [{id: 'firstName', value: 'a'}]},
      muiTableHeadCellProps: {onClick},
    });
    const th = screen.getAllByRole('columnheader')[0];
    fireEvent.click(th.querySelector('.MuiTableSortLabel-root')!);
    fireEvent.click(within(th).getByRole('button', {name: 'Column Actions'}));
    fireEvent.click(th.querySelector('button[aria-label^="Filtering by First Name"]')!);
    fireEvent.click(th.querySelector('button[aria-label="Move"]')!);
    expect(onClick).not.toHaveBeenCalled();
    await settle();
    // the sort arrow sorted the column itself; the click on the text sorts it one step further
    expect(table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    await settle(() => fireEvent.click(within(th).getByText('First Name')));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(table().getState().sorting).toEqual([{id: 'firstName', desc: true}]);
  });

  it("MRT runs your onDoubleClick first, then opens the cell for editing when editDisplayMode is 'cell' and the cell is editable", async () => {
    const order: string[] = [];
    const {table, container} = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'cell',
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'age', header: 'Age', enableEditing: false},
      ],
      muiTableBodyCellProps: {onDoubleClick: () => order.push('mine')},
    });
    // MRT opens the editor through table.setEditingCell: record when it does
    const instance = table();
    const setEditingCell = instance.setEditingCell;
    instance.setEditingCell = (cell) => {
      order.push('MRT');
      setEditingCell(cell);
    };
    const [first, age] = Array.from(container.querySelectorAll<HTMLElement>('tbody tr:first-child td'));
    await settle(() => fireEvent.doubleClick(age)); // not editable: MRT does nothing
    expect(order).toEqual(['mine']);
    await settle(() => fireEvent.doubleClick(first));
    expect(order).toEqual(['mine', 'mine', 'MRT']);
    expect(table().getState().editingCell?.id).toBe('0_firstName');
    expect(first.querySelector('input')).not.toBeNull();
  });

  it('your onContextMenu runs first, then MRT opens its cell actions menu when enableCellActions is on and calls preventDefault()', async () => {
    const mine = jest.fn((event: {defaultPrevented: boolean}) => event.defaultPrevented);
    const {table, container} = mountTable({
      data: few,
      enableCellActions: true,
      enableClickToCopy: 'context-menu',
      muiTableBodyCellProps: {onContextMenu: mine},
    });
    let notCancelled = true;
    await settle(() => {
      notCancelled = fireEvent.contextMenu(container.querySelector('tbody td')!);
    });
    expect(mine.mock.results[0].value).toBe(false);
    expect(notCancelled).toBe(false);
    expect(table().getState().actionCell?.id).toBe('0_firstName');
  });

  it('with enableKeyboardShortcuts every header, body and footer cell gets tabIndex 0; false removes it', () => {
    const columns = [{accessorKey: 'firstName' as const, header: 'First Name', footer: 'F'}];
    const on = mountTable({data: few, columns});
    const tabIndexes = (root: HTMLElement) =>
      ['thead th', 'tbody td', 'tfoot th, tfoot td'].map(
        (s) => root.querySelector(s)?.getAttribute('tabindex') ?? null,
      );
    expect(tabIndexes(on.container)).toEqual(['0', '0', '0']);
    on.unmount();
    const off = mountTable({data: few, columns, enableKeyboardShortcuts: false});
    expect(tabIndexes(off.container)).toEqual([null, null, null]);
  });

  it('arrow keys move the focus to the neighbouring cell; Home and End to the first or last cell of the row; Page Up and Page Down to the first or last cell of the column', () => {
    const {container} = mountTable({data: few});
    const cell = (r: number, c: number) =>
      container.querySelectorAll('tbody tr')[r].querySelectorAll('td')[c] as HTMLElement;
    fireEvent.keyDown(cell(0, 1), {key: 'ArrowRight'});
    expect(document.activeElement).toBe(cell(0, 2));
    fireEvent.keyDown(cell(0, 2), {key: 'ArrowDown'});
    expect(document.activeElement).toBe(cell(1, 2));
    fireEvent.keyDown(cell(1, 2), {key: 'Home'});
    expect(document.activeElement).toBe(cell(1, 0));
    fireEvent.keyDown(cell(1, 0), {key: 'End'});
    expect(document.activeElement).toBe(cell(1, 3));
    fireEvent.keyDown(cell(0, 1), {key: 'PageDown'});
    expect(document.activeElement).toBe(cell(2, 1));
    fireEvent.keyDown(cell(2, 1), {key: 'PageUp'});
    expect(document.activeElement).toBe(container.querySelectorAll('thead th')[1]);
  });

  it('Enter or Space on the header cell of a sortable column toggles its sorting; with the modifier (Ctrl on Windows) it opens the column actions menu', async () => {
    setPlatform('Win32');
    const {table} = mountTable({data: few});
    const th = () => screen.getAllByRole('columnheader')[2];
    // a number column sorts descending first
    await settle(() => fireEvent.keyDown(th(), {key: 'Enter'}));
    expect(table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    await settle(() => fireEvent.keyDown(th(), {key: ' '}));
    expect(table().getState().sorting).toEqual([{id: 'age', desc: false}]);
    await settle(() => fireEvent.keyDown(th(), {key: 'Enter', ctrlKey: true}));
    expect(table().getState().sorting).toEqual([{id: 'age', desc: false}]);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('on Linux the modifier is ignored: Ctrl+Enter sorts a header like Enter, Ctrl+Home and Ctrl+End stay in the row, and Ctrl+C copies nothing', async () => {
    setPlatform('Linux x86_64');
    const writeText = jest.fn();
    Object.defineProperty(window.navigator, 'clipboard', {value: {writeText}, configurable: true});
    const {table, container} = mountTable({data: few});
    await settle(() => fireEvent.keyDown(screen.getAllByRole('columnheader')[2], {key: 'Enter', ctrlKey: true}));
    expect(table().getState().sorting).toEqual([{id: 'age', desc: true}]);
    expect(screen.queryByRole('menu')).toBeNull();
    const rowCells = () => container.querySelectorAll('tbody tr')[1].querySelectorAll('td');
    fireEvent.keyDown(rowCells()[2], {key: 'Home', ctrlKey: true});
    expect(document.activeElement).toBe(rowCells()[0]);
    fireEvent.keyDown(rowCells()[0], {key: 'End', ctrlKey: true});
    expect(document.activeElement).toBe(rowCells()[3]);
    fireEvent.keyDown(rowCells()[0], {key: 'c', ctrlKey: true});
    expect(writeText).not.toHaveBeenCalled();
    setPlatform('Win32');
    fireEvent.keyDown(rowCells()[0], {key: 'c', ctrlKey: true});
    expect(writeText).toHaveBeenCalledWith(String(table().getRowModel().rows[1].original.firstName));
    // with the modifier on Windows, Home and End go to the first and last cell of the table
    fireEvent.keyDown(rowCells()[2], {key: 'Home', ctrlKey: true});
    expect(document.activeElement).toBe(container.querySelector('thead th'));
    fireEvent.keyDown(rowCells()[0], {key: 'End', ctrlKey: true});
    expect(document.activeElement).toBe(container.querySelector('tbody tr:last-child td:last-child'));
  });

  it('MRT calls your onKeyDown first and then runs its shortcuts, unless your handler called stopPropagation(); preventDefault() alone does not stop it', () => {
    let mode: 'none' | 'prevent' | 'stop' = 'none';
    const {container} = mountTable({
      data: few,
      muiTableBodyCellProps: {
        onKeyDown: (event) => {
          if (mode === 'prevent') event.preventDefault();
          if (mode === 'stop') event.stopPropagation();
        },
      },
    });
    const cells = () => container.querySelectorAll('tbody tr')[0].querySelectorAll('td');
    (cells()[0] as HTMLElement).focus();
    mode = 'prevent';
    fireEvent.keyDown(cells()[0], {key: 'ArrowRight'});
    expect(document.activeElement).toBe(cells()[1]);
    mode = 'stop';
    fireEvent.keyDown(cells()[1], {key: 'ArrowRight'});
    expect(document.activeElement).toBe(cells()[1]);
  });

  it("MRT's selection checkbox, expand button, row-action menu button, pin button and drag handle stop the click, so they never trigger your row onClick", () => {
    const onClick = jest.fn();
    const {container} = mountTable({
      data: few,
      enableRowSelection: true,
      enableExpanding: true,
      getSubRows: () => undefined,
      renderDetailPanel: () => 'details',
      enableRowActions: true,
      renderRowActionMenuItems: () => [<MenuItem key="a">A</MenuItem>],
      enableRowPinning: true,
      enableRowOrdering: true,
      muiTableBodyRowProps: {onClick},
    });
    const row = within(container.querySelector('tbody tr') as HTMLElement);
    fireEvent.click(row.getByRole('checkbox'));
    fireEvent.click(row.getByRole('button', {name: 'Expand'}));
    fireEvent.click(row.getByRole('button', {name: 'Row Actions'}));
    const tr = container.querySelector('tbody tr')!;
    fireEvent.click(tr.querySelector('button[aria-label="Pin"]')!);
    fireEvent.click(tr.querySelector('button[aria-label="Move"]')!);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(container.querySelector('tbody tr td:last-child')!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
