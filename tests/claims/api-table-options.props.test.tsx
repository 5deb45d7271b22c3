/**
 * Claims of the API reference's table options page (src/api/descriptions/table-options.ts): the `mui…Props`
 * options (each reaches the element it names) and the `render…` options (what they return shows where the
 * description says).
 */
import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  MaterialReactTable,
  MRT_ToggleFullScreenButton,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import type {DialogProps} from '@mui/material/Dialog';
import {mountTable, settle, bodyRows, people, personColumns, type Person} from './harness';
import {tableInstance} from './tableInstance';

/** The elements carrying `className`, anywhere in the document (dialogs, menus and popovers render outside the table). */
const marked = (className: string) => Array.from(document.getElementsByClassName(className)) as HTMLElement[];
const few = people.slice(0, 3);
/** Dialog props without `open` (MUI's type asks for it; MRT supplies it). */
const dialogProps = (props: Partial<DialogProps>) => props as DialogProps;

interface Unit extends Person {
  subRows?: Person[];
}
/** Ada has a sub-row (Grace); Alan and Edsger have none. */
const tree: Unit[] = [{...people[0], subRows: [people[1]]}, people[2], people[3]];

/** Body rows of the table, without the detail-panel rows. */
const dataRows = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody tr')).filter(
    (row) => !row.querySelector(':scope > td.Mui-TableBodyCell-DetailPanel'),
  ) as HTMLElement[];

describe('muiBottomToolbarProps', () => {
  it('Props for the MUI `Box` of the bottom toolbar', () => {
    const view = mountTable({data: few, muiBottomToolbarProps: {className: 'mine'}});
    const [toolbar] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(toolbar).toBe(view.table().refs.bottomToolbarRef.current);
    expect(within(toolbar).getByRole('combobox', {name: 'Rows per page'})).toBeTruthy();
    expect(within(toolbar).queryByRole('button', {name: 'Show/Hide search'})).toBeNull();
    view.unmount();
  });
});

describe('muiCircularProgressProps', () => {
  it('Props for the spinner of the loading overlay', () => {
    const idle = mountTable({data: few, muiCircularProgressProps: {className: 'mine'}});
    expect(marked('mine')).toHaveLength(0);
    idle.unmount();
    const view = mountTable({data: few, state: {isLoading: true}, muiCircularProgressProps: {className: 'mine'}});
    const [spinner] = marked('mine');
    expect(spinner.classList.contains('MuiCircularProgress-root')).toBe(true);
    expect(spinner.getAttribute('role')).toBe('progressbar');
    view.unmount();
  });

  it('a `Component` key replaces the spinner entirely', () => {
    const view = mountTable({
      data: few,
      state: {isLoading: true},
      muiCircularProgressProps: {Component: <span>Fetching people</span>},
    });
    expect(screen.getByText('Fetching people')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    view.unmount();
  });
});

describe('muiColumnActionsButtonProps', () => {
  it('Props for the column actions `IconButton` in every header', () => {
    const view = mountTable({data: few, muiColumnActionsButtonProps: {className: 'mine'}});
    const buttons = marked('mine');
    expect(buttons).toHaveLength(personColumns.length);
    expect(buttons.every((button) => button.getAttribute('aria-label') === 'Column Actions')).toBe(true);
    expect(buttons.every((button) => button.closest('th'))).toBe(true);
    view.unmount();
  });
});

describe('muiColumnDragHandleProps', () => {
  it('Props for the drag handle `IconButton` in column headers', () => {
    const view = mountTable({data: few, enableColumnOrdering: true, muiColumnDragHandleProps: {className: 'mine'}});
    const handles = marked('mine');
    expect(handles).toHaveLength(personColumns.length);
    expect(handles.every((handle) => handle.tagName === 'BUTTON' && handle.getAttribute('aria-label') === 'Move')).toBe(
      true,
    );
    expect(handles.every((handle) => handle.closest('th'))).toBe(true);
    view.unmount();
  });
});

describe('muiCopyButtonProps', () => {
  it('Props for the `Button` that wraps cells when click-to-copy is on', () => {
    const off = mountTable({data: few, muiCopyButtonProps: {className: 'mine'}});
    expect(marked('mine')).toHaveLength(0);
    off.unmount();
    const view = mountTable({data: few, enableClickToCopy: true, muiCopyButtonProps: {className: 'mine'}});
    const buttons = marked('mine');
    expect(buttons).toHaveLength(few.length * personColumns.length);
    expect(buttons.every((button) => button.tagName === 'BUTTON' && button.closest('td'))).toBe(true);
    expect(buttons[0].textContent).toBe('Ada');
    view.unmount();
  });
});

describe('muiCreateRowModalProps', () => {
  it('Props for the MUI `Dialog` used to create a row in `modal` create mode', async () => {
    const view = mountTable({data: few, enableEditing: true, muiCreateRowModalProps: dialogProps({className: 'mine'})});
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(marked('mine')).toHaveLength(0); // not on the edit dialog
    await settle(() => view.table().setEditingRow(null));
    await settle(() => view.table().setCreatingRow(true));
    const [dialog] = marked('mine');
    expect(dialog.classList.contains('MuiDialog-root')).toBe(true);
    expect(within(dialog).getByRole('dialog')).toBeTruthy();
    view.unmount();
  });

  it('merged over `muiEditRowDialogProps`, which apply to it too', async () => {
    const view = mountTable({
      data: few,
      enableEditing: true,
      muiEditRowDialogProps: dialogProps({className: 'edit', maxWidth: 'lg'}),
      muiCreateRowModalProps: dialogProps({className: 'create'}),
    });
    await settle(() => view.table().setCreatingRow(true));
    expect([marked('edit').length, marked('create').length]).toEqual([0, 1]);
    expect(screen.getByRole('dialog').classList.contains('MuiDialog-paperWidthLg')).toBe(true);
    view.unmount();
  });
});

describe('muiDetailPanelProps', () => {
  it("Props for the `TableCell` that holds a row's detail panel", async () => {
    const view = mountTable({
      data: few,
      renderDetailPanel: ({row}) => `About ${row.original.firstName}`,
      muiDetailPanelProps: {className: 'mine'},
    });
    expect(marked('mine')).toHaveLength(few.length);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[0]));
    const [cell] = marked('mine');
    expect(cell.tagName).toBe('TD');
    expect(cell.textContent).toBe('About Ada');
    view.unmount();
  });
});

