/**
 * Claims of the API reference's state options page (src/api/descriptions/state-options.ts): what each piece of
 * state controls. `globalFilterFn` is in api-state-options.test.tsx.
 */
import {fireEvent, screen, within} from '@testing-library/react';
import type {MRT_TableOptions} from 'material-react-table';
import {bodyRows, mountTable, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const firstNames = (rows: {original: Person}[]) => rows.map((row) => row.original.firstName);
const quiet: Partial<MRT_TableOptions<Person>> = {enableTopToolbar: false, enableBottomToolbar: false};
const cellOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll<HTMLElement>('tbody td')).find((td) => td.textContent === text)!;
const headerOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll<HTMLElement>('thead th')).find((th) => th.textContent?.startsWith(text))!;
const dataTransfer = {setDragImage: () => {}};
const overlay = (container: HTMLElement) =>
  container.querySelector('.MuiTableContainer-root .MuiCircularProgress-root');
const skeletons = (container: HTMLElement) => container.querySelectorAll('tbody .MuiSkeleton-root').length;
const bars = (container: HTMLElement) => container.querySelectorAll('.MuiLinearProgress-root').length;

interface Node {
  name: string;
  subRows?: Node[];
}
const tree: Node[] = [{name: 'root', subRows: [{name: 'child', subRows: [{name: 'grandchild'}]}]}, {name: 'other'}];

describe('actionCell', () => {
  it('the cell whose cell actions menu is open, or null', async () => {
    const view = mountTable({
      ...quiet,
      enableCellActions: true,
      renderCellActionMenuItems: ({closeMenu}) => [
        <button key="close" onClick={closeMenu}>
          Done
        </button>,
      ],
    });
    expect(view.table().getState().actionCell).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    await settle(() => fireEvent.contextMenu(cellOf(view.container, 'Grace')));
    expect(view.table().getState().actionCell?.id).toBe('1_firstName');
    expect(within(screen.getByRole('menu')).getByText('Done')).toBeInTheDocument();
    await settle(() => fireEvent.click(screen.getByText('Done')));
    expect(view.table().getState().actionCell).toBeNull();
    view.unmount();
  });
});

describe('columnFilterFns', () => {
  it("the filter mode chosen for each column, keyed by column id (for example `{age: 'between'}`)", () => {
    // fresh column objects: MRT writes the chosen filter function into the column definitions it is given
    const view = tableInstance({
      columns: personColumns.map((column) => ({...column})),
      enableColumnFilterModes: true,
      state: {columnFilters: [{id: 'firstName', value: 'Ad'}]},
    });
    expect(view.table().getState().columnFilterFns).toEqual({
      firstName: 'fuzzy',
      lastName: 'fuzzy',
      age: 'fuzzy',
      city: 'fuzzy',
    });
    expect(firstNames(view.table().getRowModel().rows)).toEqual(['Ada', 'Donald']);
    view.update({state: {columnFilters: [{id: 'firstName', value: 'Ad'}], columnFilterFns: {firstName: 'equals'}}});
    expect(view.table().getRowModel().rows).toHaveLength(0);
    view.update({state: {columnFilters: [{id: 'age', value: [40, 60]}], columnFilterFns: {age: 'between'}}});
    expect(firstNames(view.table().getRowModel().rows)).toEqual(['Alan', 'Barbara', 'Frances', 'John']);
    view.unmount();
  });
});

describe('columnFilters', () => {
  it('the active column filters, as a list of `{id, value}` objects', () => {
    const view = tableInstance({state: {columnFilters: [{id: 'city', value: 'Boston'}]}});
    expect(firstNames(view.table().getRowModel().rows)).toEqual(['Barbara', 'Margaret']);
    view.unmount();
  });
});

