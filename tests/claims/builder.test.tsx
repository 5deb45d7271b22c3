/**
 * Claims of the Table Builder (src/pages/builder.tsx): each note src/builder/combinations.ts shows next to a
 * control, titled in the note's words, and the defaults the builder assumes where MRT leaves an option unset.
 * Each test first shows the option working with the option it needs, so a note cannot pass by accident.
 */
import {fireEvent, screen} from '@testing-library/react';
import {makeData} from '../../src/builder/template/data';
import {COMBINATIONS} from '../../src/builder/combinations';
import {CONTROL_BY_NAME} from '../../src/builder/model';
import type {MRT_TableInstance} from 'material-react-table';
import {dragData, dragHeader, headerTexts, mountTable, moveHandle, settle, type Person} from './harness';

const noteOf = (option: string) => COMBINATIONS.find((combination) => combination.option === option)!.note;
const bodyInputs = (container: HTMLElement) => container.querySelectorAll('tbody input, tbody textarea').length;
const rowCheckboxes = (container: HTMLElement) =>
  container.querySelectorAll('input[aria-label="Toggle select row"], input[aria-label="Toggle select all"]').length;

describe('editDisplayMode', () => {
  it(`${noteOf('editDisplayMode')}`, async () => {
    // with enableEditing: 'table' shows inputs at once, 'cell' on a double-click
    const table = mountTable({enableEditing: true, editDisplayMode: 'table'});
    expect(bodyInputs(table.container)).toBeGreaterThan(0);
    table.unmount();
    const cell = mountTable({enableEditing: true, editDisplayMode: 'cell'});
    await settle(() => fireEvent.doubleClick(screen.getByText('Ada')));
    expect(bodyInputs(cell.container)).toBe(1);
    cell.unmount();
    // without it, no mode makes anything editable
    for (const mode of ['cell', 'row', 'table', 'modal'] as const) {
      const {container, table: instance, unmount} = mountTable({editDisplayMode: mode});
      expect(bodyInputs(container)).toBe(0);
      await settle(() => fireEvent.doubleClick(screen.getByText('Ada')));
      expect({mode, inputs: bodyInputs(container), dialog: screen.queryByRole('dialog')}).toEqual({
        mode,
        inputs: 0,
        dialog: null,
      });
      expect(instance().getState().editingCell).toBeNull();
      expect(
        instance()
          .getVisibleLeafColumns()
          .map((column) => column.id),
      ).not.toContain('mrt-row-actions');
      unmount();
    }
  });
});

describe('createDisplayMode, positionCreatingRow', () => {
  it(`${noteOf('createDisplayMode')}`, async () => {
    expect(noteOf('positionCreatingRow')).toBe(noteOf('createDisplayMode'));
    const {container, table, unmount} = mountTable({
      enableEditing: true,
      createDisplayMode: 'row',
      positionCreatingRow: 'bottom',
    });
    expect(bodyInputs(container)).toBe(0);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.queryByRole('button', {name: /create|add/i})).toBeNull();
    // the row appears once something calls setCreatingRow
    await settle(() => table().setCreatingRow(true));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(11);
    expect(bodyInputs(container)).toBeGreaterThan(0);
    unmount();
  });
});

describe('enableSelectAll, enableMultiRowSelection, selectAllMode', () => {
  it(`${noteOf('enableSelectAll')}`, () => {
    expect(noteOf('enableMultiRowSelection')).toBe(noteOf('enableSelectAll'));
    expect(noteOf('selectAllMode')).toBe(noteOf('enableSelectAll'));
    const on = mountTable({enableRowSelection: true, enableSelectAll: true, selectAllMode: 'all'});
    expect(rowCheckboxes(on.container)).toBe(11);
    on.unmount();
    for (const options of [
      {enableSelectAll: true},
      {enableMultiRowSelection: false},
      {selectAllMode: 'all' as const},
    ]) {
      const {container, table, unmount} = mountTable(options);
      expect(rowCheckboxes(container)).toBe(0);
      expect(container.querySelectorAll('tbody input[type="radio"]')).toHaveLength(0);
      expect(
        table()
          .getVisibleLeafColumns()
          .map((column) => column.id),
      ).not.toContain('mrt-row-select');
      unmount();
    }
  });
});