describe('muiEditRowDialogProps', () => {
  it('Props for the MUI `Dialog` used to edit a row in `modal` edit mode', async () => {
    const view = mountTable({data: few, enableEditing: true, muiEditRowDialogProps: dialogProps({className: 'mine'})});
    expect(marked('mine')).toHaveLength(0);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    const [dialog] = marked('mine');
    expect(dialog.classList.contains('MuiDialog-root')).toBe(true);
    expect((within(dialog).getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    view.unmount();
  });

  it('they also reach the create-row dialog', async () => {
    const view = mountTable({data: few, enableEditing: true, muiEditRowDialogProps: dialogProps({className: 'mine'})});
    await settle(() => view.table().setCreatingRow(true));
    const [dialog] = marked('mine');
    expect((within(dialog).getByLabelText('First Name') as HTMLInputElement).value).toBe('');
    view.unmount();
  });
});

describe('muiEditTextFieldProps', () => {
  it('Props for the `TextField` of every editable cell (for example `type`, `required` or `onBlur` validation)', async () => {
    const onBlur = jest.fn();
    const view = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'table',
      muiEditTextFieldProps: {className: 'mine', required: true, type: 'text', onBlur},
    });
    const fields = marked('mine');
    expect(fields).toHaveLength(few.length * personColumns.length);
    const inputs = fields.map((field) => field.querySelector('input') as HTMLInputElement);
    expect(inputs.every((input) => input.required && input.type === 'text')).toBe(true);
    expect(onBlur).not.toHaveBeenCalled();
    await settle(() => fireEvent.blur(inputs[0]));
    expect(onBlur).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});

describe('muiExpandAllButtonProps', () => {
  it('Props for the expand-all `IconButton` in the expand column header', () => {
    const view = mountTable<Unit>({data: tree, enableExpanding: true, muiExpandAllButtonProps: {className: 'mine'}});
    const [button] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(button.getAttribute('aria-label')).toBe('Expand all');
    expect(button.closest('thead')).not.toBeNull();
    view.unmount();
  });
});

describe('muiExpandButtonProps', () => {
  it("Props for each row's expand `IconButton`", () => {
    const view = mountTable<Unit>({data: tree, enableExpanding: true, muiExpandButtonProps: {className: 'mine'}});
    const buttons = marked('mine');
    expect(buttons).toHaveLength(tree.length);
    expect(buttons.every((button) => button.getAttribute('aria-label') === 'Expand' && button.closest('tbody'))).toBe(
      true,
    );
    view.unmount();
  });
});

/** A column per filter variant under test, with the filter row open. */
const variantColumn = (
  filterVariant: MRT_ColumnDef<Person>['filterVariant'],
  header = String(filterVariant),
): MRT_ColumnDef<Person> => ({
  id: header,
  header,
  accessorFn: (row) =>
    filterVariant === 'checkbox' ? String(row.age > 40) : filterVariant === 'text' ? row.city : row.age,
  filterVariant,
});

/** Mounts the table inside the date pickers' LocalizationProvider. */
function mountWithPickers(options: Partial<MRT_TableOptions<Person>>) {
  function Table() {
    const table = useMaterialReactTable<Person>({data: few, columns: personColumns, ...options});
    return <MaterialReactTable table={table} />;
  }
  return render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Table />
    </LocalizationProvider>,
  );
}
const dated = (id: string, filterVariant: MRT_ColumnDef<Person>['filterVariant']): MRT_ColumnDef<Person> => ({
  id,
  header: id,
  accessorFn: (row) => new Date(2000, 0, row.age),
  Cell: ({cell}) => cell.getValue<Date>().getDate(),
  filterVariant,
});

describe('muiFilterAutocompleteProps', () => {
  it('Props for the MUI `Autocomplete` of columns with the `autocomplete` filter variant', () => {
    const view = mountTable({
      data: few,
      columns: [variantColumn('autocomplete'), variantColumn('text')],
      initialState: {showColumnFilters: true},
      // MUI's type asks for `options` and `renderInput`, which MRT supplies
      muiFilterAutocompleteProps: {className: 'mine'} as never,
    });
    const [autocomplete] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(autocomplete.classList.contains('MuiAutocomplete-root')).toBe(true);
    expect(autocomplete.closest('th')?.textContent).toContain('autocomplete');
    view.unmount();
  });
});

describe('muiFilterCheckboxProps', () => {
  it('Props for the `Checkbox` of columns with the `checkbox` filter variant', () => {
    const view = mountTable({
      data: few,
      columns: [variantColumn('checkbox'), variantColumn('text')],
      initialState: {showColumnFilters: true},
      muiFilterCheckboxProps: {className: 'mine'},
    });
    const [checkbox] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(checkbox.classList.contains('MuiCheckbox-root')).toBe(true);
    expect(checkbox.closest('th')?.textContent).toContain('checkbox');
    view.unmount();
  });
});

describe('date and time filter pickers', () => {
  it('muiFilterDatePickerProps: Props for the MUI X `DatePicker` of `date` and `date-range` filters', () => {
    const view = mountWithPickers({
      columns: [dated('date', 'date'), dated('date-range', 'date-range'), dated('datetime', 'datetime')],
      initialState: {showColumnFilters: true},
      muiFilterDatePickerProps: {className: 'mine', disabled: true},
    });
    const fields = marked('mine');
    expect(
      fields.map((field) => field.closest('th')?.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent),
    ).toEqual(['date', 'date-range', 'date-range']);
    expect(fields.every((field) => field.classList.contains('Mui-disabled'))).toBe(true);
    view.unmount();
  });

  it('muiFilterDateTimePickerProps: Props for the MUI X `DateTimePicker` of `datetime` and `datetime-range` filters', () => {
    const view = mountWithPickers({
      columns: [dated('date', 'date'), dated('datetime', 'datetime'), dated('datetime-range', 'datetime-range')],
      initialState: {showColumnFilters: true},
      muiFilterDateTimePickerProps: {className: 'mine', disabled: true},
    });
    const fields = marked('mine');
    expect(
      fields.map((field) => field.closest('th')?.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent),
    ).toEqual(['datetime', 'datetime-range', 'datetime-range']);
    expect(fields.every((field) => field.classList.contains('Mui-disabled'))).toBe(true);
    view.unmount();
  });

  it('muiFilterTimePickerProps: Props for the MUI X `TimePicker` of `time` and `time-range` filters', () => {
    const view = mountWithPickers({
      columns: [dated('date', 'date'), dated('time', 'time'), dated('time-range', 'time-range')],
      initialState: {showColumnFilters: true},
      muiFilterTimePickerProps: {className: 'mine', disabled: true},
    });
    const fields = marked('mine');
    expect(
      fields.map((field) => field.closest('th')?.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent),
    ).toEqual(['time', 'time-range', 'time-range']);
    expect(fields.every((field) => field.classList.contains('Mui-disabled'))).toBe(true);
    view.unmount();
  });
});

describe('muiFilterSliderProps', () => {
  it('Props for the `Slider` of `range-slider` filters', () => {
    const view = mountTable({
      data: few,
      columns: [variantColumn('range-slider'), variantColumn('range')],
      initialState: {showColumnFilters: true},
      muiFilterSliderProps: {className: 'mine'},
    });
    const [slider] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(slider.classList.contains('MuiSlider-root')).toBe(true);
    expect(slider.closest('th')?.textContent).toContain('range-slider');
    view.unmount();
  });
});

describe('muiFilterTextFieldProps', () => {
  it('Props for the `TextField` of the column filters: text, select, multi-select and range filters, and the input of autocomplete and date/time filters (not checkbox or range-slider filters)', () => {
    const view = mountWithPickers({
      columns: [
        variantColumn('text'),
        variantColumn('select'),
        variantColumn('multi-select'),
        variantColumn('range'),
        variantColumn('autocomplete'),
        dated('date', 'date'),
        variantColumn('checkbox'),
        variantColumn('range-slider'),
      ],
      initialState: {showColumnFilters: true},
      muiFilterTextFieldProps: {className: 'mine'},
    });
    const columnOf = (field: HTMLElement) =>
      field.closest('th')?.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent;
    expect(marked('mine').map(columnOf)).toEqual([
      'text',
      'select',
      'multi-select',
      'range',
      'range',
      'autocomplete',
      'date',
    ]);
    expect(marked('mine').every((field) => field.classList.contains('MuiFormControl-root'))).toBe(true);
    view.unmount();
  });

  it('as a function it receives the column and, in range filters, `rangeFilterIndex` (0 for min, 1 for max)', () => {
    const seen = new Set<string>();
    const view = mountTable({
      data: few,
      columns: [variantColumn('range', 'Age range'), variantColumn('text', 'City')],
      initialState: {showColumnFilters: true},
      muiFilterTextFieldProps: ({column, rangeFilterIndex}) => {
        seen.add(`${column.id} ${rangeFilterIndex ?? '-'}`);
        return {};
      },
    });
    expect([...seen].sort()).toEqual(['Age range 0', 'Age range 1', 'City -']);
    view.unmount();
  });
});

describe('muiLinearProgressProps', () => {
  it('Props for the progress bars of the top and bottom toolbars, shown while `isSaving` or `showProgressBars` is on', () => {
    const idle = mountTable({data: few, muiLinearProgressProps: {className: 'mine'}});
    expect(marked('mine')).toHaveLength(0);
    idle.unmount();
    for (const state of [{isSaving: true}, {showProgressBars: true}]) {
      const view = mountTable({data: few, state, muiLinearProgressProps: {className: 'mine'}});
      const bars = marked('mine');
      expect(bars.every((bar) => bar.classList.contains('MuiLinearProgress-root'))).toBe(true);
      const {topToolbarRef, bottomToolbarRef} = view.table().refs;
      expect(
        bars.map((bar) => [topToolbarRef.current!.contains(bar), bottomToolbarRef.current!.contains(bar)]),
      ).toEqual([
        [true, false],
        [false, true],
      ]);
      view.unmount();
    }
  });

  it('as a function it receives `isTopToolbar` to tell them apart', () => {
    const view = mountTable({
      data: few,
      state: {showProgressBars: true},
      muiLinearProgressProps: ({isTopToolbar}) => ({className: isTopToolbar ? 'top-bar' : 'bottom-bar'}),
    });
    const {topToolbarRef, bottomToolbarRef} = view.table().refs;
    expect(topToolbarRef.current!.contains(marked('top-bar')[0])).toBe(true);
    expect(bottomToolbarRef.current!.contains(marked('bottom-bar')[0])).toBe(true);
    view.unmount();
  });
});

describe('muiPaginationProps', () => {
  const pager = {initialState: {pagination: {pageIndex: 0, pageSize: 5}}};

  it('MRT reads `rowsPerPageOptions`, `showRowsPerPage`, `showFirstButton`/`showLastButton`, `disabled` and `SelectProps` (for the rows-per-page `Select`)', async () => {
    const plain = mountTable(pager);
    expect(screen.queryByRole('button', {name: 'Go to first page'})).toBeNull();
    expect((screen.getByRole('button', {name: 'Go to next page'}) as HTMLButtonElement).disabled).toBe(false);
    plain.unmount();
    const view = mountTable({
      ...pager,
      muiPaginationProps: {
        rowsPerPageOptions: [5, 7],
        showFirstButton: true,
        showLastButton: true,
        disabled: true,
        SelectProps: {className: 'rows-select'},
      },
    });
    expect(screen.getAllByRole('button', {name: /Go to (first|last) page/})).toHaveLength(2);
    expect((screen.getByRole('button', {name: 'Go to next page'}) as HTMLButtonElement).disabled).toBe(true);
    const select = screen.getByRole('combobox', {name: 'Rows per page'});
    expect(marked('rows-select')[0].contains(select)).toBe(true);
    expect(select.getAttribute('aria-disabled')).toBe('true');
    view.unmount();
    const options = mountTable({...pager, muiPaginationProps: {rowsPerPageOptions: [5, 7]}});
    await settle(() => fireEvent.mouseDown(screen.getByRole('combobox', {name: 'Rows per page'})));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '7']);
    options.unmount();
    const hidden = mountTable({...pager, muiPaginationProps: {showRowsPerPage: false}});
    expect(screen.queryByRole('combobox', {name: 'Rows per page'})).toBeNull();
    hidden.unmount();
  });

  it("any other prop reaches the MUI `Pagination` of `paginationDisplayMode: 'pages'` and is ignored in the default mode", () => {
    const byDefault = mountTable({...pager, muiPaginationProps: {className: 'mine', color: 'secondary'}});
    expect(marked('mine')).toHaveLength(0);
    byDefault.unmount();
    const pages = mountTable({
      ...pager,
      paginationDisplayMode: 'pages',
      muiPaginationProps: {className: 'mine', color: 'secondary'},
    });
    const [pagination] = marked('mine');
    expect(pagination.classList.contains('MuiPagination-root')).toBe(true);
    expect(within(pagination).getByRole('button', {name: 'page 1'}).className).toContain(
      'MuiPaginationItem-colorSecondary',
    );
    pages.unmount();
  });
});

