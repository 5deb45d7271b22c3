/**
 * Claims of docs/guides/customize-components.mdx, checked against the installed material-react-table.
 */
import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {MaterialReactTable, useMaterialReactTable, type MRT_TableInstance} from 'material-react-table';
import {mountTable, people, personColumns, settle, type Person} from './harness';

const few = people.slice(0, 3);
const headCell = (container: HTMLElement, header: string) =>
  Array.from(container.querySelectorAll<HTMLElement>('thead th')).find(
    (cell) => cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent === header,
  )!;

describe('Customize Components guide', () => {
  it("each option in the page's table is called with the arguments listed there: header cells {column, table}, body rows {row, staticRowIndex, isDetailPanel, table}, body cells {cell, column, row, table}, header and footer rows {headerGroup | footerGroup, table}, the rest {table}", () => {
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
      muiTableContainerProps: record('container'),
      muiTableProps: record('table'),
      muiTableHeadProps: record('head'),
      muiTableHeadRowProps: record('headRow'),
      muiTableBodyProps: record('body'),
      columns: personColumns.map((column) => ({...column, footer: column.header})),
      muiTableFooterProps: record('footer'),
      muiTableFooterRowProps: record('footerRow'),
      muiTableFooterCellProps: record('footerCell'),
      muiTopToolbarProps: record('topToolbar'),
      muiBottomToolbarProps: record('bottomToolbar'),
      muiPaginationProps: record('pagination'),
      muiToolbarAlertBannerProps: record('alertBanner'),
    });
    expect(seen).toEqual({
      headCell: ['column', 'table'],
      bodyRow: ['row', 'staticRowIndex', 'table'],
      detailRow: ['isDetailPanel', 'row', 'staticRowIndex', 'table'],
      bodyCell: ['cell', 'column', 'row', 'table'],
      detailPanel: ['row', 'table'],
      paper: ['table'],
      container: ['table'],
      table: ['table'],
      head: ['table'],
      headRow: ['headerGroup', 'table'],
      body: ['table'],
      footer: ['table'],
      footerRow: ['footerGroup', 'table'],
      footerCell: ['column', 'table'],
      topToolbar: ['table'],
      bottomToolbar: ['table'],
      pagination: ['table'],
      alertBanner: ['table'],
    });
  });

  it('every option takes an object, applied to every instance of the part, or a function called for each instance on every render, so it can read state', async () => {
    const objectForm = mountTable({data: few, muiTableBodyCellProps: {title: 'every cell'}});
    const cells = Array.from(objectForm.container.querySelectorAll('tbody td'));
    expect(cells).toHaveLength(12);
    expect(cells.every((cell) => cell.getAttribute('title') === 'every cell')).toBe(true);
    objectForm.unmount();
    const functionForm = mountTable({
      data: few,
      muiTableBodyRowProps: ({row, table}) => ({title: `${row.original.firstName} ${table.getState().density}`}),
    });
    const titles = () =>
      Array.from(functionForm.container.querySelectorAll('tbody tr')).map((row) => row.getAttribute('title'));
    expect(titles()).toEqual(['Ada comfortable', 'Grace comfortable', 'Alan comfortable']);
    await settle(() => functionForm.table().setDensity('compact'));
    expect(titles()).toEqual(['Ada compact', 'Grace compact', 'Alan compact']);
    functionForm.unmount();
  });

  it("a body cell's `onKeyDown`, `onContextMenu`, `onDoubleClick` and `onDragEnter`, and a header cell's `onKeyDown`, run first, then MRT's own handling", async () => {
    const seen: string[] = [];
    const current: {table?: MRT_TableInstance<Person>} = {};
    const now = () => current.table!.getState();
    const log = (name: string, read: () => unknown) => () => seen.push(`${name}: ${JSON.stringify(read() ?? null)}`);
    const {container, table: latest} = mountTable({
      data: few,
      columns: personColumns.map((column) => ({...column, footer: column.header})),
      enableRowSelection: true,
      enableCellActions: true,
      renderCellActionMenuItems: () => [],
      enableEditing: true,
      editDisplayMode: 'cell',
      enableColumnOrdering: true,
      muiTableBodyCellProps: ({column}) => ({
        onKeyDown: log('keyDown', () => now().rowSelection),
        onContextMenu: log('contextMenu', () => now().actionCell?.id),
        onDoubleClick: log('doubleClick', () => now().editingCell?.id),
        onDragEnter: log(`dragEnter ${column.id}`, () => now().hoveredColumn?.id),
      }),
      muiTableHeadCellProps: {onKeyDown: log('head keyDown', () => now().sorting)},
    });
    current.table = latest();
    const table = latest();
    const firstRow = container.querySelectorAll('tbody tr')[0];
    const [selectCell, nameCell] = Array.from(firstRow.querySelectorAll('td'));
    await settle(() => fireEvent.keyDown(selectCell, {key: 'Enter'}));
    await settle(() => fireEvent.contextMenu(nameCell));
    const actionCell = latest().getState().actionCell?.id;
    await settle(() => latest().setActionCell(null));
    await settle(() => fireEvent.doubleClick(nameCell));
    const editingCell = latest().getState().editingCell?.id;
    await settle(() => table.setDraggingColumn(table.getColumn('age')));
    await settle(() => fireEvent.dragEnter(nameCell));
    await settle(() => fireEvent.keyDown(headCell(container, 'First Name'), {key: 'Enter'}));
    // each handler saw the state before MRT's own handling …
    expect(seen).toEqual([
      'keyDown: {}',
      'contextMenu: null',
      'doubleClick: null',
      'dragEnter firstName: null',
      'head keyDown: []',
    ]);
    // … which then ran
    const state = latest().getState();
    expect([state.rowSelection, actionCell, editingCell, state.hoveredColumn?.id]).toEqual([
      {0: true},
      '0_firstName',
      '0_firstName',
      'firstName',
    ]);
    expect(state.sorting).toEqual([{id: 'firstName', desc: false}]);
  });

  it("a footer cell's `onKeyDown` runs first, then MRT's own handling (an arrow key moves the focus to the next cell)", async () => {
    const focused: string[] = [];
    const {container} = mountTable({
      data: few,
      columns: personColumns.map((column) => ({...column, footer: column.header})),
      muiTableFooterCellProps: {onKeyDown: () => focused.push(document.activeElement?.textContent ?? '')},
    });
    const footerCell = Array.from(container.querySelectorAll<HTMLElement>('tfoot td')).find(
      (cell) => cell.textContent === 'First Name',
    )!;
    footerCell.focus();
    await settle(() => fireEvent.keyDown(footerCell, {key: 'ArrowRight'}));
    expect([focused, document.activeElement?.textContent]).toEqual([['First Name'], 'Last Name']);
  });

  it("a body cell's `onDragOver` never runs: MRT's own handler replaces it", () => {
    const onDragOver = jest.fn();
    const {container} = mountTable({data: few, muiTableBodyCellProps: {onDragOver}});
    const cell = container.querySelector('tbody td')!;
    // MRT's handler allows a column to be dropped on the cell: it prevents the default
    expect(fireEvent.dragOver(cell)).toBe(false);
    expect(onDragOver).not.toHaveBeenCalled();
  });

  it("a header cell's or body row's `onDragEnter` and `onDragOver` replace MRT's own, which track the column or row a dragged one is over and allow the drop there", async () => {
    const drag = async (props: object) => {
      const view = mountTable({
        data: few,
        enableColumnOrdering: true,
        enableRowOrdering: true,
        muiTableHeadCellProps: props,
        muiTableBodyRowProps: props,
      });
      const th = headCell(view.container, 'First Name');
      const tr = view.container.querySelectorAll('tbody tr')[1];
      await settle(() => view.table().setDraggingColumn(view.table().getColumn('age')));
      await settle(() => fireEvent.dragEnter(th));
      await settle(() => view.table().setDraggingRow(view.table().getRowModel().rows[0]));
      await settle(() => fireEvent.dragEnter(tr));
      const state = view.table().getState();
      const result = {
        hoveredColumn: state.hoveredColumn?.id ?? null,
        hoveredRow: state.hoveredRow?.id ?? null,
        headDropAllowed: !fireEvent.dragOver(th),
        rowDropAllowed: !fireEvent.dragOver(tr),
      };
      view.unmount();
      return result;
    };
    expect(await drag({})).toEqual({
      hoveredColumn: 'firstName',
      hoveredRow: '1',
      headDropAllowed: true,
      rowDropAllowed: true,
    });
    const yours = {onDragEnter: jest.fn(), onDragOver: jest.fn()};
    expect(await drag(yours)).toEqual({
      hoveredColumn: null,
      hoveredRow: null,
      headDropAllowed: false,
      rowDropAllowed: false,
    });
    expect([yours.onDragEnter.mock.calls.length, yours.onDragOver.mock.calls.length]).toEqual([2, 2]);
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
      columns: [
        {accessorKey: 'firstName', header: 'First Name'},
        {accessorKey: 'age', header: 'Age', muiTableHeadCellProps: {align: 'right'}},
      ],
    });
    const [plain, right] = Array.from(container.querySelectorAll<HTMLElement>('thead .Mui-TableHeadCell-Content'));
    expect([getComputedStyle(plain).flexDirection, getComputedStyle(right).flexDirection]).toEqual([
      'row',
      'row-reverse',
    ]);
    // the labels come first in the markup, the buttons after them: reversed, the buttons are drawn on the left
    expect(Array.from(right.children).map((child) => child.className.split(' ')[0])).toEqual([
      'Mui-TableHeadCell-Content-Labels',
      'Mui-TableHeadCell-Content-Actions',
    ]);
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

  it("MRT's cells take the row's background (inherit); the striping snippet colours the cells of every other row by staticRowIndex, whatever the sort", async () => {
    const plain = mountTable({data: few});
    expect(getComputedStyle(plain.container.querySelector('tbody td')!).backgroundColor).toBe('inherit');
    plain.unmount();
    const {container, table, unmount} = mountTable({
      data: people.slice(0, 4),
      muiTableBodyRowProps: ({staticRowIndex}) => ({
        sx: staticRowIndex % 2 === 1 ? {'& > td': {backgroundColor: 'rgb(1, 2, 3)'}} : undefined,
      }),
    });
    const stripes = () =>
      Array.from(container.querySelectorAll('tbody tr')).map((row) => [
        row.querySelector('td')!.textContent,
        getComputedStyle(row.querySelector('td')!).backgroundColor === 'rgb(1, 2, 3)',
      ]);
    expect(stripes()).toEqual([
      ['Ada', false],
      ['Grace', true],
      ['Alan', false],
      ['Edsger', true],
    ]);
    await settle(() => table().setSorting([{id: 'age', desc: false}]));
    expect(stripes()).toEqual([
      ['Ada', false],
      ['Alan', true],
      ['Edsger', false],
      ['Grace', true],
    ]);
    unmount();
  });

  it('the CSS-only alternative counts every `tr` in the body: with `renderDetailPanel` the stripes no longer alternate by data row', () => {
    const {container, unmount} = mountTable({
      data: people.slice(0, 4),
      renderDetailPanel: () => 'details',
      muiTableBodyProps: {sx: {'& tr:nth-of-type(odd) > td': {backgroundColor: 'rgb(1, 2, 3)'}}},
    });
    const dataRows = Array.from(container.querySelectorAll('tbody tr:not(.Mui-TableBodyCell-DetailPanel)'));
    // every data row is an odd tr (its panel row is the even one after it): all four get the colour
    expect(
      dataRows.map((row) => getComputedStyle(row.querySelector('td')!).backgroundColor === 'rgb(1, 2, 3)'),
    ).toEqual([true, true, true, true]);
    unmount();
  });

  it("MRT adds its own class names to the parts of a header cell, `Mui-TableBodyCell-DetailPanel` to the row (`tr`) holding a row's detail panel and to its cell (`td`), and `Mui-ToolbarDropZone` to the drop zone for grouping", async () => {
    const {container, table, unmount} = mountTable({
      data: few,
      enableColumnResizing: true,
      enableGrouping: true,
      renderDetailPanel: () => 'details',
    });
    const th = headCell(container, 'First Name');
    const part = (name: string) => th.querySelector(`.${name}`) as HTMLElement;
    // the content row holds the labels and the actions
    expect(part('Mui-TableHeadCell-Content').contains(part('Mui-TableHeadCell-Content-Labels'))).toBe(true);
    expect(part('Mui-TableHeadCell-Content').contains(part('Mui-TableHeadCell-Content-Actions'))).toBe(true);
    // the wrapper is the header text itself, inside the labels with the sort icon
    expect(part('Mui-TableHeadCell-Content-Wrapper').textContent).toBe('First Name');
    expect(part('Mui-TableHeadCell-Content-Labels').contains(part('Mui-TableHeadCell-Content-Wrapper'))).toBe(true);
    expect(part('Mui-TableHeadCell-Content-Labels').querySelector('.MuiTableSortLabel-root')).not.toBeNull();
    // the actions hold the column actions and drag buttons
    const actions = within(part('Mui-TableHeadCell-Content-Actions'));
    expect(actions.getByRole('button', {name: 'Column Actions'})).toBeTruthy();
    expect(actions.getByRole('button', {name: 'Move'})).toBeTruthy();
    // the resize handle
    expect(
      part('Mui-TableHeadCell-ResizeHandle-Wrapper').contains(part('Mui-TableHeadCell-ResizeHandle-Divider')),
    ).toBe(true);
    // a click on the labels sorts
    await settle(() => fireEvent.click(part('Mui-TableHeadCell-Content-Labels')));
    expect(table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    const marked = Array.from(container.querySelectorAll('.Mui-TableBodyCell-DetailPanel'));
    expect(marked.map((element) => element.tagName)).toEqual(['TR', 'TD', 'TR', 'TD', 'TR', 'TD']);
    expect(marked[1].parentElement).toBe(marked[0]);
    expect(container.querySelectorAll('.Mui-ToolbarDropZone')).toHaveLength(1);
    expect(container.querySelector('.Mui-ToolbarDropZone')!.closest('thead, tbody')).toBeNull();
    unmount();
  });

  it('body rows carry data-index and data-selected / data-pinned when selected or pinned; body cells data-index (the column position) and data-pinned in a pinned column', async () => {
    const {table, container, unmount} = mountTable({
      data: few,
      enableRowSelection: true,
      enableRowPinning: true,
      enableColumnPinning: true,
    });
    const rows = () => Array.from(container.querySelectorAll('tbody tr'));
    // before: nothing selected or pinned
    expect(container.querySelectorAll('tbody [data-selected="true"], tbody [data-pinned="true"]')).toHaveLength(0);
    await settle(() => {
      table().setRowSelection({1: true});
      table().setColumnPinning({left: ['firstName']});
      table().getRowModel().rows[2].pin('top');
    });
    // pinning firstName moved it to the first cell
    expect(rows().map((row) => row.querySelector('td')!.textContent)).toEqual(['Ada', 'Grace', 'Alan']);
    expect(rows().map((row) => [row.getAttribute('data-index'), row.getAttribute('data-selected')])).toEqual([
      ['0', null],
      ['1', 'true'],
      ['2', null],
    ]);
    expect(rows().map((row) => row.getAttribute('data-pinned'))).toEqual([null, null, 'true']);
    for (const row of rows()) {
      const cells = Array.from(row.querySelectorAll('td'));
      expect(cells.map((cell) => cell.getAttribute('data-index'))).toEqual(['0', '1', '2', '3', '4', '5']);
      expect(cells.map((cell) => cell.getAttribute('data-pinned'))).toEqual(['true', null, null, null, null, null]);
    }
    unmount();
  });

  it("a theme's components reach MRT's parts, but an override loses wherever MRT sets the same property in its sx: cell padding, the header's bold font weight, row and paper backgrounds", () => {
    const theme = createTheme({
      components: {
        MuiTableCell: {styleOverrides: {root: {fontStyle: 'italic', padding: '3px', fontWeight: 300}}},
        MuiTableRow: {styleOverrides: {root: {backgroundColor: 'rgb(255, 0, 0)'}}},
        MuiPaper: {styleOverrides: {root: {backgroundColor: 'rgb(0, 255, 0)', outlineStyle: 'dotted'}}},
      },
    });
    function Table() {
      const table = useMaterialReactTable({columns: personColumns, data: few});
      return <MaterialReactTable table={table} />;
    }
    const {container} = render(
      <ThemeProvider theme={theme}>
        <Table />
      </ThemeProvider>,
    );
    const bodyCell = container.querySelector('tbody td')!;
    const headCell = container.querySelector('thead th')!;
    const paper = container.querySelector('.MuiPaper-root')!;
    // what MRT leaves alone comes from the theme
    expect(getComputedStyle(bodyCell).fontStyle).toBe('italic');
    expect(getComputedStyle(paper).outlineStyle).toBe('dotted');
    // what MRT's sx sets wins
    expect(getComputedStyle(bodyCell).padding).not.toBe('3px');
    expect(getComputedStyle(headCell).fontWeight).toBe('700');
    expect(getComputedStyle(container.querySelector('tbody tr')!).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(paper).backgroundColor).toBe('rgb(255, 255, 255)');
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
    expect(layout({enableColumnVirtualization: true})).toEqual(['grid', false]);
    expect(layout({enableRowVirtualization: true, layoutMode: 'semantic'})).toEqual(['grid', false]);
    expect(layout({enableColumnResizing: true, layoutMode: 'grid'})).toEqual(['grid', false]);
  });

  it("in the grid modes, `align` on a cell also sets its `justifyContent`, since the cell is a flex box; not in 'semantic'", () => {
    const justify = (layoutMode: 'semantic' | 'grid' | 'grid-no-grow') => {
      const view = mountTable({data: few, layoutMode, muiTableBodyCellProps: {align: 'right'}});
      const style = getComputedStyle(view.container.querySelector('tbody td')!);
      const result = [style.display, style.justifyContent];
      view.unmount();
      return result;
    };
    expect(justify('semantic')).toEqual(['table-cell', '']);
    expect(justify('grid')).toEqual(['flex', 'right']);
    expect(justify('grid-no-grow')).toEqual(['flex', 'right']);
  });

  it("muiPaginationProps takes MRT's own rowsPerPageOptions, showRowsPerPage, SelectProps and disabled", async () => {
    const options = async () => {
      await settle(() => fireEvent.mouseDown(screen.getByRole('combobox', {name: 'Rows per page'})));
      const listed = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await settle(() => fireEvent.keyDown(screen.getByRole('listbox'), {key: 'Escape'}));
      return listed;
    };
    const plain = mountTable({data: people});
    expect(await options()).toEqual(['5', '10', '15', '20', '25', '30', '50', '100']);
    plain.unmount();
    const shown = mountTable({
      data: people,
      initialState: {pagination: {pageIndex: 0, pageSize: 3}},
      muiPaginationProps: {rowsPerPageOptions: [3, 6]},
    });
    expect(await options()).toEqual(['3', '6']);
    shown.unmount();
    const hidden = mountTable({data: people, muiPaginationProps: {showRowsPerPage: false}});
    expect(screen.queryByText('Rows per page')).toBeNull();
    expect(screen.getByRole('button', {name: 'Go to next page'})).toBeTruthy();
    hidden.unmount();
    const selectProps = mountTable({data: people, muiPaginationProps: {SelectProps: {native: true}}});
    const nativeSelect = screen.getByRole('combobox', {name: 'Rows per page'});
    expect(nativeSelect.tagName).toBe('SELECT');
    selectProps.unmount();
    const disabled = mountTable({
      data: people,
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
      muiPaginationProps: {disabled: true},
    });
    expect(screen.getByRole('button', {name: 'Go to next page'})).toBeDisabled();
    expect(screen.getByRole('combobox', {name: 'Rows per page'})).toHaveAttribute('aria-disabled', 'true');
    disabled.unmount();
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

  it("the localization's noRecordsToDisplay and noResultsFound change the words", async () => {
    const {container, table, unmount} = mountTable({
      data: [],
      localization: {noRecordsToDisplay: 'Nobody yet', noResultsFound: 'Nobody matches'},
    });
    expect(container.querySelector('tbody')!.textContent).toBe('Nobody yet');
    await settle(() => table().setGlobalFilter('zzzz'));
    expect(container.querySelector('tbody')!.textContent).toBe('Nobody matches');
    unmount();
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
