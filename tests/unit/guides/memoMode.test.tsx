/**
 * What MRT 3.2.1's memoMode actually skips, measured by counting how often a column's Cell renders when
 * the table re-renders for a reason that does not touch the data (a density change, a row selection).
 * The Memoization guide's claims rest on these counts, and on what the body shows afterwards.
 */
import React, {useMemo} from 'react';
import {act, render} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';

interface Row {
  id: string;
  name: string;
}
const DATA: Row[] = Array.from({length: 5}, (_, index) => ({id: String(index), name: `Name ${index}`}));

function setup(options: Partial<MRT_TableOptions<Row>>) {
  const counter = {renders: 0};
  let tableRef: MRT_TableInstance<Row> | undefined;
  function Table() {
    const columns = useMemo<MRT_ColumnDef<Row>[]>(
      () => [
        {
          accessorKey: 'name',
          header: 'Name',
          Cell: ({cell}) => {
            counter.renders += 1;
            return <span>{cell.getValue<string>()}</span>;
          },
        },
      ],
      [],
    );
    const table = useMaterialReactTable({columns, data: DATA, getRowId: (row) => row.id, ...options});
    tableRef = table;
    return <MaterialReactTable table={table} />;
  }
  const {container} = render(<Table />);
  return {counter, container, table: () => tableRef!};
}

// memoMode → Cell renders of the 5 rows after each change (undefined: no memoization)
const expected = {
  density: {none: 5, cells: 5, rows: 0, 'table-body': 0},
  selection: {none: 5, cells: 5, rows: 0, 'table-body': 0},
  sorting: {none: 5, cells: 5, rows: 5, 'table-body': 0},
};
const modes = ['none', 'cells', 'rows', 'table-body'] as const;
const memoModeOf = (mode: (typeof modes)[number]) => (mode === 'none' ? undefined : mode);

test.each(modes)('memoMode %s: Cell renders after a density change', (mode) => {
  const {counter, table} = setup({memoMode: memoModeOf(mode)});
  const before = counter.renders;
  act(() => table().setDensity('compact'));
  expect(counter.renders - before).toBe(expected.density[mode]);
});

test.each(modes)('memoMode %s: Cell renders after selecting a row, and whether its checkbox shows it', (mode) => {
  const {counter, table, container} = setup({memoMode: memoModeOf(mode), enableRowSelection: true});
  const before = counter.renders;
  act(() => table().setRowSelection({'1': true}));
  expect(counter.renders - before).toBe(expected.selection[mode]);
  // the second row's checkbox (the first checkbox in the body) is checked only where the row re-rendered
  const checkbox = container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')[1];
  expect(checkbox.checked).toBe(mode === 'none' || mode === 'cells');
});

test.each(modes)('memoMode %s: Cell renders after sorting, and whether the body shows the new order', (mode) => {
  const {counter, table, container} = setup({memoMode: memoModeOf(mode)});
  const before = counter.renders;
  act(() => table().setSorting([{id: 'name', desc: true}]));
  expect(counter.renders - before).toBe(expected.sorting[mode]);
  const firstCell = container.querySelector('tbody tr td')?.textContent;
  expect(firstCell).toBe(mode === 'table-body' ? 'Name 0' : 'Name 4');
});