describe('columnOrder', () => {
  it('the column ids in display order', () => {
    const view = tableInstance({state: {columnOrder: ['city', 'age', 'firstName', 'lastName']}});
    expect(
      view
        .table()
        .getVisibleLeafColumns()
        .map((column) => column.id),
    ).toEqual(['city', 'age', 'firstName', 'lastName']);
    view.unmount();
  });

  it('MRT computes the starting order, including its display columns, when you give none', () => {
    const view = tableInstance({enableRowSelection: true, enableRowActions: true});
    expect(view.table().getState().columnOrder).toEqual([
      'mrt-row-actions',
      'mrt-row-select',
      'firstName',
      'lastName',
      'age',
      'city',
    ]);
    view.unmount();
  });
});

describe('columnPinning', () => {
  it('the ids of the columns pinned `left` and `right`', () => {
    const view = tableInstance({state: {columnPinning: {left: ['city'], right: ['firstName']}}});
    const table = view.table();
    expect([table.getLeftLeafColumns(), table.getCenterLeafColumns(), table.getRightLeafColumns()]).toEqual([
      [table.getColumn('city')],
      [table.getColumn('lastName'), table.getColumn('age')],
      [table.getColumn('firstName')],
    ]);
    view.unmount();
  });
});

/** Drags the resize handle of the `City` header by `delta` pixels and returns the state seen mid-drag and after. */
async function resizeCity(delta: number) {
  const view = mountTable({...quiet, enableColumnResizing: true});
  const handle = headerOf(view.container, 'City').querySelector<HTMLElement>(
    '.Mui-TableHeadCell-ResizeHandle-Wrapper',
  )!;
  const before = view.table().getState().columnSizing;
  await settle(() => fireEvent.mouseDown(handle, {clientX: 500}));
  await settle(() => fireEvent.mouseMove(document, {clientX: 500 + delta}));
  const during = view.table().getState().columnSizingInfo;
  await settle(() => fireEvent.mouseUp(document, {clientX: 500 + delta}));
  const after = {sizing: view.table().getState().columnSizing, size: view.table().getColumn('city').getSize()};
  view.unmount();
  return {before, during, after};
}

describe('columnSizing', () => {
  it('column widths set by resizing, in pixels, keyed by column id', async () => {
    const {before, after} = await resizeCity(40);
    expect(before).toEqual({});
    expect(after).toEqual({sizing: {city: 220}, size: 220});
    const view = tableInstance({state: {columnSizing: {age: 90}}});
    expect(view.table().getColumn('age').getSize()).toBe(90);
    view.unmount();
  });
});

describe('columnSizingInfo', () => {
  it('progress information of a resize in progress (which column, start offset, delta)', async () => {
    const {during} = await resizeCity(40);
    expect(during).toEqual(
      expect.objectContaining({isResizingColumn: 'city', startOffset: 500, deltaOffset: 40, startSize: 180}),
    );
  });
});

describe('columnVisibility', () => {
  it('which columns are shown, keyed by column id; `false` hides a column', () => {
    const view = mountTable({...quiet, state: {columnVisibility: {age: false, city: true}}});
    expect(bodyRows(view.container)[0]).toEqual(['Ada', 'Lovelace', 'London']);
    view.unmount();
  });
});

describe('creatingRow', () => {
  it('the new row being created, or null when no row is being created', async () => {
    const view = mountTable({...quiet, enableEditing: true, createDisplayMode: 'row'});
    expect(view.table().getState().creatingRow).toBeNull();
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10);
    await settle(() => view.table().setCreatingRow(true));
    expect(view.table().getState().creatingRow?.id).toBe('mrt-row-create');
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(11);
    view.unmount();
  });
});

describe('density', () => {
  it('the row spacing: `comfortable`, `compact` or `spacious`', () => {
    const padding = (density?: 'comfortable' | 'compact' | 'spacious') => {
      const view = mountTable({...quiet, ...(density ? {state: {density}} : {})});
      const value = getComputedStyle(cellOf(view.container, 'Ada')).padding;
      view.unmount();
      return value;
    };
    expect([padding('compact'), padding('comfortable'), padding('spacious')]).toEqual(['0.5rem', '1rem', '1.5rem']);
    expect(padding()).toBe('1rem');
  });
});

