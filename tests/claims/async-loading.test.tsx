/**
 * Claims of docs/guides/async-loading.mdx, checked against the installed material-react-table (jsdom). The demo's
 * timing in a browser is in tests/e2e/guides/async-loading.test.ts.
 */
import {act, fireEvent, screen, within} from '@testing-library/react';
import type {MRT_ColumnDef, MRT_TableOptions} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const skeletons = (container: HTMLElement) => container.querySelectorAll('tbody .MuiSkeleton-root').length;
const overlay = (container: HTMLElement) =>
  container.querySelector('.MuiTableContainer-root .MuiCircularProgress-root');
const bars = (container: HTMLElement) => container.querySelectorAll('.MuiLinearProgress-root').length;

describe('Async Loading guide', () => {
  it('`isLoading` shows skeletons in every body cell and the loading overlay, never the progress bars', () => {
    const {container, unmount} = mountTable({state: {isLoading: true}});
    expect(skeletons(container)).toBe(40);
    expect(overlay(container)).not.toBeNull();
    expect(bars(container)).toBe(0);
    unmount();
  });

  it('with no rows yet, `isLoading` draws one skeleton row per row of the page size, at most 20, even with pagination off', () => {
    const rows = (pageSize: number) => {
      const view = mountTable({
        data: [],
        enablePagination: false,
        state: {isLoading: true},
        initialState: {pagination: {pageIndex: 0, pageSize}},
      });
      const trs = Array.from(view.container.querySelectorAll('tbody tr'));
      // each placeholder row is a row of skeletons, one per column
      const skeletonRows = trs.filter((tr) => tr.querySelectorAll('td .MuiSkeleton-root').length === 4).length;
      view.unmount();
      return [trs.length, skeletonRows];
    };
    expect([rows(6), rows(10), rows(50)]).toEqual([
      [6, 6],
      [10, 10],
      [20, 20],
    ]);
  });

  it('`isLoading: true` with `showLoadingOverlay: false` gives skeletons alone', () => {
    const {container, unmount} = mountTable({state: {isLoading: true, showLoadingOverlay: false}});
    expect([skeletons(container), overlay(container)]).toEqual([40, null]);
    unmount();
  });

  it('`showProgressBars` shows two progress bars, one in the top toolbar and one in the bottom toolbar; `isSaving: true` with `showProgressBars: false` shows none', () => {
    const shown = mountTable({state: {showProgressBars: true}});
    expect([bars(shown.container), skeletons(shown.container), overlay(shown.container)]).toEqual([2, 0, null]);
    const [top, bottom] = Array.from(shown.container.querySelectorAll('.MuiLinearProgress-root'));
    const tableContainer = shown.container.querySelector('.MuiTableContainer-root')!;
    // the top bar comes before the table container, the bottom bar after it
    expect(tableContainer.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(tableContainer.compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    shown.unmount();
    // isSaving alone shows the bars; an explicit showProgressBars: false removes them
    const savingAlone = mountTable({state: {isSaving: true}});
    expect(bars(savingAlone.container)).toBe(2);
    savingAlone.unmount();
    const saving = mountTable({state: {isSaving: true, showProgressBars: false}});
    expect(bars(saving.container)).toBe(0);
    saving.unmount();
  });

  it('in `initialState` they work while `data` has rows, but not for a first load: with empty `data`, `initialState: {isLoading: true}` shows the overlay over "No records to display" and no skeleton rows, because MRT makes its placeholder rows only from `state`', () => {
    const shown = (options: Partial<MRT_TableOptions<Person>>) => {
      const view = mountTable(options);
      const result = {
        rows: view.container.querySelectorAll('tbody tr').length,
        skeletons: view.container.querySelectorAll('tbody .MuiSkeleton-root').length,
        overlay: !!view.container.querySelector('.MuiCircularProgress-root'),
        body: view.container.querySelector('tbody')!.textContent,
      };
      view.unmount();
      return result;
    };
    // ten people, four columns: a skeleton in each of the 40 cells
    expect(shown({initialState: {isLoading: true}})).toEqual({rows: 10, skeletons: 40, overlay: true, body: ''});
    expect(shown({initialState: {showSkeletons: true}})).toEqual({rows: 10, skeletons: 40, overlay: false, body: ''});
    expect(shown({initialState: {showLoadingOverlay: true}})).toMatchObject({skeletons: 0, overlay: true});
    for (const flag of ['showProgressBars', 'isSaving'] as const) {
      const view = mountTable({initialState: {[flag]: true}});
      expect(bars(view.container)).toBe(2);
      view.unmount();
    }
    expect(shown({data: [], initialState: {isLoading: true}})).toEqual({
      rows: 1,
      skeletons: 0,
      overlay: true,
      body: 'No records to display',
    });
    expect(shown({data: [], initialState: {showSkeletons: true}})).toEqual({
      rows: 1,
      skeletons: 0,
      overlay: false,
      body: 'No records to display',
    });
    expect(shown({data: [], state: {isLoading: true}})).toEqual({rows: 10, skeletons: 40, overlay: true, body: ''});
  });

  it('with empty `data`, MRT renders placeholder rows: as many as `pagination.pageSize`, at most 20, also with pagination off', () => {
    const counts = [
      {initialState: {pagination: {pageIndex: 0, pageSize: 5}}},
      {initialState: {pagination: {pageIndex: 0, pageSize: 50}}},
      {enablePagination: false},
    ].map((options) => {
      const {container, unmount} = mountTable({data: [], state: {isLoading: true}, ...options});
      const rows = container.querySelectorAll('tbody tr').length;
      unmount();
      return rows;
    });
    expect(counts).toEqual([5, 20, 10]);
  });

  it('the overlay\'s spinner is named "No records to display" and the container gets `aria-busy="true"`; `muiCircularProgressProps` renames it', () => {
    const plain = mountTable({state: {isLoading: true}});
    expect(overlay(plain.container)).toHaveAttribute('aria-label', 'No records to display');
    expect(plain.container.querySelector('.MuiTableContainer-root')).toHaveAttribute('aria-busy', 'true');
    plain.unmount();
    const named = mountTable({state: {isLoading: true}, muiCircularProgressProps: {'aria-label': 'Loading cities'}});
    expect(overlay(named.container)).toHaveAttribute('aria-label', 'Loading cities');
    named.unmount();
  });

  it('while `isLoading` is true the select-all checkbox and "expand all" are disabled (the row checkboxes too, when `showSkeletons: false` shows them) and detail panels are not rendered', () => {
    const options = {enableRowSelection: true, renderDetailPanel: () => <span className="panel">panel</span>};
    const boxes = () => screen.getAllByRole('checkbox');
    // before: without isLoading every checkbox and the button work, and the expanded rows show their panels
    const idle = mountTable({...options, state: {expanded: true}});
    expect(boxes().filter((box) => (box as HTMLInputElement).disabled)).toHaveLength(0);
    expect(screen.getByRole('button', {name: 'Expand all'})).not.toBeDisabled();
    expect(idle.container.querySelectorAll('.panel')).toHaveLength(10);
    idle.unmount();
    const loading = mountTable({...options, state: {isLoading: true, expanded: true}});
    // the row checkboxes are skeletons: only the select-all box is left, and it is disabled
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual(['Toggle select all']);
    expect(boxes()[0]).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Expand all'})).toBeDisabled();
    expect(loading.container.querySelectorAll('.panel')).toHaveLength(0);
    loading.unmount();
    const noSkeletons = mountTable({...options, state: {isLoading: true, showSkeletons: false}});
    expect(boxes()).toHaveLength(11);
    expect(boxes().every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    noSkeletons.unmount();
  });

  it('while `isLoading` or `showSkeletons` is true the sort buttons in the headers have no tooltip', async () => {
    const tooltipOnHover = async () => {
      jest.useFakeTimers();
      try {
        fireEvent.mouseOver(document.querySelector('thead .MuiTableSortLabel-root')!);
        await act(async () => {
          jest.advanceTimersByTime(1500);
        });
      } finally {
        jest.useRealTimers();
      }
      return screen.queryByRole('tooltip')?.textContent ?? null;
    };
    const idle = mountTable();
    expect(await tooltipOnHover()).toBe('Sort by First Name ascending');
    idle.unmount();
    for (const state of [{isLoading: true}, {showSkeletons: true}]) {
      const view = mountTable({state});
      expect(await tooltipOnHover()).toBeNull();
      view.unmount();
    }
  });

  it('while `isLoading` or `showSkeletons` is true MRT leaves a page index past the last page alone; it moves it to the last page once both are false', () => {
    for (const flag of ['isLoading', 'showSkeletons'] as const) {
      const hook = tableInstance({initialState: {pagination: {pageIndex: 4, pageSize: 5}}, state: {[flag]: true}});
      expect(hook.table().getState().pagination.pageIndex).toBe(4);
      hook.update({state: {[flag]: false}});
      // ten rows in pages of five: the last page is index 1
      expect(hook.table().getState().pagination.pageIndex).toBe(1);
      hook.unmount();
    }
  });

  it("a skeleton is a third to all of its column's width; display columns get half their width", () => {
    const {container, unmount} = mountTable({state: {isLoading: true}, enableRowActions: true});
    const widths = (index: number) =>
      Array.from(container.querySelectorAll<HTMLElement>(`tbody tr td:nth-child(${index}) .MuiSkeleton-root`)).map(
        (el) => parseFloat(el.style.width),
      );
    expect(new Set(widths(1))).toEqual(new Set([35])); // the row actions column is 70 px
    const data = widths(2);
    expect(data).toHaveLength(10);
    expect(data.every((width) => width >= 60 && width <= 180)).toBe(true);
    // rows that look like text of different lengths
    expect(new Set(data).size).toBeGreaterThan(1);
    unmount();
  });

  it('`muiLinearProgressProps` is called with `isTopToolbar`, so the two bars can be styled apart; with `enableTopToolbar: false` the top bar is gone', () => {
    // the page's snippet: keep only the bar under the top toolbar
    const both = mountTable({
      state: {showProgressBars: true},
      muiLinearProgressProps: ({isTopToolbar}) => ({
        color: 'secondary',
        sx: {display: isTopToolbar ? undefined : 'none'},
      }),
    });
    const [top, bottom] = Array.from(both.container.querySelectorAll('.MuiLinearProgress-root'));
    expect([top, bottom].map((bar) => bar.classList.contains('MuiLinearProgress-colorSecondary'))).toEqual([
      true,
      true,
    ]);
    expect([getComputedStyle(top).display, getComputedStyle(bottom).display]).toEqual(['block', 'none']);
    both.unmount();
    const seen: boolean[] = [];
    const {container, unmount} = mountTable({
      state: {showProgressBars: true},
      enableTopToolbar: false,
      muiLinearProgressProps: ({isTopToolbar}) => {
        seen.push(isTopToolbar);
        return {};
      },
    });
    expect(bars(container)).toBe(1);
    expect([...new Set(seen)]).toEqual([false]);
    unmount();
  });

  it('`isSaving`: the Save button of the row in edit mode is disabled and its icon becomes a spinner (in the modal: disabled, a spinner beside its label); Cancel and the fields stay active', async () => {
    const editing = {enableEditing: true, onEditingRowSave: () => {}} as const;
    // before: without isSaving the row's Save button is enabled and shows its icon
    const idle = mountTable({...editing, editDisplayMode: 'row'});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    expect(screen.getByRole('button', {name: 'Save'})).not.toBeDisabled();
    expect(screen.getByRole('button', {name: 'Save'}).querySelector('[data-testid="SaveIcon"]')).not.toBeNull();
    idle.unmount();
    const {container, table, unmount} = mountTable({...editing, editDisplayMode: 'row', state: {isSaving: true}});
    // open the first row for editing through its pencil button
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    const save = screen.getByRole('button', {name: 'Save'});
    expect(save).toBeDisabled();
    expect(save.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(save.querySelector('[data-testid="SaveIcon"]')).toBeNull();
    expect(table().getState().editingRow?.id).toBe('0');
    expect(bars(container)).toBe(2);
    // Cancel and the edit fields stay active
    expect(screen.getByRole('button', {name: 'Cancel'})).not.toBeDisabled();
    const fields = container.querySelectorAll<HTMLInputElement>('tbody input[type="text"]');
    expect(fields.length).toBe(4);
    expect(Array.from(fields).some((field) => field.disabled)).toBe(false);
    unmount();
    const modal = mountTable({...editing, editDisplayMode: 'modal', state: {isSaving: true}});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    const modalSave = within(screen.getByRole('dialog')).getByRole('button', {name: 'Save'});
    expect(modalSave).toBeDisabled();
    expect(modalSave.textContent).toBe('Save');
    expect(modalSave.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('button', {name: 'Cancel'})).not.toBeDisabled();
    modal.unmount();
  });

  it('`showSkeletons: true` alone looks like `isLoading: true` with `showLoadingOverlay: false`: every body cell becomes a skeleton, the row checkboxes included, so a row cannot be ticked; Enter or Space on its focused select cell still toggles it', async () => {
    const {container, table, unmount} = mountTable({state: {showSkeletons: true}, enableRowSelection: true});
    expect(overlay(container)).toBeNull();
    // 10 rows of 5 cells (select + 4 columns), each holding a skeleton
    expect(container.querySelectorAll('tbody td')).toHaveLength(50);
    expect(skeletons(container)).toBe(50);
    // the reader looks for the first row's checkbox: there is none, only the header's select-all box is left
    const firstRow = container.querySelector('tbody tr') as HTMLElement;
    expect(within(firstRow).queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Toggle select all']);
    // clicking where the checkbox would be (the skeleton in the select cell), or the row itself, ticks nothing
    const selectCell = firstRow.querySelector('td')!;
    await settle(() => fireEvent.click(selectCell.querySelector('.MuiSkeleton-root')!));
    await settle(() => fireEvent.click(selectCell));
    await settle(() => fireEvent.click(firstRow));
    expect(table().getState().rowSelection).toEqual({});
    // the keyboard shortcut works on the cell, not the checkbox: Enter ticks the row, Space unticks it
    await settle(() => fireEvent.keyDown(selectCell, {key: 'Enter'}));
    expect(table().getState().rowSelection).toEqual({0: true});
    await settle(() => fireEvent.keyDown(selectCell, {key: ' '}));
    expect(table().getState().rowSelection).toEqual({});
    unmount();
    // the same table without skeletons: the row's checkbox is there and ticks the row
    const shown = mountTable({enableRowSelection: true});
    const rowBox = within(shown.container.querySelector('tbody tr') as HTMLElement).getByRole('checkbox');
    await settle(() => fireEvent.click(rowBox));
    expect(shown.table().getState().rowSelection).toEqual({0: true});
    shown.unmount();
  });

  it('with `showSkeletons: true` alone the select-all checkbox, "expand all" and detail panels keep working; `isLoading` disables or hides them', async () => {
    const {container, table, unmount} = mountTable({
      state: {showSkeletons: true},
      enableRowSelection: true,
      renderDetailPanel: () => <span className="panel">panel</span>,
    });
    expect(skeletons(container)).toBe(60); // 10 rows of expand + select + 4 columns
    await settle(() => fireEvent.click(screen.getByRole('checkbox', {name: 'Toggle select all'})));
    expect(Object.keys(table().getState().rowSelection)).toHaveLength(10);
    // the rows' expand buttons are skeletons too; "expand all" opens every row's panel
    expect(container.querySelectorAll('.panel')).toHaveLength(0);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(container.querySelectorAll('.panel')).toHaveLength(10);
    unmount();
    // the same table with isLoading instead: skeletons too, but select-all and "expand all" are disabled and no
    // panels render
    const loading = mountTable({
      state: {isLoading: true, showLoadingOverlay: false, expanded: true},
      enableRowSelection: true,
      renderDetailPanel: () => <span className="panel">panel</span>,
    });
    expect(skeletons(loading.container)).toBeGreaterThan(0);
    expect(overlay(loading.container)).toBeNull();
    expect(screen.getByRole('checkbox', {name: 'Toggle select all'})).toBeDisabled();
    expect(screen.getByRole('button', {name: /^(Expand|Collapse) all$/})).toBeDisabled();
    expect(loading.container.querySelectorAll('.panel')).toHaveLength(0);
    loading.unmount();
  });

  it('`muiCircularProgressProps.Component` is rendered in the overlay instead of the spinner', () => {
    const {container, unmount} = mountTable({
      state: {showLoadingOverlay: true},
      muiCircularProgressProps: {Component: <p className="custom">Loading cities…</p>},
    });
    expect(overlay(container)).toBeNull();
    expect(container.querySelector('.custom')!.textContent).toBe('Loading cities…');
    expect(container.querySelector('tbody')!.textContent).toContain('Ada');
    unmount();
  });

  it('`renderEmptyRowsFallback` renders in place of "No records to display" when there are no rows; placeholder rows count as rows', () => {
    const fallback = () => <p className="empty">Nothing here</p>;
    const empty = mountTable({data: [], renderEmptyRowsFallback: fallback});
    expect(empty.container.querySelector('.empty')).not.toBeNull();
    empty.unmount();
    const loading = mountTable({data: [], renderEmptyRowsFallback: fallback, state: {isLoading: true}});
    expect(loading.container.querySelector('.empty')).toBeNull();
    loading.unmount();
  });

  it('`isLoading: true` with `showSkeletons: false` and empty `data` still creates placeholder rows; `Cell` is called with `null`', () => {
    const values: unknown[] = [];
    const columns: MRT_ColumnDef<Person>[] = [
      {
        accessorKey: 'age',
        header: 'Age',
        Cell: ({cell}) => {
          values.push(cell.getValue());
          return String(cell.getValue());
        },
      },
    ];
    const {container, unmount} = mountTable({columns, data: [], state: {isLoading: true, showSkeletons: false}});
    expect(container.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(values.length).toBeGreaterThanOrEqual(10);
    expect(new Set(values)).toEqual(new Set([null]));
    unmount();
  });

  it('`showAlertBanner` opens a banner with no text of its own; `muiToolbarAlertBannerProps` children give it the message', () => {
    const bare = mountTable({state: {showAlertBanner: true}});
    expect(screen.getByRole('alert').textContent).toBe(' ');
    bare.unmount();
    const told = mountTable({
      state: {showAlertBanner: true},
      muiToolbarAlertBannerProps: {color: 'error', children: 'Could not load the people.'},
    });
    expect(screen.getByRole('alert').textContent!.trim()).toBe('Could not load the people.');
    told.unmount();
  });
});