describe('rowPinningDisplayMode', () => {
  it(`${noteOf('rowPinningDisplayMode')}`, () => {
    const on = mountTable({enableRowPinning: true, rowPinningDisplayMode: 'top'});
    expect(screen.getAllByLabelText('Pin').length).toBeGreaterThan(0);
    on.unmount();
    for (const mode of CONTROL_BY_NAME.get('rowPinningDisplayMode')!.values!) {
      const {table, unmount} = mountTable({rowPinningDisplayMode: mode as 'top', enableRowSelection: true});
      expect(screen.queryAllByLabelText('Pin')).toHaveLength(0);
      // the select-… modes pin by selection: not without enableRowPinning
      fireEvent.click(screen.getAllByLabelText('Toggle select row')[0]!);
      expect({mode, pinned: table().getTopRows().length + table().getBottomRows().length}).toEqual({mode, pinned: 0});
      unmount();
    }
  });
});

describe('paginationDisplayMode, positionPagination', () => {
  it(`${noteOf('paginationDisplayMode')}`, () => {
    expect(noteOf('positionPagination')).toBe(noteOf('paginationDisplayMode'));
    const on = mountTable({paginationDisplayMode: 'pages', positionPagination: 'both'});
    expect(on.container.querySelectorAll('.MuiPagination-root')).toHaveLength(2);
    on.unmount();
    const {container, unmount} = mountTable({
      enablePagination: false,
      paginationDisplayMode: 'pages',
      positionPagination: 'both',
    });
    expect(container.querySelectorAll('.MuiPagination-root, .MuiTablePagination-root')).toHaveLength(0);
    expect(screen.queryByText('Rows per page')).toBeNull();
    unmount();
  });
});

describe('positionGlobalFilter', () => {
  it(`${noteOf('positionGlobalFilter')}`, () => {
    const on = mountTable({positionGlobalFilter: 'left', initialState: {showGlobalFilter: true}});
    expect(screen.getAllByPlaceholderText('Search').length).toBe(1);
    on.unmount();
    for (const position of ['left', 'right'] as const) {
      const {unmount} = mountTable({
        enableGlobalFilter: false,
        positionGlobalFilter: position,
        initialState: {showGlobalFilter: true},
      });
      expect(screen.queryByPlaceholderText('Search')).toBeNull();
      expect(screen.queryByLabelText('Show/Hide search')).toBeNull();
      unmount();
    }
  });
});

describe('enableRowVirtualization', () => {
  it(`${noteOf('enableRowVirtualization')}`, () => {
    const data = makeData(1000);
    const columns = [{accessorKey: 'name' as const, header: 'Name'}];
    const paged = mountTable({data, columns, enableRowVirtualization: true} as never);
    expect(paged.table().getRowModel().rows).toHaveLength(10);
    expect(paged.container.querySelectorAll('tbody tr').length).toBeLessThanOrEqual(10);
    paged.unmount();
    const all = mountTable({data, columns, enableRowVirtualization: true, enablePagination: false} as never);
    expect(all.table().getRowModel().rows).toHaveLength(1000);
    all.unmount();
  });
});

/** Whether the zone is shown, and in which toolbar, while City's handle is held. */
const whileDragging = async (mounted: ReturnType<typeof mountTable<Person>>) => {
  const handle = moveHandle('City')!;
  fireEvent.dragStart(handle, {dataTransfer: dragData});
  await settle();
  const zones = Array.from(mounted.container.querySelectorAll<HTMLElement>('.Mui-ToolbarDropZone'));
  const shown = zones.filter((zone) => zone.style.visibility !== 'hidden' && zone.style.opacity !== '0');
  const where = shown.map((zone) => (mounted.table().refs.bottomToolbarRef.current?.contains(zone) ? 'bottom' : 'top'));
  fireEvent.dragEnd(handle);
  await settle();
  return {showToolbarDropZone: mounted.table().getState().showToolbarDropZone, where};
};