describe('draggingColumn', () => {
  it('the column being dragged, or null', async () => {
    const view = mountTable({...quiet, enableColumnOrdering: true});
    expect(view.table().getState().draggingColumn).toBeNull();
    const handle = within(headerOf(view.container, 'Age')).getByRole('button', {name: 'Move'});
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    expect(view.table().getState().draggingColumn?.id).toBe('age');
    await settle(() => fireEvent.dragEnd(handle));
    expect(view.table().getState().draggingColumn).toBeNull();
    view.unmount();
  });
});

describe('draggingRow', () => {
  it('the row being dragged, or null', async () => {
    const view = mountTable({...quiet, enableRowDragging: true});
    expect(view.table().getState().draggingRow).toBeNull();
    const handle = within(cellOf(view.container, 'Grace').closest('tr')!).getByRole('button', {name: 'Move'});
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    expect(view.table().getState().draggingRow?.id).toBe('1');
    await settle(() => fireEvent.dragEnd(handle));
    expect(view.table().getState().draggingRow).toBeNull();
    view.unmount();
  });
});

describe('editingCell', () => {
  it('the cell whose editor is open in `cell` edit mode (opened by a double-click or the cell actions "Edit" item), or null', async () => {
    const view = mountTable({...quiet, enableEditing: true, editDisplayMode: 'cell', enableCellActions: true});
    expect(view.table().getState().editingCell).toBeNull();
    expect(view.container.querySelectorAll('tbody input')).toHaveLength(0);
    await settle(() => fireEvent.doubleClick(cellOf(view.container, 'Grace')));
    expect(view.table().getState().editingCell?.id).toBe('1_firstName');
    expect(view.container.querySelectorAll('tbody input')).toHaveLength(1);
    await settle(() => view.table().setEditingCell(null));
    await settle(() => fireEvent.contextMenu(cellOf(view.container, 'Hopper')));
    await settle(() => fireEvent.click(within(screen.getByRole('menu')).getByText('Edit')));
    expect(view.table().getState().editingCell?.id).toBe('1_lastName');
    view.unmount();
  });

  it('in `table` mode every cell is an editor and MRT leaves this null', async () => {
    const view = mountTable({
      ...quiet,
      enableEditing: true,
      editDisplayMode: 'table',
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
    });
    expect(view.container.querySelectorAll('tbody input')).toHaveLength(20);
    await settle(() => fireEvent.doubleClick(view.container.querySelector('tbody td')!));
    expect(view.table().getState().editingCell).toBeNull();
    view.unmount();
  });
});

describe('editingRow', () => {
  it('the row being edited in `modal` or `row` edit mode, or null', async () => {
    for (const editDisplayMode of ['modal', 'row'] as const) {
      const view = mountTable({
        ...quiet,
        enableEditing: true,
        editDisplayMode,
        initialState: {pagination: {pageIndex: 0, pageSize: 5}},
      });
      expect(view.table().getState().editingRow).toBeNull();
      await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[1]));
      expect(view.table().getState().editingRow?.id).toBe('1');
      expect(screen.getAllByDisplayValue('Grace').length).toBeGreaterThan(0);
      expect(screen.queryAllByRole('dialog')).toHaveLength(editDisplayMode === 'modal' ? 1 : 0);
      view.unmount();
    }
  });
});

describe('expanded', () => {
  it('which rows are expanded, keyed by row id, or `true` when all rows are expanded', () => {
    const view = tableInstance<Node>({
      columns: [{accessorKey: 'name', header: 'Name'}],
      data: tree,
      enableExpanding: true,
      state: {expanded: {'0': true}},
    });
    const names = () =>
      view
        .table()
        .getRowModel()
        .rows.map((row) => row.original.name);
    expect(names()).toEqual(['root', 'child', 'other']);
    view.update({state: {expanded: true}});
    expect(names()).toEqual(['root', 'child', 'grandchild', 'other']);
    view.unmount();
  });
});