describe('muiRowDragHandleProps', () => {
  it('Props for the row drag handle `IconButton`, including its `onDragEnd`', async () => {
    const onDragEnd = jest.fn();
    const view = mountTable({
      data: few,
      enableRowOrdering: true,
      muiRowDragHandleProps: {className: 'mine', onDragEnd},
    });
    const handles = marked('mine');
    expect(handles).toHaveLength(few.length);
    expect(handles.every((handle) => handle.getAttribute('aria-label') === 'Move' && handle.closest('tbody'))).toBe(
      true,
    );
    await settle(() => fireEvent.dragStart(handles[0], {dataTransfer: {setDragImage: () => {}}}));
    expect(view.table().getState().draggingRow?.id).toBe('0');
    expect(onDragEnd).not.toHaveBeenCalled();
    await settle(() => fireEvent.dragEnd(handles[0]));
    expect(onDragEnd).toHaveBeenCalledTimes(1);
    // MRT's own handling still runs around yours
    expect(view.table().getState().draggingRow).toBeNull();
    view.unmount();
  });
});

describe('muiSearchTextFieldProps', () => {
  it('Props for the search `TextField` in the toolbar (placeholder, variant, size…)', () => {
    const view = mountTable({
      data: few,
      initialState: {showGlobalFilter: true},
      muiSearchTextFieldProps: {className: 'mine', placeholder: 'Find people', variant: 'standard'},
    });
    const [field] = marked('mine');
    expect(view.table().refs.topToolbarRef.current!.contains(field)).toBe(true);
    const input = within(field).getByPlaceholderText('Find people');
    expect(input.closest('.MuiInput-root')).not.toBeNull();
    expect(field.querySelector('.MuiOutlinedInput-root')).toBeNull();
    view.unmount();
  });
});

