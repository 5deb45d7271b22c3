/**
 * What the Toolbar Customization guide says the toolbar options do, rendered with MRT 3.2.1: pagination keeps
 * paging without its controls, the internal actions go with enableToolbarInternalActions (and the search field
 * with them unless showGlobalFilter starts true), and renderToolbarInternalActions replaces the whole group.
 */
import React, {useMemo} from 'react';
import {render} from '@testing-library/react';
import {
  MaterialReactTable,
  MRT_ToggleFiltersButton,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';

interface Row {
  id: string;
  name: string;
}
const DATA: Row[] = Array.from({length: 12}, (_, index) => ({id: String(index), name: `Name ${index}`}));

function renderTable(options: Partial<MRT_TableOptions<Row>>) {
  function Table() {
    const columns = useMemo<MRT_ColumnDef<Row>[]>(() => [{accessorKey: 'name', header: 'Name'}], []);
    const table = useMaterialReactTable({columns, data: DATA, getRowId: (row) => row.id, ...options});
    return <MaterialReactTable table={table} />;
  }
  return render(<Table />).container;
}

const bodyRows = (container: HTMLElement) => container.querySelectorAll('tbody tr').length;
const labels = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button[aria-label]')).map((button) => button.getAttribute('aria-label'));

test('without the bottom toolbar, or with positionPagination none, the table still shows only the first page', () => {
  expect(bodyRows(renderTable({}))).toBe(10);
  const noBottom = renderTable({enableBottomToolbar: false});
  expect(bodyRows(noBottom)).toBe(10);
  expect(noBottom.querySelector('button[aria-label="Go to next page"]')).toBeNull();
  expect(bodyRows(renderTable({positionPagination: 'none'}))).toBe(10);
  expect(bodyRows(renderTable({enableBottomToolbar: false, enablePagination: false}))).toBe(12);
});

test('enableToolbarInternalActions false drops the buttons; the search field shows only if showGlobalFilter starts true', () => {
  const off = renderTable({enableToolbarInternalActions: false});
  for (const label of ['Show/Hide search', 'Show/Hide filters', 'Show/Hide columns', 'Toggle density', 'Toggle full screen']) {
    expect(labels(off)).not.toContain(label);
  }
  expect(off.querySelector('input[placeholder="Search"]')).toBeNull();
  const open = renderTable({enableToolbarInternalActions: false, initialState: {showGlobalFilter: true}});
  expect(open.querySelector('input[placeholder="Search"]')).not.toBeNull();
});

test('the search toggle is left out when showGlobalFilter starts true', () => {
  expect(labels(renderTable({}))).toContain('Show/Hide search');
  expect(labels(renderTable({initialState: {showGlobalFilter: true}}))).not.toContain('Show/Hide search');
});

test('renderToolbarInternalActions replaces the whole group', () => {
  const container = renderTable({
    renderToolbarInternalActions: ({table}) => <MRT_ToggleFiltersButton table={table} />,
  });
  const shown = labels(container);
  expect(shown).toContain('Show/Hide filters');
  for (const label of ['Show/Hide search', 'Show/Hide columns', 'Toggle density', 'Toggle full screen']) {
    expect(shown).not.toContain(label);
  }
});