describe('enableColumnDragging', () => {
  it(`${noteOf('enableColumnDragging')}`, async () => {
    // with enableColumnOrdering the same drop moves the column
    const ordering = mountTable({enableColumnDragging: true, enableColumnOrdering: true});
    await dragHeader('City', 'First Name');
    expect(headerTexts(ordering.container)).toEqual(['City', 'First Name', 'Last Name', 'Age']);
    ordering.unmount();
    // alone: every data header has a handle, and a drop on another header changes nothing
    const alone = mountTable({enableColumnDragging: true});
    expect(screen.getAllByLabelText('Move')).toHaveLength(4);
    await dragHeader('City', 'First Name');
    expect(headerTexts(alone.container)).toEqual(['First Name', 'Last Name', 'Age', 'City']);
    // and no zone to group by shows while a header is dragged
    expect(await whileDragging(alone)).toEqual({showToolbarDropZone: false, where: []});
    alone.unmount();
  });
});

describe('enableGrouping', () => {
  it(`${noteOf('enableGrouping')}`, async () => {
    const grouping = mountTable({enableGrouping: true});
    // dropped on another header: the order stays
    await dragHeader('City', 'First Name');
    expect(headerTexts(grouping.container)).toEqual(['First Name', 'Last Name', 'Age', 'City']);
    expect(grouping.table().getState().grouping).toEqual([]);
    // dropped on the zone: grouped by it
    await dragHeader('City', grouping.container.querySelector('.Mui-ToolbarDropZone') as HTMLElement);
    expect(grouping.table().getState().grouping).toEqual(['city']);
    grouping.unmount();
    // with enableColumnOrdering as well, the drop on a header moves the column
    const both = mountTable({enableGrouping: true, enableColumnOrdering: true});
    await dragHeader('City', 'First Name');
    expect(headerTexts(both.container)).toEqual(['City', 'First Name', 'Last Name', 'Age']);
    both.unmount();
  });
});

describe('positionToolbarDropZone', () => {
  it(`${noteOf('positionToolbarDropZone')}`, async () => {
    // with enableGrouping, 'bottom' shows the zone in the bottom toolbar while a header is dragged
    const on = mountTable({enableGrouping: true, positionToolbarDropZone: 'bottom'});
    const during = await whileDragging(on);
    expect(during.where).toEqual(['bottom']);
    on.unmount();
    // without it, no position shows a zone (enableColumnOrdering gives the headers their handles)
    for (const position of ['top', 'bottom', 'both'] as const) {
      const off = mountTable({enableColumnOrdering: true, positionToolbarDropZone: position});
      expect({position, ...(await whileDragging(off))}).toEqual({position, showToolbarDropZone: false, where: []});
      off.unmount();
    }
  });
});

describe('defaults the builder assumes (ON_WHEN_UNSET)', () => {
  it('enableSortingRemoval left out is on: after ascending and descending, the next click on a text header removes its sort', async () => {
    expect(CONTROL_BY_NAME.get('enableSortingRemoval')!.defaultValue).toBe(true);
    const {table, unmount, update} = mountTable({initialState: {sorting: [{id: 'firstName', desc: true}]}});
    expect(table().options.enableSortingRemoval).toBeUndefined();
    expect(table().getColumn('firstName')!.getNextSortingOrder()).toBe(false);
    update({enableSortingRemoval: false});
    expect(table().getColumn('firstName')!.getNextSortingOrder()).toBe('asc');
    unmount();
  });

  it('enableMultiRemove left out is on: a multi-sort click removes a column whose next step is unsorted', () => {
    expect(CONTROL_BY_NAME.get('enableMultiRemove')!.defaultValue).toBe(true);
    // TanStack's column.getNextSortingOrder takes the multi-sort flag, which its types leave out
    const next = (table: () => MRT_TableInstance<Person>) =>
      (table().getColumn('firstName')!.getNextSortingOrder as (multi?: boolean) => string | false)(true);
    const unset = mountTable({initialState: {sorting: [{id: 'firstName', desc: true}]}});
    expect(unset.table().options.enableMultiRemove).toBeUndefined();
    expect(next(unset.table)).toBe(false);
    unset.unmount();
    const off = mountTable({enableMultiRemove: false, initialState: {sorting: [{id: 'firstName', desc: true}]}});
    expect(next(off.table)).toBe('asc');
    off.unmount();
  });
});

it('the sample data is the same on every call (server and browser agree)', () => {
  expect(makeData(1000)).toEqual(makeData(1000));
  expect(new Set(makeData(1000).map((row) => row.category)).size).toBe(4);
});