describe('muiSelectAllCheckboxProps', () => {
  it('Props for the select-all `Checkbox` in the header', () => {
    const view = mountTable({data: few, enableRowSelection: true, muiSelectAllCheckboxProps: {className: 'mine'}});
    const [checkbox] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(checkbox.classList.contains('MuiCheckbox-root')).toBe(true);
    expect(within(checkbox.closest('th')!).getByRole('checkbox', {name: 'Toggle select all'})).toBeTruthy();
    view.unmount();
  });
});

describe('muiSelectCheckboxProps', () => {
  it("Props for each row's selection `Checkbox` (or `Radio` in single selection)", () => {
    const multi = mountTable({data: few, enableRowSelection: true, muiSelectCheckboxProps: {className: 'mine'}});
    expect(marked('mine')).toHaveLength(few.length);
    expect(marked('mine').every((box) => box.classList.contains('MuiCheckbox-root') && box.closest('tbody'))).toBe(
      true,
    );
    multi.unmount();
    const single = mountTable({
      data: few,
      enableRowSelection: true,
      enableMultiRowSelection: false,
      muiSelectCheckboxProps: {className: 'mine'},
    });
    expect(marked('mine')).toHaveLength(few.length);
    expect(marked('mine').every((radio) => radio.classList.contains('MuiRadio-root'))).toBe(true);
    single.unmount();
  });
});

describe('muiSkeletonProps', () => {
  it('Props for the `Skeleton` placeholders shown in the cells while `isLoading` or `showSkeletons` is on', () => {
    const idle = mountTable({data: few, muiSkeletonProps: {className: 'mine'}});
    expect(marked('mine')).toHaveLength(0);
    idle.unmount();
    for (const state of [{isLoading: true}, {showSkeletons: true}]) {
      const view = mountTable({data: few, state, muiSkeletonProps: {className: 'mine'}});
      const skeletons = marked('mine');
      expect(skeletons).toHaveLength(few.length * personColumns.length);
      expect(
        skeletons.every((skeleton) => skeleton.classList.contains('MuiSkeleton-root') && skeleton.closest('td')),
      ).toBe(true);
      view.unmount();
    }
  });

  it('`showSkeletons: false` keeps them out even while loading', () => {
    const view = mountTable({
      data: few,
      state: {isLoading: true, showSkeletons: false},
      muiSkeletonProps: {className: 'mine'},
    });
    expect(marked('mine')).toHaveLength(0);
    expect(bodyRows(view.container)[0][0]).toBe('Ada');
    view.unmount();
  });
});

describe('muiTableBodyCellProps', () => {
  it('Props for every body `TableCell`', () => {
    const view = mountTable({data: few, muiTableBodyCellProps: {className: 'mine'}});
    const cells = Array.from(view.container.querySelectorAll('tbody td'));
    expect(cells).toHaveLength(few.length * personColumns.length);
    expect(marked('mine')).toEqual(cells);
    view.unmount();
  });

  it('as a function it receives the cell, column, row and table', () => {
    const view = mountTable({
      data: few,
      muiTableBodyCellProps: ({cell, column, row, table}) => ({
        title: `${cell.id}|${column.id}|${row.original.lastName}|${table.getRowModel().rows.length}`,
      }),
    });
    const ada = Array.from(view.container.querySelectorAll('tbody td')).find((cell) => cell.textContent === 'Ada');
    expect(ada?.getAttribute('title')).toBe('0_firstName|firstName|Lovelace|3');
    view.unmount();
  });
});

describe('muiTableBodyProps', () => {
  it('Props for the `TableBody`', () => {
    const view = mountTable({data: few, muiTableBodyProps: {className: 'mine'}});
    expect(marked('mine')).toEqual([view.container.querySelector('tbody')]);
    view.unmount();
  });
});

