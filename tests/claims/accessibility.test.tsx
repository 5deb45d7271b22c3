/**
 * Claims of docs/guides/accessibility.mdx that jsdom can check, against the installed material-react-table.
 * What needs a real browser (axe, focus after the menu closes, the header-key gap) is in
 * tests/e2e/guides/accessibility.test.ts.
 */
import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {mountTable, people, settle} from './harness';

const setPlatform = (platform: string) =>
  Object.defineProperty(window.navigator, 'platform', {value: platform, configurable: true});
const few = people.slice(0, 3);

describe('Accessibility guide', () => {
  afterEach(() => setPlatform(''));

  it('Page Down moves to the column’s cell in the table’s last row, the footer row when the table has a footer; Arrow Up reaches header cells', () => {
    const {container} = mountTable({
      data: few,
      columns: [
        {accessorKey: 'firstName', header: 'First Name', footer: 'Names'},
        {accessorKey: 'age', header: 'Age'},
      ],
    });
    const bodyCell = container.querySelector('tbody tr td:nth-child(2)') as HTMLElement;
    fireEvent.keyDown(bodyCell, {key: 'PageDown'});
    expect(document.activeElement).toBe(container.querySelector('tfoot tr')!.children[1]);
    fireEvent.keyDown(bodyCell, {key: 'ArrowUp'});
    expect(document.activeElement).toBe(container.querySelectorAll('thead th')[1]);
    const noFooter = mountTable({data: few});
    const firstRowCell = noFooter.container.querySelector('tbody tr td:nth-child(2)') as HTMLElement;
    fireEvent.keyDown(firstRowCell, {key: 'PageDown'});
    expect(document.activeElement).toBe(noFooter.container.querySelector('tbody tr:last-child td:nth-child(2)'));
  });

  it("Enter on the select-all header cell (with enableSelectAll) toggles every row's selection; Enter on an expand cell expands a row with a detail panel", async () => {
    const {table, container} = mountTable({data: few, enableRowSelection: true, renderDetailPanel: () => 'details'});
    const selectAllCell = screen.getByRole('checkbox', {name: 'Toggle select all'}).closest('th')!;
    const rowChecks = () =>
      screen.getAllByRole<HTMLInputElement>('checkbox', {name: 'Toggle select row'}).map((box) => box.checked);
    expect(rowChecks()).toEqual([false, false, false]);
    await settle(() => fireEvent.keyDown(selectAllCell, {key: 'Enter'}));
    expect(rowChecks()).toEqual([true, true, true]);
    await settle(() => fireEvent.keyDown(selectAllCell, {key: 'Enter'}));
    expect(rowChecks()).toEqual([false, false, false]);
    const expandCell = screen.getAllByRole('button', {name: 'Expand'})[1].closest('td')!;
    expect(table().getState().expanded).toEqual({});
    await settle(() => fireEvent.keyDown(expandCell, {key: 'Enter'}));
    expect(table().getState().expanded).toEqual({1: true});
    await settle(() => fireEvent.keyDown(expandCell, {key: 'Enter'}));
    expect(table().getRowModel().rows[1].getIsExpanded()).toBe(false);
    expect(container.querySelectorAll('tbody td[tabindex]').length).toBeGreaterThan(0);
  });

  it('Ctrl+Enter on a header cell presses its Column Actions button on Windows; renamed through muiColumnActionsButtonProps, the shortcut no longer finds it', async () => {
    setPlatform('Win32');
    const first = mountTable({data: few});
    await settle(() => fireEvent.keyDown(screen.getAllByRole('columnheader')[0], {key: 'Enter', ctrlKey: true}));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    first.unmount();
    const renamed = mountTable({data: few, muiColumnActionsButtonProps: {'aria-label': 'Menu'}});
    await settle(() => fireEvent.keyDown(screen.getAllByRole('columnheader')[0], {key: 'Enter', ctrlKey: true}));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(renamed.table().getState().sorting).toEqual([]);
    renamed.unmount();
    setPlatform('MacIntel');
    const mac = mountTable({data: few});
    await settle(() => fireEvent.keyDown(screen.getAllByRole('columnheader')[0], {key: 'Enter', metaKey: true}));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(mac.table().getState().sorting).toEqual([]);
  });

  it('Ctrl/Cmd+C copies the focused cell’s value; on Linux the modifier is ignored: Ctrl+Enter on a header cell sorts it like Enter, and Ctrl+C copies nothing', async () => {
    const writeText = jest.fn();
    Object.defineProperty(window.navigator, 'clipboard', {value: {writeText}, configurable: true});
    setPlatform('Win32');
    const windows = mountTable({data: few});
    fireEvent.keyDown(windows.container.querySelector('tbody tr:nth-child(2) td')!, {key: 'c', ctrlKey: true});
    expect(writeText.mock.calls).toEqual([['Grace']]);
    windows.unmount();
    writeText.mockClear();
    setPlatform('Linux x86_64');
    const {table, container} = mountTable({data: few});
    await settle(() => fireEvent.keyDown(screen.getAllByRole('columnheader')[0], {key: 'Enter', ctrlKey: true}));
    expect(table().getState().sorting).toEqual([{id: 'firstName', desc: false}]);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(container.querySelector('tbody td')!, {key: 'c', ctrlKey: true});
    expect(writeText).not.toHaveBeenCalled();
  });

  it("keys typed into a column filter's text field stay there: the arrow keys do not move the focus", () => {
    const {container} = mountTable({data: few, initialState: {showColumnFilters: true}});
    const input = container.querySelector('thead input[type="text"]') as HTMLInputElement;
    input.focus();
    fireEvent.keyDown(input, {key: 'ArrowRight'});
    expect(document.activeElement).toBe(input);
  });

  it('while the shortcuts are on, Arrow, Home and End keys in a cell’s edit field move the focus to another cell; stopping propagation in muiEditTextFieldProps.onKeyDown keeps them in the field', async () => {
    const editing = {enableEditing: true, editDisplayMode: 'table' as const};
    const plain = mountTable({data: few, ...editing});
    const inputs = () => plain.container.querySelectorAll<HTMLInputElement>('tbody tr:first-child input');
    for (const key of ['ArrowRight', 'Home', 'End']) {
      inputs()[1].focus();
      fireEvent.keyDown(inputs()[1], {key});
      expect([key, document.activeElement?.tagName]).toEqual([key, 'TD']);
    }
    plain.unmount();
    const fixed = mountTable({
      data: few,
      ...editing,
      muiEditTextFieldProps: {onKeyDown: (event) => event.stopPropagation()},
    });
    const input = fixed.container.querySelectorAll<HTMLInputElement>('tbody tr:first-child input')[1];
    input.focus();
    fireEvent.keyDown(input, {key: 'ArrowRight'});
    expect(document.activeElement).toBe(input);
    fixed.unmount();
    const off = mountTable({data: few, ...editing, enableKeyboardShortcuts: false});
    const offInput = off.container.querySelectorAll<HTMLInputElement>('tbody tr:first-child input')[1];
    offInput.focus();
    fireEvent.keyDown(offInput, {key: 'ArrowRight'});
    expect(document.activeElement).toBe(offInput);
  });

  it('enableKeyboardShortcuts: false removes the tabIndex from the cells', () => {
    const on = mountTable({data: few});
    const cells = on.container.querySelectorAll('th, td');
    expect(on.container.querySelectorAll('th[tabindex="0"], td[tabindex="0"]')).toHaveLength(cells.length);
    on.unmount();
    const {container} = mountTable({data: few, enableKeyboardShortcuts: false});
    expect(container.querySelectorAll('th, td').length).toBe(cells.length);
    expect(container.querySelectorAll('th[tabindex], td[tabindex]')).toHaveLength(0);
  });

  it('every icon button MRT renders has an aria-label from localization', () => {
    mountTable({data: few, enableRowSelection: true, localization: {toggleDensity: 'Dichte'}});
    for (const name of ['Show/Hide search', 'Show/Hide filters', 'Show/Hide columns', 'Dichte', 'Toggle full screen']) {
      expect(screen.getByRole('button', {name})).toBeInTheDocument();
    }
    expect(screen.getAllByRole('checkbox', {name: 'Toggle select row'})).toHaveLength(3);
    expect(screen.getByRole('checkbox', {name: 'Toggle select all'})).toBeInTheDocument();
  });

  it('the names are fixed strings: every expand button is Expand, also while the row is expanded', async () => {
    const {table} = mountTable({data: few, renderDetailPanel: () => 'details'});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    expect(table().getRowModel().rows[0].getIsExpanded()).toBe(true);
    expect(screen.getAllByRole('button', {name: 'Expand'})).toHaveLength(3);
  });

  it('each header cell carries aria-sort: ascending or descending on the sorted columns and none on all others; the sort button says what a press will do or what is in effect', async () => {
    const {table} = mountTable({data: few});
    await settle(() =>
      table().setSorting([
        {id: 'lastName', desc: true},
        {id: 'age', desc: false},
      ]),
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual(['none', 'descending', 'ascending', 'none']);
    expect(headers[0].querySelector('.MuiTableSortLabel-root')!.getAttribute('aria-label')).toBe(
      'Sort by First Name ascending',
    );
    expect(headers[1].querySelector('.MuiTableSortLabel-root')!.getAttribute('aria-label')).toBe(
      'Sorted by Last Name descending',
    );
  });

  it('a selected row gets the Mui-selected class but no aria-selected', async () => {
    const {container} = mountTable({data: few, enableRowSelection: true});
    const row = container.querySelector('tbody tr')!;
    expect(row.classList.contains('Mui-selected')).toBe(false);
    await settle(() => fireEvent.click(screen.getAllByRole('checkbox', {name: 'Toggle select row'})[0]));
    expect([row.classList.contains('Mui-selected'), row.hasAttribute('aria-selected')]).toEqual([true, false]);
  });

  it('a highlighted value is a span with role="note" and the whole value as its aria-label, its pieces hidden from assistive technology', async () => {
    const {table, container} = mountTable({data: few});
    await settle(() => table().setGlobalFilter('race'));
    const note = container.querySelector('tbody td span[role="note"]')!;
    expect(note.getAttribute('aria-label')).toBe('Grace');
    expect(Array.from(note.children).map((c) => c.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
  });

  it('while the loading overlay shows the container has aria-busy="true" (not with showLoadingOverlay: false); progress bars are labelled Loading and busy', () => {
    const idle = mountTable({data: few});
    expect(idle.container.querySelector('.MuiTableContainer-root')!.getAttribute('aria-busy')).not.toBe('true');
    idle.unmount();
    const overlayOnly = mountTable({data: few, state: {showLoadingOverlay: true}});
    expect(overlayOnly.container.querySelector('.MuiTableContainer-root')!.getAttribute('aria-busy')).toBe('true');
    overlayOnly.unmount();
    const loading = mountTable({data: few, state: {isLoading: true}});
    expect(loading.container.querySelector('.MuiTableContainer-root')!.getAttribute('aria-busy')).toBe('true');
    loading.unmount();
    const noOverlay = mountTable({data: few, state: {isLoading: true, showLoadingOverlay: false}});
    expect(noOverlay.container.querySelector('.MuiTableContainer-root')!.getAttribute('aria-busy')).toBe('false');
    noOverlay.unmount();
    mountTable({data: few, state: {showProgressBars: true}});
    const bars = screen.getAllByRole('progressbar', {name: 'Loading'});
    expect(bars[0].getAttribute('aria-busy')).toBe('true');
  });

  it("the two thumbs of a range-slider filter have no accessible name; muiFilterSliderProps' getAriaLabel names them", () => {
    const columns = [{accessorKey: 'age' as const, header: 'Age', filterVariant: 'range-slider' as const}];
    const plain = mountTable({data: few, columns, initialState: {showColumnFilters: true}});
    const thumbs = () => Array.from(document.querySelectorAll('thead input[type="range"]'));
    expect(thumbs().map((t) => t.getAttribute('aria-label'))).toEqual([null, null]);
    plain.unmount();
    mountTable({
      data: few,
      columns,
      initialState: {showColumnFilters: true},
      muiFilterSliderProps: {getAriaLabel: (thumb) => (thumb === 0 ? 'from' : 'to')},
    });
    expect(thumbs().map((t) => t.getAttribute('aria-label'))).toEqual(['from', 'to']);
  });

  it('while isLoading or showSkeletons is true the sort buttons’ aria-label is an empty string; the names come back when loading ends', () => {
    const label = () => document.querySelector('thead .MuiTableSortLabel-root')!.getAttribute('aria-label');
    const skeletons = mountTable({data: few, state: {showSkeletons: true}});
    expect(label()).toBe('');
    skeletons.unmount();
    const loading = mountTable({data: few, state: {isLoading: true}});
    expect(label()).toBe('');
    loading.update({state: {isLoading: false}});
    expect(label()).toBe('Sort by First Name ascending');
  });

  it('an unset checkbox filter is marked aria-checked="mixed", but the native input\'s indeterminate property stays false', () => {
    const {container} = mountTable({
      data: few,
      columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'checkbox'}],
      initialState: {showColumnFilters: true},
    });
    const input = container.querySelector('thead input[type="checkbox"]') as HTMLInputElement;
    expect([input.getAttribute('aria-checked'), input.indeterminate]).toEqual(['mixed', false]);
  });

  it("the loading overlay's spinner is labelled with noRecordsToDisplay and its id is mrt-progress-<id>, while the container points at mrt-progress", () => {
    const {container} = mountTable({data: few, id: 'books', state: {isLoading: true}});
    const spinner = screen.getByRole('progressbar', {name: 'No records to display'});
    expect(spinner.id).toBe('mrt-progress-books');
    expect(container.querySelector('.MuiTableContainer-root')!.getAttribute('aria-describedby')).toBe('mrt-progress');
  });

  it("the row, pagination and filter controls are named too: Row Actions, Edit, Expand all, Pin, Move, Go to first page … Go to last page, Rows per page, and Filter by plus the column's header", async () => {
    const {container} = mountTable({
      data: people,
      enableRowActions: true,
      enableEditing: true,
      editDisplayMode: 'row',
      onEditingRowSave: () => {},
      renderDetailPanel: () => 'details',
      enableRowPinning: true,
      enableRowOrdering: true,
      initialState: {showColumnFilters: true},
      muiPaginationProps: {showFirstButton: true, showLastButton: true},
    });
    const labels = new Set(
      Array.from(container.querySelectorAll('[aria-label]')).map((e) => e.getAttribute('aria-label')),
    );
    for (const name of [
      'Edit',
      'Expand all',
      'Expand',
      'Pin',
      'Move',
      'Go to first page',
      'Go to previous page',
      'Go to next page',
      'Go to last page',
      'Filter by First Name',
    ]) {
      expect([name, labels.has(name)]).toEqual([name, true]);
    }
    expect(screen.getAllByLabelText('Rows per page').length).toBeGreaterThan(0);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    expect(screen.getByRole('button', {name: 'Save'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Cancel'})).toBeInTheDocument();
    const actions = mountTable({
      data: few,
      enableRowActions: true,
      renderRowActionMenuItems: () => [<span key="x">x</span>],
    });
    expect(actions.container.querySelector('[aria-label="Row Actions"]')).not.toBeNull();
  });

  it("the select-all checkbox is drawn indeterminate while some rows are selected, but its native input's indeterminate property stays false", async () => {
    const {container} = mountTable({data: few, enableRowSelection: true});
    const input = container.querySelector('thead input[type="checkbox"]') as HTMLInputElement;
    expect(input.getAttribute('data-indeterminate')).toBe('false');
    await settle(() => fireEvent.click(screen.getAllByRole('checkbox', {name: 'Toggle select row'})[0]));
    expect([input.getAttribute('data-indeterminate'), input.indeterminate]).toEqual(['true', false]);
  });
});