describe('globalFilter', () => {
  it('the text of the search box', async () => {
    const view = mountTable({enableBottomToolbar: false, initialState: {showGlobalFilter: true, globalFilter: 'Ada'}});
    const search = screen.getByPlaceholderText('Search');
    expect(search).toHaveValue('Ada');
    expect(bodyRows(view.container).map((cells) => cells[0])).toEqual(['Ada']);
    jest.useFakeTimers();
    try {
      fireEvent.change(search, {target: {value: 'Grace'}});
      await settle(() => jest.advanceTimersByTime(1000));
    } finally {
      jest.useRealTimers();
    }
    expect(view.table().getState().globalFilter).toBe('Grace');
    view.unmount();
  });
});

describe('grouping', () => {
  it('the ids of the columns rows are grouped by, in order', () => {
    const view = tableInstance({enableGrouping: true, state: {grouping: ['city', 'lastName']}});
    const [london] = view.table().getRowModel().rows;
    expect([
      london.groupingColumnId,
      london.subRows![0].groupingColumnId,
      london.subRows![0].subRows![0].original,
    ]).toEqual(['city', 'lastName', view.table().options.data[0]]);
    view.unmount();
  });
});

describe('hoveredColumn', () => {
  it('the column a dragged column is over while columns are reordered (`enableColumnOrdering`), or null', async () => {
    const hovered = async (enableColumnOrdering: boolean) => {
      const view = mountTable({...quiet, enableColumnOrdering, enableColumnDragging: true});
      expect(view.table().getState().hoveredColumn).toBeNull();
      const handle = within(headerOf(view.container, 'Age')).getByRole('button', {name: 'Move'});
      await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
      await settle(() => fireEvent.dragEnter(headerOf(view.container, 'First Name')));
      const over = view.table().getState().hoveredColumn?.id;
      await settle(() => fireEvent.dragEnd(handle));
      const after = view.table().getState().hoveredColumn;
      view.unmount();
      return [over, after];
    };
    expect(await hovered(true)).toEqual(['firstName', null]);
    expect(await hovered(false)).toEqual([undefined, null]);
  });

  it("`{id: 'drop-zone'}` over the grouping drop zone", async () => {
    const view = mountTable({enableGrouping: true, enableBottomToolbar: false});
    const handle = within(headerOf(view.container, 'City')).getByRole('button', {name: 'Move'});
    await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
    await settle(() => fireEvent.dragEnter(view.container.querySelector('.Mui-ToolbarDropZone')!));
    expect(view.table().getState().hoveredColumn).toEqual({id: 'drop-zone'});
    view.unmount();
  });
});

describe('hoveredRow', () => {
  it('the row a dragged row is over while rows are reordered (`enableRowOrdering`), or null', async () => {
    const hovered = async (options: Partial<MRT_TableOptions<Person>>) => {
      const view = mountTable({...quiet, ...options});
      expect(view.table().getState().hoveredRow).toBeNull();
      const handle = within(cellOf(view.container, 'Grace').closest('tr')!).getByRole('button', {name: 'Move'});
      await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
      await settle(() => fireEvent.dragEnter(cellOf(view.container, 'Alan').closest('tr')!));
      const over = view.table().getState().hoveredRow?.id;
      await settle(() => fireEvent.dragEnd(handle));
      const after = view.table().getState().hoveredRow;
      view.unmount();
      return [over, after];
    };
    expect(await hovered({enableRowOrdering: true})).toEqual(['2', null]);
    expect(await hovered({enableRowDragging: true})).toEqual([undefined, null]);
  });
});