describe('muiTableBodyRowProps', () => {
  it('Props for every body `TableRow`, for example `onClick`, `hover` or `sx`', async () => {
    const onClick = jest.fn();
    const view = mountTable({
      data: few,
      muiTableBodyRowProps: {className: 'mine', onClick, hover: true, sx: {cursor: 'pointer'}},
    });
    const rows = Array.from(view.container.querySelectorAll('tbody tr')) as HTMLElement[];
    expect(marked('mine')).toEqual(rows);
    expect(rows.every((row) => row.classList.contains('MuiTableRow-hover'))).toBe(true);
    expect(getComputedStyle(rows[0]).cursor).toBe('pointer');
    await settle(() => fireEvent.click(within(rows[1]).getByText('Grace')));
    expect(onClick).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('as a function it receives the row', () => {
    const view = mountTable({
      data: few,
      muiTableBodyRowProps: ({row}) => ({className: `person-${row.original.lastName}`}),
    });
    expect(marked('person-Turing')).toEqual([dataRows(view.container)[2]]);
    view.unmount();
  });

  it('it also reaches each detail-panel row (as a function, with `isDetailPanel: true`)', () => {
    const view = mountTable({
      data: few,
      renderDetailPanel: () => 'details',
      muiTableBodyRowProps: ({isDetailPanel}) => ({className: isDetailPanel ? 'panel-row' : 'data-row'}),
    });
    const panelRows = Array.from(view.container.querySelectorAll('tbody td.Mui-TableBodyCell-DetailPanel')).map(
      (cell) => cell.parentElement,
    );
    expect(panelRows).toHaveLength(few.length);
    expect(marked('panel-row')).toEqual(panelRows);
    expect(marked('data-row')).toEqual(dataRows(view.container));
    view.unmount();
  });
});

describe('muiTableContainerProps', () => {
  it('Props for the `TableContainer` that scrolls the table (for example `sx: {maxHeight}`)', () => {
    const view = mountTable({data: few, muiTableContainerProps: {className: 'mine', sx: {maxHeight: '300px'}}});
    const [container] = marked('mine');
    expect(container).toBe(view.table().refs.tableContainerRef.current);
    expect(container.classList.contains('MuiTableContainer-root')).toBe(true);
    expect(container.querySelector('table')).not.toBeNull();
    expect(getComputedStyle(container).maxHeight).toBe('300px');
    expect(getComputedStyle(container).overflow).toBe('auto');
    view.unmount();
  });
});

describe('table footer', () => {
  const footed = personColumns.map((column) => ({...column, footer: `${column.header} total`}));

  it('muiTableFooterCellProps: Props for every footer `TableCell`', () => {
    const view = mountTable({data: few, columns: footed, muiTableFooterCellProps: {className: 'mine'}});
    const cells = Array.from(view.container.querySelectorAll('tfoot td'));
    expect(cells).toHaveLength(personColumns.length);
    expect(marked('mine')).toEqual(cells);
    view.unmount();
  });

  it('muiTableFooterProps: Props for the `TableFooter`', () => {
    const view = mountTable({data: few, columns: footed, muiTableFooterProps: {className: 'mine'}});
    expect(marked('mine')).toEqual([view.container.querySelector('tfoot')]);
    view.unmount();
  });

  it('muiTableFooterProps: MRT renders it only when some column has a `footer` or `Footer`', () => {
    const view = mountTable({data: few, muiTableFooterProps: {className: 'mine'}});
    expect(view.container.querySelector('tfoot')).toBeNull();
    expect(marked('mine')).toHaveLength(0);
    view.unmount();
    const one = mountTable({
      data: few,
      columns: [{...personColumns[0], Footer: () => 'Names'}, ...personColumns.slice(1)],
      muiTableFooterProps: {className: 'mine'},
    });
    expect(marked('mine')).toHaveLength(1);
    one.unmount();
  });

  it('muiTableFooterRowProps: Props for every footer `TableRow`', () => {
    const view = mountTable({data: few, columns: footed, muiTableFooterRowProps: {className: 'mine'}});
    const rows = Array.from(view.container.querySelectorAll('tfoot tr'));
    expect(rows).toHaveLength(1);
    expect(marked('mine')).toEqual(rows);
    view.unmount();
  });
});

describe('table head', () => {
  it('muiTableHeadCellProps: Props for every header `TableCell`', () => {
    const view = mountTable({data: few, enableRowSelection: true, muiTableHeadCellProps: {className: 'mine'}});
    const cells = Array.from(view.container.querySelectorAll('thead th'));
    expect(cells).toHaveLength(personColumns.length + 1);
    expect(marked('mine')).toEqual(cells);
    view.unmount();
  });

  it('muiTableHeadProps: Props for the `TableHead`', () => {
    const view = mountTable({data: few, muiTableHeadProps: {className: 'mine'}});
    expect(marked('mine')).toEqual([view.container.querySelector('thead')]);
    view.unmount();
  });

  it('muiTableHeadRowProps: Props for every header `TableRow`', () => {
    const view = mountTable({
      data: few,
      columns: [{id: 'name', header: 'Name', columns: personColumns.slice(0, 2)}, ...personColumns.slice(2)],
      muiTableHeadRowProps: {className: 'mine'},
    });
    const rows = Array.from(view.container.querySelectorAll('thead tr'));
    expect(rows).toHaveLength(2);
    expect(marked('mine')).toEqual(rows);
    view.unmount();
  });
});

describe('muiTablePaperProps', () => {
  it('Props for the `Paper` that wraps the whole table and toolbars', () => {
    const view = mountTable({data: few, muiTablePaperProps: {className: 'mine'}});
    const [paper] = marked('mine');
    expect(paper.classList.contains('MuiPaper-root')).toBe(true);
    expect(paper).toBe(view.container.firstElementChild);
    const {topToolbarRef, bottomToolbarRef} = view.table().refs;
    expect(
      [topToolbarRef.current, bottomToolbarRef.current, view.container.querySelector('table')].every((part) =>
        paper.contains(part),
      ),
    ).toBe(true);
    view.unmount();
  });
});

describe('muiTableProps', () => {
  it('Props for the MUI `Table` element', () => {
    const view = mountTable({data: few, muiTableProps: {className: 'mine'}});
    expect(marked('mine')).toEqual([view.container.querySelector('table')]);
    view.unmount();
  });
});

describe('toolbar alert banner', () => {
  it('muiToolbarAlertBannerChipProps: Props for the chips in the alert banner that show grouped columns', () => {
    const view = mountTable({
      data: few,
      enableGrouping: true,
      initialState: {grouping: ['city']},
      muiToolbarAlertBannerChipProps: {className: 'mine'},
    });
    const [chip] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(chip.classList.contains('MuiChip-root')).toBe(true);
    expect(chip.textContent).toBe('City');
    expect(chip.closest('.MuiAlert-root')?.textContent).toContain('Grouped by');
    view.unmount();
  });

  it('muiToolbarAlertBannerProps: Props for the MUI `Alert` banner that reports selected rows and grouping', async () => {
    const view = mountTable({
      data: few,
      enableRowSelection: true,
      enableGrouping: true,
      muiToolbarAlertBannerProps: {className: 'mine'},
    });
    const [banner] = marked('mine');
    expect(banner.classList.contains('MuiAlert-root')).toBe(true);
    await settle(() => fireEvent.click(screen.getAllByRole('checkbox', {name: 'Toggle select row'})[0]));
    expect(banner.textContent).toContain('1 of 3 row(s) selected');
    await settle(() => view.table().setGrouping(['city']));
    expect(marked('mine')[0].textContent).toContain('Grouped by');
    view.unmount();
  });
});

describe('muiTopToolbarProps', () => {
  it('Props for the MUI `Box` of the top toolbar', () => {
    const view = mountTable({data: few, muiTopToolbarProps: {className: 'mine'}});
    const [toolbar] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(toolbar).toBe(view.table().refs.topToolbarRef.current);
    expect(within(toolbar).getByRole('button', {name: 'Show/Hide search'})).toBeTruthy();
    expect(within(toolbar).queryByRole('combobox', {name: 'Rows per page'})).toBeNull();
    view.unmount();
  });
});

describe('renderBottomToolbar', () => {
  it('Replaces the whole bottom toolbar with your own content', () => {
    const view = mountTable({data: few, renderBottomToolbar: () => <div>My footer bar</div>});
    expect(screen.getByText('My footer bar')).toBeTruthy();
    expect(screen.queryByRole('combobox', {name: 'Rows per page'})).toBeNull();
    expect(view.table().refs.bottomToolbarRef.current).toBeNull();
    // after the table
    const table = view.container.querySelector('table')!;
    expect(
      table.compareDocumentPosition(screen.getByText('My footer bar')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    view.unmount();
  });
});

describe('renderBottomToolbarCustomActions', () => {
  it('Adds your own content to the left side of the bottom toolbar', () => {
    const view = mountTable({data: few, renderBottomToolbarCustomActions: () => <button>Export</button>});
    const toolbar = view.table().refs.bottomToolbarRef.current!;
    const button = within(toolbar).getByRole('button', {name: 'Export'});
    const pagination = within(toolbar).getByRole('combobox', {name: 'Rows per page'});
    expect(button.compareDocumentPosition(pagination) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the first child of the toolbar's content row, with the pagination pushed to the right
    const row = button.parentElement!;
    expect(row.firstElementChild).toBe(button);
    expect(getComputedStyle(row).justifyContent).toBe('space-between');
    view.unmount();
  });
});

describe('renderCaption', () => {
  it('Content for a `<caption>` on the table, which screen readers announce', () => {
    const view = mountTable({data: few, renderCaption: () => 'Famous programmers'});
    const caption = view.container.querySelector('table > caption');
    expect(caption?.textContent).toBe('Famous programmers');
    // the caption is the table's accessible name
    expect(screen.getByRole('table', {name: 'Famous programmers'})).toBeTruthy();
    view.unmount();
  });
});

describe('renderCellActionMenuItems', () => {
  const openMenuOn = async (container: HTMLElement, text: string) => {
    const cell = Array.from(container.querySelectorAll('tbody td')).find((td) => td.textContent === text)!;
    await settle(() => fireEvent.contextMenu(cell));
    return screen.getByRole('menu');
  };

  it('Returns the menu items for the cell actions menu; it receives the built-in items in `internalMenuItems` to keep or rearrange', async () => {
    const received: number[] = [];
    const view = mountTable({
      data: few,
      enableCellActions: true,
      enableClickToCopy: 'context-menu',
      renderCellActionMenuItems: ({cell, internalMenuItems}) => {
        received.push(internalMenuItems.length);
        return [<li key="who">Who is {String(cell.getValue())}?</li>, ...internalMenuItems];
      },
    });
    const menu = await openMenuOn(view.container, 'Ada');
    expect(received.at(-1)).toBe(1);
    expect(Array.from(menu.querySelectorAll('li')).map((item) => item.textContent)).toEqual(['Who is Ada?', 'Copy']);
    view.unmount();
    // what it returns replaces the built-in items
    const replaced = mountTable({
      data: few,
      enableCellActions: true,
      enableClickToCopy: 'context-menu',
      renderCellActionMenuItems: () => [<li key="only">Only mine</li>],
    });
    const only = await openMenuOn(replaced.container, 'Ada');
    expect(Array.from(only.querySelectorAll('li')).map((item) => item.textContent)).toEqual(['Only mine']);
    replaced.unmount();
  });
});

describe('renderColumnActionsMenuItems', () => {
  const openMenu = async () => {
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]));
    return screen.getByRole('menu');
  };

  it('Returns the items of every column actions menu; the built-in items come in `internalColumnMenuItems`', async () => {
    const view = mountTable({
      data: few,
      renderColumnActionsMenuItems: ({column, internalColumnMenuItems}) => [
        ...internalColumnMenuItems,
        <li key="mine">About {column.id}</li>,
      ],
    });
    const menu = await openMenu();
    expect(within(menu).getByText('Sort by First Name ascending')).toBeTruthy();
    expect(Array.from(menu.querySelectorAll('li')).at(-1)?.textContent).toBe('About firstName');
    view.unmount();
    const replaced = mountTable({data: few, renderColumnActionsMenuItems: () => [<li key="mine">Only mine</li>]});
    const only = await openMenu();
    expect(Array.from(only.querySelectorAll('li')).map((item) => item.textContent)).toEqual(['Only mine']);
    replaced.unmount();
  });
});

describe('renderColumnFilterModeMenuItems', () => {
  it('Returns the items of the filter mode menu for every column', async () => {
    const view = mountTable({
      data: few,
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
      renderColumnFilterModeMenuItems: ({column, onSelectFilterMode}) => [
        <li key="equals" role="menuitem" onClick={() => onSelectFilterMode('equals')}>
          {column.id} equals
        </li>,
      ],
    });
    const buttons = screen.getAllByRole('button', {name: 'Change filter mode'});
    expect(buttons).toHaveLength(personColumns.length);
    await settle(() => fireEvent.click(buttons[2]));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['age equals']);
    expect(view.table().getState().columnFilterFns.age).toBe('fuzzy');
    await settle(() => fireEvent.click(within(menu).getByText('age equals')));
    expect(view.table().getState().columnFilterFns.age).toBe('equals');
    view.unmount();
  });
});

describe('dialog content', () => {
  const editable = {data: few, enableEditing: true} as const;

  it('renderCreateRowDialogContent: Replaces the content of the create-row dialog; the default inputs come in `internalEditComponents`', async () => {
    const view = mountTable({
      ...editable,
      renderCreateRowDialogContent: ({internalEditComponents}) => (
        <>
          <h2>New person</h2>
          {internalEditComponents}
        </>
      ),
    });
    await settle(() => view.table().setCreatingRow(true));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', {name: 'New person'})).toBeTruthy();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(personColumns.length);
    // MRT's own title and Save/Cancel buttons are gone
    expect(within(dialog).queryByRole('button', {name: 'Save'})).toBeNull();
    await settle(() => view.table().setCreatingRow(null));
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    expect(within(screen.getByRole('dialog')).queryByRole('heading', {name: 'New person'})).toBeNull();
    view.unmount();
  });

  it('renderEditRowDialogContent: Replaces the content of the edit-row dialog; the default inputs come in `internalEditComponents`', async () => {
    const view = mountTable({
      ...editable,
      renderEditRowDialogContent: ({internalEditComponents, row}) => (
        <>
          <h2>Editing {row.original.firstName}</h2>
          {internalEditComponents}
        </>
      ),
    });
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', {name: 'Editing Ada'})).toBeTruthy();
    expect((within(dialog).getByLabelText('Last Name') as HTMLInputElement).value).toBe('Lovelace');
    expect(within(dialog).queryByRole('button', {name: 'Save'})).toBeNull();
    view.unmount();
  });

  it('renderEditRowDialogContent: It fills the create-row dialog too when `renderCreateRowDialogContent` is not set or returns nothing', async () => {
    const editContent = () => <h2>Edit content</h2>;
    const unset = mountTable({...editable, renderEditRowDialogContent: editContent});
    await settle(() => unset.table().setCreatingRow(true));
    expect(within(screen.getByRole('dialog')).getByRole('heading', {name: 'Edit content'})).toBeTruthy();
    unset.unmount();
    const nothing = mountTable({
      ...editable,
      renderEditRowDialogContent: editContent,
      renderCreateRowDialogContent: () => null,
    });
    await settle(() => nothing.table().setCreatingRow(true));
    expect(within(screen.getByRole('dialog')).getByRole('heading', {name: 'Edit content'})).toBeTruthy();
    nothing.unmount();
  });
});

describe('renderDetailPanel', () => {
  it('Content shown in an expandable panel under each row; adds the expand column', async () => {
    const without = mountTable({data: few});
    expect(without.table().getColumn('mrt-row-expand')).toBeUndefined();
    without.unmount();
    const view = mountTable({data: few, renderDetailPanel: ({row}) => <p>About {row.original.firstName}</p>});
    expect(view.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-expand');
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[2]));
    const panel = screen.getByText('About Alan');
    const rows = Array.from(view.container.querySelectorAll('tbody tr'));
    // the row right under Alan's row
    expect(rows.indexOf(panel.closest('tr')!)).toBe(rows.indexOf(dataRows(view.container)[2]) + 1);
    view.unmount();
  });

  it('It is called for every rendered row on every render (for the expand button and for the panel)', async () => {
    const calls: string[] = [];
    const view = mountTable({
      initialState: {pagination: {pageIndex: 0, pageSize: 5}},
      renderDetailPanel: ({row}) => {
        calls.push(row.id);
        return null;
      },
    });
    calls.length = 0;
    await settle(() => view.table().setDensity('compact'));
    const count = (id: string) => calls.filter((call) => call === id).length;
    // the five rows of page 1, each at least twice (its expand button and its panel), none of page 2
    expect(['0', '1', '2', '3', '4'].every((id) => count(id) >= 2)).toBe(true);
    expect(['5', '6', '7', '8', '9'].map(count)).toEqual([0, 0, 0, 0, 0]);
    view.unmount();
  });

  it('the content is mounted only while the row is expanded', async () => {
    const view = mountTable({data: few, renderDetailPanel: ({row}) => <p>About {row.original.firstName}</p>});
    expect(screen.queryByText(/^About/)).toBeNull();
    await settle(() => view.table().getRow('0').toggleExpanded(true));
    expect(screen.getAllByText(/^About/).map((panel) => panel.textContent)).toEqual(['About Ada']);
    jest.useFakeTimers();
    try {
      await settle(() => view.table().getRow('0').toggleExpanded(false));
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    } finally {
      jest.useRealTimers();
    }
    expect(screen.queryByText(/^About/)).toBeNull();
    view.unmount();
  });

  it('Returning nothing for a row disables its expand button (unless the row can expand for another reason, such as sub-rows)', () => {
    const view = mountTable<Unit>({
      data: tree,
      enableExpanding: true,
      renderDetailPanel: ({row}) => (row.original.firstName === 'Alan' ? <p>About Alan</p> : null),
    });
    const buttons = screen.getAllByRole('button', {name: 'Expand'}) as HTMLButtonElement[];
    // Ada has a sub-row, Alan a panel, Edsger neither
    expect(buttons.map((button) => button.disabled)).toEqual([false, false, true]);
    view.unmount();
  });
});

