/** Claims of src/pages/changelog.mdx, checked against the behaviour of the installed 3.2.1. */
import {fireEvent, screen, within} from '@testing-library/react';
import * as MRT from 'material-react-table';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';
import {tableInstance} from './tableInstance';

const quiet = {enableTopToolbar: false, enableColumnActions: false};

describe('3.2.1', () => {
  it('Pagination out of range: when filtering leaves fewer pages than the current page index, the table moves to the last page that exists, and to the first page when no rows are left', async () => {
    const view = tableInstance({
      ...quiet,
      enableBottomToolbar: false,
      autoResetPageIndex: false,
      initialState: {pagination: {pageIndex: 0, pageSize: 3}},
    });
    await settle(() => view.table().setPageIndex(3));
    await settle(() => view.table().setColumnFilters([{id: 'firstName', value: 'a'}]));
    expect(view.table().getState().pagination.pageIndex).toBe(view.table().getPageCount() - 1);
    expect(view.table().getState().pagination.pageIndex).toBeGreaterThan(0);
    await settle(() => view.table().setColumnFilters([{id: 'firstName', value: 'zzz'}]));
    expect(view.table().getState().pagination.pageIndex).toBe(0);
    view.unmount();
  });

  it("Filter inputs keep your `slotProps.input`: merged with the table's own adornments", () => {
    const view = mountTable({
      ...quiet,
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
      columns: [{accessorKey: 'firstName', header: 'First Name'}],
      muiFilterTextFieldProps: {slotProps: {input: {'aria-describedby': 'mine'}}},
    });
    const head = within(view.container.querySelector('thead')!);
    expect(head.getAllByRole('button', {name: 'Change filter mode'})).toHaveLength(1);
    expect(view.container.querySelectorAll('thead [aria-describedby="mine"]').length).toBeGreaterThan(0);
    view.unmount();
  });

  it('Selection count follows filters: the "x of y row(s) selected" banner counts the selected rows the filters leave', async () => {
    const view = mountTable({
      ...quiet,
      enableTopToolbar: true,
      getRowId: (row: Person) => row.id,
      enableRowSelection: true,
      state: {rowSelection: {'1': true, '2': true}},
    });
    expect(screen.getAllByText('2 of 10 row(s) selected')).toHaveLength(1);
    await settle(() => view.table().setGlobalFilter('Grace'));
    expect(screen.getAllByText('1 of 10 row(s) selected')).toHaveLength(1);
    view.unmount();
  });

  it('Search toggle: the show/hide search button is disabled only while the search box is shown with text in it', async () => {
    const disabled = () => (screen.getByRole('button', {name: 'Show/Hide search'}) as HTMLButtonElement).disabled;
    const view = mountTable({enableBottomToolbar: false, state: {globalFilter: 'Ada', showGlobalFilter: false}});
    expect(disabled()).toBe(false);
    view.update({state: {globalFilter: 'Ada', showGlobalFilter: true}});
    expect(disabled()).toBe(true);
    view.update({state: {globalFilter: '', showGlobalFilter: true}});
    expect(disabled()).toBe(false);
    view.unmount();
  });
});

it('3.2.0: row counts in the pagination text and in the selection banner are formatted with `toLocaleString(localization.language)`', () => {
  const view = mountTable({
    getRowId: (row: Person) => row.id,
    enableRowSelection: true,
    manualPagination: true,
    rowCount: 12345,
    localization: {language: 'de'},
    state: {rowSelection: Object.fromEntries(Array.from({length: 1500}, (_, index) => [String(index), true]))},
  });
  expect(screen.getAllByText('1-10 of 12.345')).toHaveLength(1);
  expect(screen.getAllByText('1.500 of 12.345 row(s) selected')).toHaveLength(1);
  view.unmount();
});

