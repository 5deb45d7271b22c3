/**
 * Claims of docs/guides/display-columns.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {MRT_DefaultDisplayColumn, type MRT_TableOptions} from 'material-react-table';
import {bodyRows, mountTable, people, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const ids = (options: Partial<MRT_TableOptions<Person>>) => {
  const mounted = tableInstance({data: [], ...options});
  const result = mounted
    .table()
    .getVisibleLeafColumns()
    .map((c) => c.id);
  mounted.unmount();
  return result;
};
const display = (list: string[]) => list.filter((id) => id.startsWith('mrt-row-'));

describe('Display Columns guide', () => {
  it('built-in display columns go before your columns in this order: pin, drag, actions, expand, select, row numbers; the spacer comes last', () => {
    expect(
      ids({
        enableRowPinning: true,
        enableRowDragging: true,
        enableRowActions: true,
        enableExpanding: true,
        enableRowSelection: true,
        enableRowNumbers: true,
        layoutMode: 'grid-no-grow',
      }),
    ).toEqual([
      'mrt-row-pin',
      'mrt-row-drag',
      'mrt-row-actions',
      'mrt-row-expand',
      'mrt-row-select',
      'mrt-row-numbers',
      'firstName',
      'lastName',
      'age',
      'city',
      'mrt-row-spacer',
    ]);
  });

  it("enableEditing with editDisplayMode 'cell' or 'table' adds no actions column; the default 'modal' and 'row' do", () => {
    expect(display(ids({enableEditing: true}))).toEqual(['mrt-row-actions']);
    expect(display(ids({enableEditing: true, editDisplayMode: 'row'}))).toEqual(['mrt-row-actions']);
    expect(display(ids({enableEditing: true, editDisplayMode: 'cell'}))).toEqual([]);
    expect(display(ids({enableEditing: true, editDisplayMode: 'table'}))).toEqual([]);
  });

  it("with rowPinningDisplayMode: 'select-sticky' there is no pin column", () => {
    expect(display(ids({enableRowPinning: true}))).toEqual(['mrt-row-pin']);
    expect(
      display(ids({enableRowPinning: true, enableRowSelection: true, rowPinningDisplayMode: 'select-sticky'})),
    ).toEqual(['mrt-row-select']);
  });

  it('grouping adds the expand column only while something is grouped', async () => {
    const {table} = tableInstance({enableGrouping: true});
    expect(
      display(
        table()
          .getVisibleLeafColumns()
          .map((c) => c.id),
      ),
    ).toEqual([]);
    await settle(() => table().setGrouping(['city']));
    expect(
      display(
        table()
          .getVisibleLeafColumns()
          .map((c) => c.id),
      ),
    ).toEqual(['mrt-row-expand']);
    await settle(() => table().setGrouping([]));
    expect(
      display(
        table()
          .getVisibleLeafColumns()
          .map((c) => c.id),
      ),
    ).toEqual([]);
  });

  it('with enableSelectAll: false or enableMultiRowSelection: false the select header shows the text "Select"', () => {
    const withAll = mountTable({enableRowSelection: true});
    expect(withAll.container.querySelector('thead th')!.textContent).toBe('');
    withAll.unmount();
    const noAll = mountTable({enableRowSelection: true, enableSelectAll: false});
    expect(noAll.container.querySelector('thead th')!.textContent).toBe('Select');
    noAll.unmount();
    const single = mountTable({enableRowSelection: true, enableMultiRowSelection: false});
    expect(single.container.querySelector('thead th')!.textContent).toBe('Select');
  });

  it('every display column starts from MRT_DefaultDisplayColumn, with sorting, filtering, global filtering, grouping, hiding, editing, resizing, column actions, dragging and click-to-copy off', () => {
    expect(MRT_DefaultDisplayColumn).toEqual({
      columnDefType: 'display',
      enableClickToCopy: false,
      enableColumnActions: false,
      enableColumnDragging: false,
      enableColumnFilter: false,
      enableColumnOrdering: false,
      enableEditing: false,
      enableGlobalFilter: false,
      enableGrouping: false,
      enableHiding: false,
      enableResizing: false,
      enableSorting: false,
    });
    const {table} = tableInstance({enableRowNumbers: true});
    const numbers = table().getColumn('mrt-row-numbers');
    expect([numbers.getCanSort(), numbers.getCanHide(), numbers.getCanFilter()]).toEqual([false, false, false]);
  });

  it('headers come from localization (the row-number column shows rowNumber), so a translated table translates them', () => {
    const {table, container} = mountTable({
      enableRowActions: true,
      enableRowNumbers: true,
      localization: {actions: 'Aktionen', rowNumbers: 'Zeilennummern', rowNumber: 'Nr.'},
    });
    expect(table().getColumn('mrt-row-actions').columnDef.header).toBe('Aktionen');
    expect(table().getColumn('mrt-row-numbers').columnDef.header).toBe('Zeilennummern');
    expect(
      Array.from(container.querySelectorAll('thead th'))
        .map((th) => th.textContent)
        .slice(0, 2),
    ).toEqual(['Aktionen', 'Nr.']);
  });

  it("Enter or Space on a focused cell of mrt-row-select toggles that row's selection, on mrt-row-expand its expansion, and on mrt-row-pin pins or unpins it", async () => {
    const {table, container} = mountTable({
      enableRowSelection: true,
      enableRowPinning: true,
      renderDetailPanel: () => 'details',
    });
    // the second row's pin, expand and select cells
    const cellOf = (element: HTMLElement) => element.closest('td') as HTMLElement;
    const pinCell = cellOf(screen.getAllByRole('button', {name: 'Pin'})[1]);
    const expandCell = cellOf(screen.getAllByRole('button', {name: 'Expand'})[1]);
    const selectCell = cellOf(screen.getAllByRole('checkbox', {name: 'Toggle select row'})[1]);
    const checked = () => (selectCell.querySelector('input') as HTMLInputElement).checked;
    expect(checked()).toBe(false);
    await settle(() => fireEvent.keyDown(selectCell, {key: 'Enter'}));
    expect([table().getState().rowSelection, checked()]).toEqual([{1: true}, true]);
    await settle(() => fireEvent.keyDown(selectCell, {key: ' '}));
    expect([table().getState().rowSelection, checked()]).toEqual([{}, false]);
    await settle(() => fireEvent.keyDown(expandCell, {key: 'Enter'}));
    expect(table().getRow('1').getIsExpanded()).toBe(true);
    await settle(() => fireEvent.keyDown(expandCell, {key: ' '}));
    expect(table().getRow('1').getIsExpanded()).toBe(false);
    await settle(() => fireEvent.keyDown(pinCell, {key: 'Enter'}));
    expect(table().getState().rowPinning.top).toEqual(['1']);
    const pinnedCell = container.querySelector<HTMLElement>('tbody tr[data-pinned="true"] td')!;
    await settle(() => fireEvent.keyDown(pinnedCell, {key: ' '}));
    expect(table().getState().rowPinning.top).toEqual([]);
  });

  it('displayColumnDefOptions is merged over MRT’s own definition, so what you set wins', () => {
    const {table, container} = mountTable({
      enableRowActions: true,
      displayColumnDefOptions: {'mrt-row-actions': {header: 'Edit', size: 120}},
    });
    const column = table().getColumn('mrt-row-actions');
    expect([column.columnDef.header, column.getSize()]).toEqual(['Edit', 120]);
    expect(container.querySelector('thead th')!.textContent).toBe('Edit');
  });

  it("the row-number column's Header always returns localization.rowNumber: setting only header leaves the head cell as it was and renames the column only in the Show/Hide columns menu; Header changes the head cell", async () => {
    const onlyHeader = mountTable({
      enableRowNumbers: true,
      displayColumnDefOptions: {'mrt-row-numbers': {header: 'No.'}},
    });
    expect(onlyHeader.container.querySelector('thead th')!.textContent).toBe('#');
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    const labels = Array.from(screen.getByRole('menu').querySelectorAll('label')).map((label) => label.textContent);
    expect(labels).toEqual(['No.', 'First Name', 'Last Name', 'Age', 'City']);
    onlyHeader.unmount();
    const withHeader = mountTable({
      enableRowNumbers: true,
      displayColumnDefOptions: {'mrt-row-numbers': {Header: () => 'No.'}},
    });
    expect(withHeader.container.querySelector('thead th')!.textContent).toBe('No.');
  });

  it('MRT applies the spacer column’s own blank cell props after yours, so only its size settings are worth changing', () => {
    const {table, container} = mountTable({
      layoutMode: 'grid-no-grow',
      displayColumnDefOptions: {'mrt-row-spacer': {size: 60, muiTableBodyCellProps: {title: 'mine'}}},
    });
    expect(table().getColumn('mrt-row-spacer').getSize()).toBe(60);
    expect(container.querySelector('table')!.style.getPropertyValue('--col-mrt_row_spacer-size')).toBe('60');
    // the spacer's body cells (the last of each row) do not get your title
    const spacerCell = container.querySelector('tbody tr td:last-child')!;
    expect(container.querySelectorAll('tbody tr:first-child td')).toHaveLength(5);
    expect(spacerCell).not.toHaveAttribute('title');
    expect(container.querySelector('[title="mine"]')).toBeNull();
  });

  it("defaultDisplayColumn sits underneath: MRT's own header and size and your displayColumnDefOptions override it", () => {
    const {table} = tableInstance({
      enableRowSelection: true,
      enableRowNumbers: true,
      defaultDisplayColumn: {enableResizing: true, size: 99, header: 'X'},
      displayColumnDefOptions: {'mrt-row-select': {size: 77}},
    });
    const numbers = table().getColumn('mrt-row-numbers');
    expect([numbers.columnDef.header, numbers.getSize(), numbers.columnDef.enableResizing]).toEqual([
      'Row Numbers',
      50,
      true,
    ]);
    expect(table().getColumn('mrt-row-select').getSize()).toBe(77);
  });

  it("positionActionsColumn: 'last' puts the actions column after your columns; positionExpandColumn: 'last' also aligns its buttons to the right", () => {
    expect(
      ids({enableRowActions: true, enableExpanding: true, positionActionsColumn: 'last', positionExpandColumn: 'last'}),
    ).toEqual(['firstName', 'lastName', 'age', 'city', 'mrt-row-actions', 'mrt-row-expand']);
    const expandCell = (position: 'first' | 'last') => {
      const mounted = mountTable({
        data: people.slice(0, 1),
        renderDetailPanel: () => 'x',
        positionExpandColumn: position,
      });
      const cell = mounted.container.querySelector(
        'tbody tr td:' + (position === 'last' ? 'last-child' : 'first-child'),
      )!;
      const result = [
        cell.querySelector('button[aria-label="Expand"]') !== null,
        cell.classList.contains('MuiTableCell-alignRight'),
      ];
      mounted.unmount();
      return result;
    };
    expect([expandCell('first'), expandCell('last')]).toEqual([
      [true, false],
      [true, true],
    ]);
  });

  it('a complete columnOrder places display columns anywhere; an incomplete one is rebuilt on mount with the display columns back in their default places', () => {
    const full = tableInstance({
      enableRowNumbers: true,
      enableRowSelection: true,
      initialState: {columnOrder: ['mrt-row-numbers', 'firstName', 'lastName', 'age', 'city', 'mrt-row-select']},
    });
    expect(
      full
        .table()
        .getVisibleLeafColumns()
        .map((c) => c.id),
    ).toEqual(['mrt-row-numbers', 'firstName', 'lastName', 'age', 'city', 'mrt-row-select']);
    full.unmount();
    const partial = tableInstance({
      enableRowNumbers: true,
      enableRowSelection: true,
      initialState: {columnOrder: ['mrt-row-numbers', 'firstName', 'mrt-row-select']},
    });
    expect(
      partial
        .table()
        .getVisibleLeafColumns()
        .map((c) => c.id),
    ).toEqual(['mrt-row-select', 'mrt-row-numbers', 'firstName', 'lastName', 'age', 'city']);
  });

  it('a display column of your own gets the same defaults; without an id MRT falls back to the header text', () => {
    const {table} = tableInstance({
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {columnDefType: 'display', header: 'Contact', Cell: ({row}) => <button>{row.original.firstName}</button>},
      ],
    });
    const contact = table().getColumn('Contact');
    expect([contact.getCanSort(), contact.getCanHide(), contact.columnDef.enableColumnActions]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("row numbers: 'static' numbers rows by position and 'original' by row.index, the position in data, so both close the gap after a removal (1, 2, 3, 4)", () => {
    const numbers = (mode: 'static' | 'original', data: Person[], sorted = false) => {
      const mounted = mountTable({
        enableRowNumbers: true,
        rowNumberDisplayMode: mode,
        data,
        initialState: sorted ? {sorting: [{id: 'age', desc: false}]} : {},
      });
      const result = bodyRows(mounted.container).map((r) => r[0]);
      mounted.unmount();
      return result;
    };
    const four = people.slice(0, 5).filter((_, i) => i !== 1);
    expect(numbers('static', four)).toEqual(['1', '2', '3', '4']);
    expect(numbers('original', four)).toEqual(['1', '2', '3', '4']);
    // the two differ once the rows are sorted: ages 36, 41, 72, 55 sort to 36, 41, 55, 72
    expect(numbers('original', four, true)).toEqual(['1', '2', '4', '3']);
    expect(numbers('static', four, true)).toEqual(['1', '2', '3', '4']);
  });

  it('default sizes: pin 60, drag 60, actions 70, expand 100 (with a detail panel 60, or 70 with enableExpandAll: false), select 60 (70 without select-all), row numbers 50, spacer 0', () => {
    const sizes = (options: Partial<MRT_TableOptions<Person>>) => {
      const mounted = mountTable({data: [], ...options});
      const result = Object.fromEntries(
        mounted
          .table()
          .getAllLeafColumns()
          .filter((c) => c.id.startsWith('mrt-row-'))
          .map((c) => [c.id, c.columnDef.size]),
      );
      mounted.unmount();
      return result;
    };
    expect(
      sizes({
        enableRowPinning: true,
        enableRowDragging: true,
        enableRowActions: true,
        enableExpanding: true,
        enableRowSelection: true,
        enableRowNumbers: true,
        layoutMode: 'grid-no-grow',
      }),
    ).toEqual({
      'mrt-row-pin': 60,
      'mrt-row-drag': 60,
      'mrt-row-actions': 70,
      'mrt-row-expand': 100,
      'mrt-row-select': 60,
      'mrt-row-numbers': 50,
      'mrt-row-spacer': 0,
    });
    expect(sizes({renderDetailPanel: () => 'x'})).toEqual({'mrt-row-expand': 60});
    expect(sizes({renderDetailPanel: () => 'x', enableExpandAll: false})).toEqual({'mrt-row-expand': 70});
    expect(sizes({enableRowSelection: true, enableSelectAll: false})).toEqual({'mrt-row-select': 70});
  });
});