describe('renderEmptyRowsFallback', () => {
  it('What the body shows when there are no rows to display', async () => {
    const view = mountTable({data: few, renderEmptyRowsFallback: () => <p>Nobody here</p>});
    expect(screen.queryByText('Nobody here')).toBeNull();
    await settle(() => view.table().setGlobalFilter('zzzz'));
    expect(screen.getByText('Nobody here').closest('tbody')).not.toBeNull();
    expect(screen.queryByText('No results found')).toBeNull();
    view.unmount();
  });
});

describe('renderFallbackValue', () => {
  it('The value a cell shows when its value is `null` or `undefined`', () => {
    const values = [undefined, null, 0, ''];
    const view = mountTable<{id: string; value?: number | string | null}>({
      data: values.map((value, index) => ({id: String(index), value})),
      columns: [{accessorKey: 'value', header: 'Value'}],
      renderFallbackValue: '(none)',
    });
    expect(bodyRows(view.container).map(([cell]) => cell)).toEqual(['(none)', '(none)', '0', '']);
    view.unmount();
  });
});

describe('renderGlobalFilterModeMenuItems', () => {
  it('Returns the items of the search mode menu', async () => {
    const view = mountTable({
      data: few,
      enableGlobalFilterModes: true,
      initialState: {showGlobalFilter: true},
      renderGlobalFilterModeMenuItems: ({internalFilterOptions, onSelectFilterMode}) =>
        internalFilterOptions.map((option) => (
          <li key={option.option} role="menuitem" onClick={() => onSelectFilterMode(option.option)}>
            Search by {option.option}
          </li>
        )),
    });
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Change search mode'})));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Search by fuzzy', 'Search by contains', 'Search by startsWith']);
    await settle(() => fireEvent.click(within(menu).getByText('Search by startsWith')));
    expect(view.table().getState().globalFilterFn).toBe('startsWith');
    view.unmount();
  });
});