describe('isFullScreen', () => {
  it('whether the table fills the whole window', () => {
    const paperStyle = (isFullScreen: boolean) => {
      const view = mountTable({...quiet, state: {isFullScreen}});
      const style = view.container.querySelector<HTMLElement>('.MuiPaper-root')!.style;
      const found = [style.position, style.top, style.left, style.width, style.height];
      view.unmount();
      return found;
    };
    expect(paperStyle(true)).toEqual(['fixed', '0px', '0px', '100dvw', '100dvh']);
    expect(paperStyle(false)).toEqual(['', '', '', '', '']);
  });
});

describe('isLoading', () => {
  it('marks the data as loading: shows the loading overlay and skeletons in the cells', () => {
    const view = mountTable({...quiet, state: {isLoading: true}});
    expect(overlay(view.container)).not.toBeNull();
    expect(skeletons(view.container)).toBe(40);
    expect(bodyRows(view.container)[0]).toEqual(['', '', '', '']);
    view.unmount();
    const idle = mountTable(quiet);
    expect([overlay(idle.container), skeletons(idle.container)]).toEqual([null, 0]);
    idle.unmount();
  });

  it('with placeholder rows while `data` is empty when it is set in `state` (from `initialState`, an empty table shows no rows under the overlay)', () => {
    const view = mountTable({...quiet, data: [], state: {isLoading: true}});
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(skeletons(view.container)).toBe(40);
    view.unmount();
    const initial = mountTable({...quiet, data: [], initialState: {isLoading: true}});
    expect(overlay(initial.container)).not.toBeNull();
    expect(skeletons(initial.container)).toBe(0);
    expect(bodyRows(initial.container)).toEqual([['No records to display']]);
    initial.unmount();
  });
});

describe('isSaving', () => {
  it('marks a save in progress: shows the progress bars and disables the save button of the edit form', async () => {
    const view = mountTable({
      enableEditing: true,
      editDisplayMode: 'modal',
      state: {isSaving: true},
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
    });
    expect(bars(view.container)).toBe(2);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', {name: 'Save'})).toBeDisabled();
    expect(within(dialog).getByRole('button', {name: 'Cancel'})).toBeEnabled();
    view.update({state: {isSaving: false}});
    expect(within(screen.getByRole('dialog')).getByRole('button', {name: 'Save'})).toBeEnabled();
    view.unmount();
  });
});

describe('pagination', () => {
  it('the current page as `{pageIndex, pageSize}`; `pageIndex` starts at 0', () => {
    const view = tableInstance({state: {pagination: {pageIndex: 1, pageSize: 3}}});
    expect(firstNames(view.table().getRowModel().rows)).toEqual(['Edsger', 'Barbara', 'Donald']);
    view.update({state: {pagination: {pageIndex: 0, pageSize: 3}}});
    expect(firstNames(view.table().getRowModel().rows)).toEqual(['Ada', 'Grace', 'Alan']);
    view.unmount();
  });
});

describe('rowPinning', () => {
  it('the ids of the rows pinned to the `top` and `bottom`', () => {
    const view = tableInstance({enableRowPinning: true, state: {rowPinning: {top: ['3'], bottom: ['0', '9']}}});
    expect(firstNames(view.table().getTopRows())).toEqual(['Edsger']);
    expect(firstNames(view.table().getBottomRows())).toEqual(['Ada', 'John']);
    view.unmount();
  });
});

describe('rowSelection', () => {
  it('the selected rows, keyed by row id (`{[rowId]: true}`)', () => {
    const view = tableInstance({enableRowSelection: true, state: {rowSelection: {'1': true, '4': true}}});
    expect(firstNames(view.table().getSelectedRowModel().rows)).toEqual(['Grace', 'Barbara']);
    expect(view.table().getRowModel().rows[1].getIsSelected()).toBe(true);
    view.unmount();
  });
});

