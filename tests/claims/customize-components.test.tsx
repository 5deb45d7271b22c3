/**
 * Claims of docs/guides/customize-components.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {render, screen} from '@testing-library/react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {MaterialReactTable, useMaterialReactTable, type MRT_TableInstance} from 'material-react-table';
import {mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const few = people.slice(0, 3);

describe('Customize Components guide', () => {
  it('each option is called with the arguments of the table: header cells {column, table}, body rows {row, staticRowIndex, isDetailPanel, table}, body cells {cell, column, row, table}', () => {
    const seen: Record<string, string[]> = {};
    const record = (name: string) => (args: object) => {
      seen[name] = Object.keys(args).sort();
      return {};
    };
    mountTable({
      data: few,
      renderDetailPanel: () => 'details',
      muiTableHeadCellProps: record('headCell'),
      muiTableBodyRowProps: (args) => {
        if (args.isDetailPanel) seen.detailRow = Object.keys(args).sort();
        else seen.bodyRow = Object.keys(args).sort();
        return {};
      },
      muiTableBodyCellProps: record('bodyCell'),
      muiDetailPanelProps: record('detailPanel'),
      muiTablePaperProps: record('paper'),
    });
    expect(seen).toEqual({
      headCell: ['column', 'table'],
      bodyRow: ['row', 'staticRowIndex', 'table'],
      detailRow: ['isDetailPanel', 'row', 'staticRowIndex', 'table'],
      bodyCell: ['cell', 'column', 'row', 'table'],
      detailPanel: ['row', 'table'],
      paper: ['table'],
    });
  });

  it('table and column props are spread into one object, table first: a prop the column sets wins, one it does not set keeps the table’s value, and sx is replaced, not merged', () => {
    const {container} = mountTable({
      data: few,
      muiTableBodyCellProps: {title: 'table', 'aria-description': 'kept', sx: {fontStyle: 'italic'}},
      columns: [
        {
          accessorKey: 'firstName',
          header: 'First Name',
          muiTableBodyCellProps: {title: 'column', sx: {fontWeight: 700}},
        },
      ],
    });
    const cell = container.querySelector('tbody td') as HTMLElement;
    expect([cell.title, cell.getAttribute('aria-description')]).toEqual(['column', 'kept']);
    const style = getComputedStyle(cell);
    expect([style.fontWeight, style.fontStyle]).toEqual(['700', '']);
  });

  it("align: 'right' on a header cell reverses its content, so the buttons sit left of the label", () => {
    const {container} = mountTable({
      data: few,
      columns: [{accessorKey: 'age', header: 'Age', muiTableHeadCellProps: {align: 'right'}}],
    });
    const content = container.querySelector('thead .Mui-TableHeadCell-Content') as HTMLElement;
    expect(getComputedStyle(content).flexDirection).toBe('row-reverse');
  });

  it("MRT spreads your sx over its own: a property you set replaces MRT's value, everything else stays", () => {
    const plain = mountTable({data: few});
    const before = getComputedStyle(plain.container.querySelector('thead th')!);
    const [weight, padding] = [before.fontWeight, before.paddingTop];
    plain.unmount();
    const styled = mountTable({data: few, muiTableHeadCellProps: {sx: {fontWeight: 400}}});
    const after = getComputedStyle(styled.container.querySelector('thead th')!);
    expect([weight, after.fontWeight, after.paddingTop]).toEqual(['700', '400', padding]);
  });

  it("MRT's cells take the row's background (inherit)", () => {
    const {container} = mountTable({data: few});
    expect(getComputedStyle(container.querySelector('tbody td')!).backgroundColor).toBe('inherit');
  });

  it('MRT adds its own class names to the parts of a header cell and the detail panel row', () => {
    const {container} = mountTable({data: few, enableColumnResizing: true, renderDetailPanel: () => 'details'});
    for (const name of [
      'Mui-TableHeadCell-Content',
      'Mui-TableHeadCell-Content-Labels',
      'Mui-TableHeadCell-Content-Wrapper',
      'Mui-TableHeadCell-Content-Actions',
      'Mui-TableHeadCell-ResizeHandle-Wrapper',
      'Mui-TableHeadCell-ResizeHandle-Divider',
    ]) {
      expect([name, container.querySelector(`thead th .${name}`) !== null]).toEqual([name, true]);
    }
    expect(container.querySelector('.Mui-TableBodyCell-DetailPanel')!.tagName).toBe('TR');
  });

  it('body rows carry data-index and data-selected / data-pinned when selected or pinned; body cells data-index and data-pinned in a pinned column', async () => {
    const {table, container} = mountTable({
      data: few,
      enableRowSelection: true,
      enableRowPinning: true,
      enableColumnPinning: true,
    });
    await settle(() => {
      table().setRowSelection({1: true});
      table().setColumnPinning({left: ['firstName']});
      table().getRowModel().rows[2].pin('top');
    });
    const rows = Array.from(container.querySelectorAll('tbody tr'));
    const selected = rows.find((r) => r.getAttribute('data-selected') === 'true')!;
    const pinned = rows.filter((r) => r.getAttribute('data-pinned') === 'true');
    expect(selected.textContent).toContain('Grace');
    expect(pinned.map((r) => r.textContent?.includes('Alan'))).toContain(true);
    const cell = container.querySelector('tbody td[data-pinned="true"]')!;
    expect(cell.textContent).not.toBe('');
    expect(rows[0].getAttribute('data-index')).not.toBeNull();
  });

  it('mrtTheme colours come from the theme of the component that calls useMaterialReactTable, not a ThemeProvider around <MaterialReactTable /> only', () => {
    const ref: {table?: MRT_TableInstance<Person>} = {};
    const teal = createTheme({palette: {primary: {main: '#0f766e'}}});
    function InnerOnly() {
      const table = useMaterialReactTable({columns: personColumns, data: few});
      ref.table = table;
      return (
        <ThemeProvider theme={teal}>
          <MaterialReactTable table={table} />
        </ThemeProvider>
      );
    }
    const inner = render(<InnerOnly />);
    expect(ref.table!.options.mrtTheme.draggingBorderColor).toBe(createTheme().palette.primary.main);
    inner.unmount();
    function Table() {
      const table = useMaterialReactTable({columns: personColumns, data: few});
      ref.table = table;
      return <MaterialReactTable table={table} />;
    }
    render(
      <ThemeProvider theme={teal}>
        <Table />
      </ThemeProvider>,
    );
    expect(ref.table!.options.mrtTheme.draggingBorderColor).toBe('#0f766e');
  });

  it("mrtTheme's defaults are computed from the palette; a key you give replaces one, as an object or a function of the theme", () => {
    const {table, unmount} = tableInstance({data: []});
    const palette = createTheme().palette;
    expect(table().options.mrtTheme).toEqual({
      baseBackgroundColor: palette.background.default,
      cellNavigationOutlineColor: palette.primary.main,
      draggingBorderColor: palette.primary.main,
      matchHighlightColor: 'rgb(255, 203, 127)',
      menuBackgroundColor: 'rgb(255, 255, 255)',
      pinnedRowBackgroundColor: 'rgba(25, 118, 210, 0.1)',
      selectedRowBackgroundColor: 'rgba(25, 118, 210, 0.2)',
    });
    unmount();
    const custom = tableInstance({
      data: [],
      mrtTheme: (theme) => ({baseBackgroundColor: theme.palette.mode === 'dark' ? '#000' : '#f7fbff'}),
    });
    expect(custom.table().options.mrtTheme.baseBackgroundColor).toBe('#f7fbff');
    expect(custom.table().options.mrtTheme.menuBackgroundColor).toBe('rgb(247, 251, 255)');
  });

  it('a CSS variable as baseBackgroundColor makes MUI’s lighten throw', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      mountTable({data: [], mrtTheme: {baseBackgroundColor: 'var(--mui-palette-background-default)'}}),
    ).toThrow();
    errors.mockRestore();
  });

  it("layoutMode defaults to 'semantic'; with enableColumnResizing it is 'grid-no-grow' (with a spacer column), and virtualization turns 'semantic' into 'grid'", () => {
    const layout = (options: object) => {
      const mounted = mountTable({data: [], ...options});
      const result = [
        mounted.table().options.layoutMode,
        mounted
          .table()
          .getAllLeafColumns()
          .some((c) => c.id === 'mrt-row-spacer'),
      ];
      mounted.unmount();
      return result;
    };
    expect(layout({})).toEqual(['semantic', false]);
    expect(layout({enableColumnResizing: true})).toEqual(['grid-no-grow', true]);
    expect(layout({enableRowVirtualization: true})).toEqual(['grid', false]);
    expect(layout({enableColumnResizing: true, layoutMode: 'grid'})).toEqual(['grid', false]);
  });

  it("muiPaginationProps takes MRT's own rowsPerPageOptions and showRowsPerPage", () => {
    const shown = mountTable({data: few, muiPaginationProps: {rowsPerPageOptions: [3, 6]}});
    expect(screen.getByText('Rows per page')).toBeInTheDocument();
    shown.unmount();
    mountTable({data: few, muiPaginationProps: {showRowsPerPage: false}});
    expect(screen.queryByText('Rows per page')).toBeNull();
  });
  it("column.getIndex() gives the column's position among the visible columns, so the stripes keep alternating when a column is hidden or moved", async () => {
    const {table, container} = mountTable({
      data: few,
      muiTableBodyCellProps: ({column}) => ({
        sx: column.getIndex() % 2 === 1 ? {backgroundColor: 'rgb(1, 2, 3)'} : undefined,
      }),
    });
    const striped = () =>
      Array.from(container.querySelector('tbody tr')!.querySelectorAll('td')).map(
        (cell) => getComputedStyle(cell).backgroundColor === 'rgb(1, 2, 3)',
      );
    expect(striped()).toEqual([false, true, false, true]);
    await settle(() => table().setColumnVisibility({lastName: false}));
    expect(table().getColumn('age').getIndex()).toBe(1);
    expect(striped()).toEqual([false, true, false]);
    await settle(() => table().setColumnOrder(['city', 'firstName', 'age']));
    expect(table().getColumn('firstName').getIndex()).toBe(1);
    expect(striped()).toEqual([false, true, false]);
  });

  it('with no rows the body reads "No records to display", or "No results found" while a search or column filter is active, even when data itself is empty', async () => {
    const empty = mountTable({data: []});
    expect(empty.container.querySelector('tbody')!.textContent).toBe('No records to display');
    await settle(() => empty.table().setColumnFilters([{id: 'city', value: 'x'}]));
    expect(empty.container.querySelector('tbody')!.textContent).toBe('No results found');
    empty.unmount();
    const searched = mountTable({data: few});
    await settle(() => searched.table().setGlobalFilter('zzzz'));
    expect(searched.container.querySelector('tbody')!.textContent).toBe('No results found');
  });

  it("the localization's noRecordsToDisplay and noResultsFound change the words", () => {
    const {container} = mountTable({data: [], localization: {noRecordsToDisplay: 'Nobody yet'}});
    expect(container.querySelector('tbody')!.textContent).toBe('Nobody yet');
  });

  it('renderEmptyRowsFallback replaces the content of the cell that spans the body', () => {
    const {container} = mountTable({
      data: [],
      enableRowSelection: true,
      renderEmptyRowsFallback: ({table}) => <b>{table.getState().globalFilter ?? 'none'} here</b>,
    });
    const cells = container.querySelectorAll('tbody td');
    expect(cells).toHaveLength(1);
    expect(cells[0].getAttribute('colspan')).toBe('5');
    expect(cells[0].innerHTML).toBe('<b>none here</b>');
  });
});