describe('renderRowActionMenuItems', () => {
  const items = ({row}: {row: {original: Person}}) =>
    row.original.firstName === 'Grace' ? [] : [<li key="call">Call {row.original.firstName}</li>];
  const menuButtons = (container: HTMLElement) =>
    dataRows(container).map((row) => within(row).queryAllByRole('button', {name: 'Row Actions'}).length);

  it("Returns the menu items of each row's actions menu: the row actions cell shows a menu button for rows where it returns items", async () => {
    const view = mountTable({data: few, enableRowActions: true, renderRowActionMenuItems: items});
    expect(menuButtons(view.container)).toEqual([1, 0, 1]);
    await settle(() => fireEvent.click(within(dataRows(view.container)[2]).getByRole('button', {name: 'Row Actions'})));
    expect(Array.from(screen.getByRole('menu').querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'Call Alan',
    ]);
    view.unmount();
  });

  it('with an "Edit" item first when row editing is on in `modal` or `row` mode', async () => {
    for (const editDisplayMode of ['modal', 'row', 'cell'] as const) {
      const view = mountTable({
        data: few,
        enableRowActions: true,
        enableEditing: true,
        editDisplayMode,
        renderRowActionMenuItems: items,
      });
      await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Row Actions'})[0]));
      const labels = Array.from(screen.getByRole('menu').querySelectorAll('li')).map((item) => item.textContent);
      expect([editDisplayMode, labels]).toEqual([
        editDisplayMode,
        editDisplayMode === 'cell' ? ['Call Ada'] : ['Edit', 'Call Ada'],
      ]);
      view.unmount();
    }
  });

  it('The row actions column comes from `enableRowActions` (or row editing), not from this option', () => {
    const off = mountTable({data: few, renderRowActionMenuItems: items});
    expect(off.table().getColumn('mrt-row-actions')).toBeUndefined();
    expect(screen.queryAllByRole('button', {name: 'Row Actions'})).toHaveLength(0);
    off.unmount();
    const editing = mountTable({data: few, enableEditing: true, renderRowActionMenuItems: items});
    // Grace gets no button: the "Edit" item alone does not bring one
    expect(menuButtons(editing.container)).toEqual([1, 0, 1]);
    editing.unmount();
  });

  it('`renderRowActions` takes the place of the menu when set', () => {
    const view = mountTable({
      data: few,
      enableRowActions: true,
      renderRowActionMenuItems: items,
      renderRowActions: () => <button>Mine</button>,
    });
    expect(screen.queryAllByRole('button', {name: 'Row Actions'})).toHaveLength(0);
    expect(screen.getAllByRole('button', {name: 'Mine'})).toHaveLength(few.length);
    view.unmount();
  });
});