describe('3.1.0', () => {
  it('Column menu: "Clear sort" is disabled when the column is not sorted; "Reset column size" is enabled as soon as the column has a stored size', async () => {
    const view = mountTable({
      enableTopToolbar: false,
      enableBottomToolbar: false,
      enableColumnResizing: true,
      state: {columnSizing: {lastName: 200}},
    });
    const menuFor = async (index: number) => {
      await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[index]));
      const items = Object.fromEntries(
        screen
          .getAllByRole('menuitem')
          .map((item) => [item.textContent, item.getAttribute('aria-disabled') === 'true']),
      );
      await settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
      return [items['Clear sort'], items['Reset column size']];
    };
    expect(await menuFor(0)).toEqual([true, true]);
    expect(await menuFor(1)).toEqual([true, false]);
    // once the first column is sorted, its "Clear sort" is enabled
    await settle(() => view.table().getColumn('firstName').toggleSorting(false));
    expect(await menuFor(0)).toEqual([false, true]);
    view.unmount();
  });

  it('The filter clear button is hidden while the filter is empty', async () => {
    const view = mountTable({
      ...quiet,
      enableBottomToolbar: false,
      columns: [{accessorKey: 'firstName', header: 'First Name'}] as MRT_ColumnDef<Person>[],
      initialState: {showColumnFilters: true},
    });
    const clear = () =>
      (view.container.querySelector('thead button[aria-label="Clear filter"]') as HTMLElement | null)?.closest(
        '.MuiInputAdornment-root',
      ) as HTMLElement | null;
    const visible = () => clear() !== null && getComputedStyle(clear()!).visibility !== 'hidden';
    expect(visible()).toBe(false);
    await settle(() => view.table().getColumn('firstName').setFilterValue('Ada'));
    expect(visible()).toBe(true);
    view.unmount();
  });
});

describe('3.0.2', () => {
  it('Autofill: edit, filter and search fields use `autoComplete="off"`', async () => {
    const view = mountTable({
      ...quiet,
      enableTopToolbar: true,
      data: people.slice(0, 1),
      enableEditing: true,
      editDisplayMode: 'table',
      initialState: {showColumnFilters: true, showGlobalFilter: true},
    });
    // the search box, four filters and four editors (not the rows-per-page select's hidden input)
    const inputs = (Array.from(view.container.querySelectorAll('input[type="text"]')) as HTMLInputElement[]).filter(
      (input) => input.placeholder,
    );
    expect(inputs).toHaveLength(9);
    expect(inputs.every((input) => input.autocomplete === 'off')).toBe(true);
    view.unmount();
  });
});

it('3.0.0: the shortcut handler is exported as `cellKeyboardShortcuts`', () => {
  expect(typeof MRT.cellKeyboardShortcuts).toBe('function');
});

it('Each measurement that changed a result (a step that now fails or passes, a combination measured for the first time) is an entry of the compatibility feed (Atom)', () => {
  const {changesBetween, changeRecord} =
    require('@site/src/site/compat/changes') as typeof import('@site/src/site/compat/changes');
  const {atomFeed} = require('@site/src/site/compat/feed') as typeof import('@site/src/site/compat/feed');
  const changeLog = require('@site/src/site/compat/change-log.json') as {changes: Array<{id: string}>};
  const measured = (outcome: 'pass' | 'fail') => ({id: 'a', steps: {install: {outcome}}});
  const labels = {a: 'A', b: 'B'};
  // a step that now fails, one that now passes, a first measurement; the same outcome again is no change
  expect(changesBetween([measured('pass')], [measured('fail')], {labels, measured: ['a']})[0].kind).toBe('changed');
  expect(changesBetween([measured('fail')], [measured('pass')], {labels, measured: ['a']})[0].kind).toBe('changed');
  expect(changesBetween([], [measured('pass')], {labels, measured: ['a']})[0].kind).toBe('new');
  expect(
    changeRecord('2026-12-02', changesBetween([measured('pass')], [measured('pass')], {labels, measured: ['a']})),
  ).toBeNull();
  const xml = atomFeed({siteUrl: 'https://example.com', measuredOn: '2026-12-02', records: changeLog.changes as never});
  expect(xml.match(/<entry>/g)?.length ?? 0).toBe(changeLog.changes.length);
  expect(changeLog.changes.length).toBeGreaterThan(0);
});