describe('showAlertBanner', () => {
  it('forces the alert banner in the toolbar to show', () => {
    const banner = (showAlertBanner: boolean) => {
      const view = mountTable({enableBottomToolbar: false, state: {showAlertBanner}});
      const alert = view.container.querySelector('.MuiAlert-root');
      const shown = !!alert && !alert.closest('.MuiCollapse-hidden');
      view.unmount();
      return shown;
    };
    expect([banner(true), banner(false)]).toEqual([true, false]);
  });
});

describe('showColumnFilters', () => {
  it('whether the column filter inputs are shown', () => {
    const inputs = (showColumnFilters: boolean) => {
      const view = mountTable({...quiet, state: {showColumnFilters}});
      const count = screen.queryAllByPlaceholderText(/^Filter by/).length;
      view.unmount();
      return count;
    };
    expect([inputs(true), inputs(false)]).toEqual([4, 0]);
  });
});

describe('showGlobalFilter', () => {
  it('whether the search box is shown (it can be toggled from the toolbar)', async () => {
    const view = mountTable({enableBottomToolbar: false});
    expect(view.table().getState().showGlobalFilter).toBe(false);
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'})));
    expect(view.table().getState().showGlobalFilter).toBe(true);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    view.unmount();
  });
});

describe('showLoadingOverlay', () => {
  it('shows the loading overlay over the table', () => {
    const view = mountTable({...quiet, state: {showLoadingOverlay: true}});
    expect([overlay(view.container) !== null, skeletons(view.container)]).toEqual([true, 0]);
    view.unmount();
  });

  it('`false` hides it even while `isLoading`', () => {
    const view = mountTable({...quiet, state: {isLoading: true, showLoadingOverlay: false}});
    expect([overlay(view.container), skeletons(view.container)]).toEqual([null, 40]);
    view.unmount();
  });
});

describe('showProgressBars', () => {
  it('shows progress bars in the toolbars', () => {
    const view = mountTable({state: {showProgressBars: true}});
    expect(bars(view.container)).toBe(2);
    view.unmount();
  });

  it('`false` hides them even while saving', () => {
    const view = mountTable({state: {isSaving: true, showProgressBars: false}});
    expect(bars(view.container)).toBe(0);
    view.unmount();
  });
});

describe('showSkeletons', () => {
  it('shows skeleton placeholders in the cells', () => {
    const view = mountTable({...quiet, state: {showSkeletons: true}});
    expect([skeletons(view.container), overlay(view.container)]).toEqual([40, null]);
    view.unmount();
  });

  it('`false` hides them even while `isLoading`', () => {
    const view = mountTable({...quiet, state: {isLoading: true, showSkeletons: false}});
    expect(skeletons(view.container)).toBe(0);
    expect(bodyRows(view.container)[0][0]).toBe('Ada');
    view.unmount();
  });
});

describe('showToolbarDropZone', () => {
  it('whether the drop zone for grouping by a dragged column is shown', () => {
    const zone = (showToolbarDropZone: boolean) => {
      const view = mountTable({enableGrouping: true, enableBottomToolbar: false, initialState: {showToolbarDropZone}});
      const element = view.container.querySelector<HTMLElement>('.Mui-ToolbarDropZone')!;
      const visibility = element.style.visibility;
      view.unmount();
      return visibility;
    };
    expect([zone(true), zone(false)]).toEqual(['', 'hidden']);
  });
});

describe('sorting', () => {
  it('the active sorts, as a list of `{id, desc}` objects in priority order', () => {
    const view = tableInstance({
      state: {
        sorting: [
          {id: 'city', desc: false},
          {id: 'age', desc: true},
        ],
      },
    });
    expect(firstNames(view.table().getRowModel().rows)).toEqual([
      'Edsger',
      'Ken',
      'Barbara',
      'Margaret',
      'John',
      'Ada',
      'Alan',
      'Grace',
      'Frances',
      'Donald',
    ]);
    view.unmount();
  });
});