describe('renderRowActions', () => {
  it("Renders the content of each row's actions cell, such as edit and delete buttons", () => {
    const view = mountTable({
      data: few,
      enableRowActions: true,
      renderRowActions: ({row}) => <button>Delete {row.original.firstName}</button>,
    });
    const rows = dataRows(view.container);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Delete Ada',
      'Delete Grace',
      'Delete Alan',
    ]);
    expect(view.table().getVisibleLeafColumns()[0].id).toBe('mrt-row-actions');
    view.unmount();
  });

  it('The row actions column comes from `enableRowActions` (or row editing in `modal` or `row` mode), not from this option', () => {
    const off = mountTable({data: few, renderRowActions: () => <button>Delete</button>});
    expect(screen.queryAllByRole('button', {name: 'Delete'})).toHaveLength(0);
    off.unmount();
    const editing = mountTable({data: few, enableEditing: true, renderRowActions: () => <button>Delete</button>});
    expect(screen.getAllByRole('button', {name: 'Delete'})).toHaveLength(few.length);
    editing.unmount();
    const hasColumn = (options: Partial<MRT_TableOptions<Person>>) => {
      const hook = tableInstance({data: few, renderRowActions: () => null, ...options});
      const ids = hook
        .table()
        .getAllLeafColumns()
        .map((column) => column.id);
      hook.unmount();
      return ids.includes('mrt-row-actions');
    };
    expect(
      [
        {},
        {enableRowActions: true},
        ...(['modal', 'row', 'cell', 'table'] as const).map((editDisplayMode) => ({
          enableEditing: true,
          editDisplayMode,
        })),
      ].map(hasColumn),
    ).toEqual([false, true, true, true, false, false]);
  });
});

describe('renderToolbarAlertBannerContent', () => {
  it('Replaces the content of the alert banner; the default selected and grouped messages are passed in', async () => {
    const passed: {selected: boolean; grouped: boolean}[] = [];
    const view = mountTable({
      data: few,
      enableRowSelection: true,
      renderToolbarAlertBannerContent: ({selectedAlert, groupedAlert}) => {
        passed.push({selected: !!selectedAlert, grouped: !!groupedAlert});
        return <div>Mine: {selectedAlert}</div>;
      },
    });
    await settle(() => fireEvent.click(screen.getAllByRole('checkbox', {name: 'Toggle select row'})[0]));
    const banner = view.container.querySelector('.MuiAlert-root')!;
    expect(banner.textContent).toMatch(/^Mine: 1 of 3 row\(s\) selected/);
    expect(passed.at(-1)).toEqual({selected: true, grouped: false});
    view.unmount();
  });
});

describe('renderToolbarInternalActions', () => {
  it('Replaces the built-in toolbar buttons, for example to reorder them or add your own', () => {
    const view = mountTable({
      data: few,
      renderToolbarInternalActions: ({table}) => (
        <>
          <button>Print</button>
          <MRT_ToggleFullScreenButton table={table} />
        </>
      ),
    });
    const toolbar = within(view.table().refs.topToolbarRef.current!);
    expect(
      toolbar.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Print', 'Toggle full screen']);
    view.unmount();
  });
});

describe('renderTopToolbar', () => {
  it('Replaces the whole top toolbar with your own content', () => {
    const view = mountTable({data: few, renderTopToolbar: () => <div>My header bar</div>});
    expect(screen.getByText('My header bar')).toBeTruthy();
    expect(screen.queryByRole('button', {name: 'Show/Hide search'})).toBeNull();
    expect(view.table().refs.topToolbarRef.current).toBeNull();
    const table = view.container.querySelector('table')!;
    expect(
      table.compareDocumentPosition(screen.getByText('My header bar')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    view.unmount();
  });
});

describe('renderTopToolbarCustomActions', () => {
  it('Adds your own content, such as buttons, to the left side of the top toolbar', () => {
    const view = mountTable({data: few, renderTopToolbarCustomActions: () => <button>Add person</button>});
    const toolbar = view.table().refs.topToolbarRef.current!;
    const button = within(toolbar).getByRole('button', {name: 'Add person'});
    const search = within(toolbar).getByRole('button', {name: 'Show/Hide search'});
    expect(button.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const row = button.parentElement!;
    expect(row.firstElementChild).toBe(button);
    expect(getComputedStyle(row).justifyContent).toBe('space-between');
    view.unmount();
  });
});
