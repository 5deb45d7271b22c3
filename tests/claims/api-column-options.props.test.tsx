/**
 * Claims of the API reference's column options page (src/api/descriptions/column-options.ts): the column-level
 * `mui…Props` options (each reaches the element it names, in its own column only, and is spread over the table
 * option of the same name) and the column-level `render…` options (what they return shows in that column's menu).
 */
import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import {withPersonColumns, freshPersonColumns, mountTable, people, settle, type Person} from './harness';

const few = people.slice(0, 3);

/** The elements carrying `className`, anywhere in the document (menus and popovers render outside the table). */
const marked = (className: string) => Array.from(document.getElementsByClassName(className)) as HTMLElement[];

/** The header text of the column `element` sits in (header, filter or footer cell). */
const headerOf = (element: Element) => {
  const th = element.closest('th');
  if (th) return th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent;
  const td = element.closest('td')!;
  const index = td.getAttribute('data-index');
  return document.querySelector(`thead th[data-index="${index}"]`)?.querySelector('.Mui-TableHeadCell-Content-Wrapper')
    ?.textContent;
};
const headerCell = (name: string) =>
  screen
    .getAllByRole('columnheader')
    .find((th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent === name)!;

/**
 * The merge check: the table option sets `className`, `data-both` and `data-table`; the column option sets
 * `className` and `data-both`. Where both apply, the column's keys must win and the table's other keys stay.
 */
const tableSide = {className: 'from-table', 'data-both': 'table', 'data-table': 'kept'} as {className: string};
const columnSide = {className: 'from-column', 'data-both': 'column'} as {className: string};
/** What the merge check reads from an element: the key both sides set, and the key only the table sets. */
interface Probe {
  both: (element: HTMLElement) => string | null | undefined;
  tableOnly: (element: HTMLElement) => unknown;
}
const dataProbe: Probe = {
  both: (element) => element.getAttribute('data-both'),
  tableOnly: (element) => element.getAttribute('data-table'),
};
function expectSpreadOverTable(expected: number, probe: Probe = dataProbe) {
  const mine = marked('from-column');
  expect(mine).toHaveLength(expected);
  const kept = probe.tableOnly(marked('from-table')[0]);
  expect(kept).toBeTruthy();
  for (const element of mine) {
    expect(element.classList.contains('from-table')).toBe(false);
    expect(probe.both(element)).toBe('column');
    expect(probe.tableOnly(element)).toBe(kept);
  }
  // the other columns keep the table's props
  expect(marked('from-table').every((element) => probe.both(element) === 'table')).toBe(true);
}
/** Date and time pickers pass on neither `data-*` props: `name` (on the input) and `disabled` stand in. */
const pickerTableSide = {className: 'from-table', name: 'table', disabled: true};
const pickerColumnSide = {className: 'from-column', name: 'column'};
const pickerProbe: Probe = {
  both: (element) => element.querySelector('input')?.name,
  tableOnly: (element) => element.classList.contains('Mui-disabled'),
};

/** Mounts the table inside the date pickers' LocalizationProvider. */
function mountWithPickers(options: Partial<MRT_TableOptions<Person>>) {
  function Table() {
    const table = useMaterialReactTable<Person>({data: few, columns: freshPersonColumns(), ...options});
    return <MaterialReactTable table={table} />;
  }
  return render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Table />
    </LocalizationProvider>,
  );
}

/** A column with the given filter variant, named after it unless `header` says otherwise. */
const variantColumn = (
  filterVariant: MRT_ColumnDef<Person>['filterVariant'],
  extra: Partial<MRT_ColumnDef<Person>> = {},
  header = String(filterVariant),
): MRT_ColumnDef<Person> => ({
  id: header,
  header,
  accessorFn: (row) =>
    filterVariant === 'checkbox' ? String(row.age > 40) : filterVariant === 'text' ? row.city : row.age,
  filterVariant,
  ...extra,
});
/** A date column with the given filter variant. */
const dated = (
  filterVariant: MRT_ColumnDef<Person>['filterVariant'],
  extra: Partial<MRT_ColumnDef<Person>> = {},
  header = String(filterVariant),
): MRT_ColumnDef<Person> => ({
  id: header,
  header,
  accessorFn: (row) => new Date(2000, 0, row.age),
  Cell: ({cell}) => cell.getValue<Date>().getDate(),
  filterVariant,
  ...extra,
});
/** A fresh `initialState` with the filter row open for each table: MRT writes into `initialState` too. */
const filtersShown = () => ({initialState: {showColumnFilters: true}});

describe('muiColumnActionsButtonProps', () => {
  it("muiColumnActionsButtonProps: Props for this column's column actions `IconButton`", () => {
    const view = mountTable({
      data: few,
      columns: withPersonColumns({city: {muiColumnActionsButtonProps: {className: 'mine'}}}),
    });
    const [button] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(button.getAttribute('aria-label')).toBe('Column Actions');
    expect(headerOf(button)).toBe('City');
    expect(screen.getAllByRole('button', {name: 'Column Actions'})).toHaveLength(4);
    view.unmount();
  });

  it("muiColumnActionsButtonProps: spread over the table's `muiColumnActionsButtonProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      muiColumnActionsButtonProps: tableSide,
      columns: withPersonColumns({city: {muiColumnActionsButtonProps: columnSide}}),
    });
    expectSpreadOverTable(1);
    expect(headerOf(marked('from-column')[0])).toBe('City');
    expect(marked('from-table')).toHaveLength(3);
    view.unmount();
  });
});

describe('muiColumnDragHandleProps', () => {
  it("muiColumnDragHandleProps: Props for the drag handle `IconButton` in this column's header (not the one in the show/hide columns menu)", async () => {
    const view = mountTable({
      data: few,
      enableColumnOrdering: true,
      columns: withPersonColumns({city: {muiColumnDragHandleProps: {className: 'mine'}}}),
    });
    const [handle] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(handle.getAttribute('aria-label')).toBe('Move');
    expect(headerOf(handle)).toBe('City');
    expect(within(view.container.querySelector('thead')!).getAllByRole('button', {name: 'Move'})).toHaveLength(4);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('button', {name: 'Move'}).length).toBeGreaterThanOrEqual(4);
    expect(marked('mine')).toHaveLength(1);
    view.unmount();
  });

  it("muiColumnDragHandleProps: spread over the table's `muiColumnDragHandleProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      enableColumnOrdering: true,
      muiColumnDragHandleProps: tableSide,
      columns: withPersonColumns({city: {muiColumnDragHandleProps: columnSide}}),
    });
    expectSpreadOverTable(1);
    expect(headerOf(marked('from-column')[0])).toBe('City');
    view.unmount();
  });
});

describe('muiEditTextFieldProps', () => {
  const editingTable = (city: Partial<MRT_ColumnDef<Person>>, options: Partial<MRT_TableOptions<Person>> = {}) =>
    mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'table',
      columns: withPersonColumns({city}),
      ...options,
    });

  it("muiEditTextFieldProps: Props for this column's edit `TextField`, in the cells: for example `type`", () => {
    const view = editingTable({muiEditTextFieldProps: {className: 'mine', type: 'email'}});
    const fields = marked('mine');
    expect(fields).toHaveLength(few.length);
    expect(fields.map((field) => headerOf(field))).toEqual(['City', 'City', 'City']);
    expect(fields.map((field) => (field.querySelector('input') as HTMLInputElement).value)).toEqual(
      few.map((person) => person.city),
    );
    expect(fields.every((field) => field.querySelector('input')!.type === 'email')).toBe(true);
    // the other columns keep text inputs
    expect(view.container.querySelectorAll('tbody input[type="text"]')).toHaveLength(few.length * 3);
    view.unmount();
  });

  it('muiEditTextFieldProps: `select` with `children` as its options', async () => {
    const view = editingTable({
      muiEditTextFieldProps: {
        className: 'mine',
        select: true,
        children: ['London', 'New York', 'Manchester', 'Paris'].map((city) => (
          <MenuItem key={city} value={city}>
            {city}
          </MenuItem>
        )),
      },
    });
    const [field] = marked('mine');
    await settle(() => fireEvent.mouseDown(within(field).getByRole('combobox')));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'London',
      'New York',
      'Manchester',
      'Paris',
    ]);
    await settle(() => fireEvent.click(screen.getByRole('option', {name: 'Paris'})));
    expect(within(field).getByRole('combobox').textContent).toBe('Paris');
    view.unmount();
  });

  it("muiEditTextFieldProps: handlers such as `onBlur` for validation (MRT's own handling still runs)", async () => {
    const blurred: string[] = [];
    const view = mountTable({
      data: few,
      enableEditing: true,
      editDisplayMode: 'row',
      columns: withPersonColumns({
        city: {muiEditTextFieldProps: {className: 'mine', onBlur: (event) => blurred.push(event.target.value)}},
      }),
    });
    await settle(() => view.table().setEditingRow(view.table().getRowModel().rows[0]));
    const input = marked('mine')[0].querySelector('input')!;
    await settle(() => fireEvent.change(input, {target: {value: 'Leeds'}}));
    expect(blurred).toEqual([]);
    await settle(() => fireEvent.blur(input));
    expect(blurred).toEqual(['Leeds']);
    // MRT's blur handling still runs: the value reaches the row being edited
    expect(view.table().getState().editingRow?._valuesCache.city).toBe('Leeds');
    view.unmount();
  });

  it('muiEditTextFieldProps: as a function it receives the cell, column, row and table', () => {
    const view = editingTable({
      muiEditTextFieldProps: ({cell, column, row, table}) => ({
        className: `edit-${cell.id}-${column.id}-${row.original.lastName}-${table.getRowModel().rows.length}`,
      }),
    });
    expect(marked('edit-1_city-city-Hopper-3').map((field) => field.querySelector('input')!.value)).toEqual([
      'New York',
    ]);
    view.unmount();
  });

  it("muiEditTextFieldProps: Props for this column's edit `TextField` in the edit dialog", async () => {
    const view = mountTable({
      data: few,
      enableEditing: true,
      columns: withPersonColumns({city: {muiEditTextFieldProps: {className: 'mine'}}}),
    });
    expect(marked('mine')).toHaveLength(0);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Edit'})[0]));
    const [field] = marked('mine');
    expect(screen.getByRole('dialog').contains(field)).toBe(true);
    expect((within(field).getByLabelText('City') as HTMLInputElement).value).toBe('London');
    view.unmount();
  });

  it("muiEditTextFieldProps: spread over the table's `muiEditTextFieldProps`: a key set in both takes the column's value", () => {
    const view = editingTable({muiEditTextFieldProps: columnSide}, {muiEditTextFieldProps: tableSide});
    expectSpreadOverTable(few.length);
    expect(marked('from-column').map((field) => headerOf(field))).toEqual(['City', 'City', 'City']);
    expect(marked('from-table')).toHaveLength(few.length * 3);
    view.unmount();
  });
});

describe('muiFilterAutocompleteProps', () => {
  it("muiFilterAutocompleteProps: Props for the MUI `Autocomplete` of this column's filter, used when its `filterVariant` is `autocomplete`", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      columns: [
        variantColumn('autocomplete', {muiFilterAutocompleteProps: {className: 'mine'} as never}),
        variantColumn('autocomplete', {}, 'other autocomplete'),
        variantColumn('text', {muiFilterAutocompleteProps: {className: 'mine'} as never}),
      ],
    });
    const [autocomplete] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(autocomplete.classList.contains('MuiAutocomplete-root')).toBe(true);
    expect(headerOf(autocomplete)).toBe('autocomplete');
    expect(view.container.querySelectorAll('.MuiAutocomplete-root')).toHaveLength(2);
    view.unmount();
  });

  it("muiFilterAutocompleteProps: spread over the table's `muiFilterAutocompleteProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      muiFilterAutocompleteProps: tableSide as never,
      columns: [
        variantColumn('autocomplete', {muiFilterAutocompleteProps: columnSide as never}),
        variantColumn('autocomplete', {}, 'other autocomplete'),
      ],
    });
    expectSpreadOverTable(1);
    expect(headerOf(marked('from-column')[0])).toBe('autocomplete');
    expect(marked('from-table').map(headerOf)).toEqual(['other autocomplete']);
    view.unmount();
  });
});

describe('muiFilterCheckboxProps', () => {
  it("muiFilterCheckboxProps: Props for the `Checkbox` of this column's filter, used when its `filterVariant` is `checkbox`", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      columns: [
        variantColumn('checkbox', {muiFilterCheckboxProps: {className: 'mine'}}),
        variantColumn('checkbox', {}, 'other checkbox'),
        variantColumn('text', {muiFilterCheckboxProps: {className: 'mine'}}),
      ],
    });
    const [checkbox] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(checkbox.classList.contains('MuiCheckbox-root')).toBe(true);
    expect(headerOf(checkbox)).toBe('checkbox');
    expect(view.container.querySelectorAll('thead .MuiCheckbox-root')).toHaveLength(2);
    view.unmount();
  });

  it("muiFilterCheckboxProps: spread over the table's `muiFilterCheckboxProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      muiFilterCheckboxProps: tableSide,
      columns: [
        variantColumn('checkbox', {muiFilterCheckboxProps: columnSide}),
        variantColumn('checkbox', {}, 'other checkbox'),
      ],
    });
    expectSpreadOverTable(1);
    expect(headerOf(marked('from-column')[0])).toBe('checkbox');
    expect(marked('from-table').map(headerOf)).toEqual(['other checkbox']);
    view.unmount();
  });
});

describe('muiFilterDatePickerProps', () => {
  it("muiFilterDatePickerProps: Props for the MUI X `DatePicker` of this column's filter, used when its `filterVariant` is `date` or `date-range`", () => {
    const mine = {muiFilterDatePickerProps: {className: 'mine', disabled: true}};
    const view = mountWithPickers({
      ...filtersShown(),
      columns: [
        dated('date', mine),
        dated('date-range', mine),
        dated('date', {}, 'other date'),
        dated('datetime', mine),
        dated('time', mine),
        variantColumn('text', mine),
      ],
    });
    expect(marked('mine').map(headerOf)).toEqual(['date', 'date-range', 'date-range']);
    expect(marked('mine').every((field) => field.classList.contains('Mui-disabled'))).toBe(true);
    expect(view.container.querySelectorAll('thead .MuiFormControl-root.Mui-disabled')).toHaveLength(3);
    view.unmount();
  });

  it('muiFilterDatePickerProps: as a function it receives the column and, in `date-range` filters, `rangeFilterIndex` (0 for min, 1 for max)', () => {
    const seen = new Set<string>();
    const muiFilterDatePickerProps: MRT_ColumnDef<Person>['muiFilterDatePickerProps'] = ({
      column,
      rangeFilterIndex,
    }) => {
      seen.add(`${column.id} ${rangeFilterIndex ?? '-'}`);
      return {};
    };
    const view = mountWithPickers({
      ...filtersShown(),
      columns: [dated('date', {muiFilterDatePickerProps}), dated('date-range', {muiFilterDatePickerProps})],
    });
    expect([...seen].sort()).toEqual(['date -', 'date-range 0', 'date-range 1']);
    view.unmount();
  });

  it("muiFilterDatePickerProps: spread over the table's `muiFilterDatePickerProps`: a key set in both takes the column's value", () => {
    const view = mountWithPickers({
      ...filtersShown(),
      muiFilterDatePickerProps: pickerTableSide,
      columns: [dated('date', {muiFilterDatePickerProps: pickerColumnSide}), dated('date', {}, 'other date')],
    });
    expectSpreadOverTable(1, pickerProbe);
    expect(headerOf(marked('from-column')[0])).toBe('date');
    expect(marked('from-table').map(headerOf)).toEqual(['other date']);
    view.unmount();
  });
});

describe('muiFilterDateTimePickerProps', () => {
  it("muiFilterDateTimePickerProps: Props for the MUI X `DateTimePicker` of this column's filter, used when its `filterVariant` is `datetime` or `datetime-range`", () => {
    const mine = {muiFilterDateTimePickerProps: {className: 'mine', disabled: true}};
    const view = mountWithPickers({
      ...filtersShown(),
      columns: [
        dated('datetime', mine),
        dated('datetime-range', mine),
        dated('datetime', {}, 'other datetime'),
        dated('date', mine),
        dated('time', mine),
        variantColumn('text', mine),
      ],
    });
    expect(marked('mine').map(headerOf)).toEqual(['datetime', 'datetime-range', 'datetime-range']);
    expect(marked('mine').every((field) => field.classList.contains('Mui-disabled'))).toBe(true);
    expect(view.container.querySelectorAll('thead .MuiFormControl-root.Mui-disabled')).toHaveLength(3);
    view.unmount();
  });

  it('muiFilterDateTimePickerProps: as a function it receives the column and, in `datetime-range` filters, `rangeFilterIndex` (0 for min, 1 for max)', () => {
    const seen = new Set<string>();
    const muiFilterDateTimePickerProps: MRT_ColumnDef<Person>['muiFilterDateTimePickerProps'] = ({
      column,
      rangeFilterIndex,
    }) => {
      seen.add(`${column.id} ${rangeFilterIndex ?? '-'}`);
      return {};
    };
    const view = mountWithPickers({
      ...filtersShown(),
      columns: [
        dated('datetime', {muiFilterDateTimePickerProps}),
        dated('datetime-range', {muiFilterDateTimePickerProps}),
      ],
    });
    expect([...seen].sort()).toEqual(['datetime -', 'datetime-range 0', 'datetime-range 1']);
    view.unmount();
  });

  it("muiFilterDateTimePickerProps: spread over the table's `muiFilterDateTimePickerProps`: a key set in both takes the column's value", () => {
    const view = mountWithPickers({
      ...filtersShown(),
      muiFilterDateTimePickerProps: pickerTableSide,
      columns: [
        dated('datetime', {muiFilterDateTimePickerProps: pickerColumnSide}),
        dated('datetime', {}, 'other datetime'),
      ],
    });
    expectSpreadOverTable(1, pickerProbe);
    expect(headerOf(marked('from-column')[0])).toBe('datetime');
    expect(marked('from-table').map(headerOf)).toEqual(['other datetime']);
    view.unmount();
  });
});

describe('muiFilterTimePickerProps', () => {
  it("muiFilterTimePickerProps: Props for the MUI X `TimePicker` of this column's filter, used when its `filterVariant` is `time` or `time-range`", () => {
    const mine = {muiFilterTimePickerProps: {className: 'mine', disabled: true}};
    const view = mountWithPickers({
      ...filtersShown(),
      columns: [
        dated('time', mine),
        dated('time-range', mine),
        dated('time', {}, 'other time'),
        dated('date', mine),
        dated('datetime', mine),
        variantColumn('text', mine),
      ],
    });
    expect(marked('mine').map(headerOf)).toEqual(['time', 'time-range', 'time-range']);
    expect(marked('mine').every((field) => field.classList.contains('Mui-disabled'))).toBe(true);
    expect(view.container.querySelectorAll('thead .MuiFormControl-root.Mui-disabled')).toHaveLength(3);
    view.unmount();
  });

  it('muiFilterTimePickerProps: as a function it receives the column and, in `time-range` filters, `rangeFilterIndex` (0 for min, 1 for max)', () => {
    const seen = new Set<string>();
    const muiFilterTimePickerProps: MRT_ColumnDef<Person>['muiFilterTimePickerProps'] = ({
      column,
      rangeFilterIndex,
    }) => {
      seen.add(`${column.id} ${rangeFilterIndex ?? '-'}`);
      return {};
    };
    const view = mountWithPickers({
      ...filtersShown(),
      columns: [dated('time', {muiFilterTimePickerProps}), dated('time-range', {muiFilterTimePickerProps})],
    });
    expect([...seen].sort()).toEqual(['time -', 'time-range 0', 'time-range 1']);
    view.unmount();
  });

  it("muiFilterTimePickerProps: spread over the table's `muiFilterTimePickerProps`: a key set in both takes the column's value", () => {
    const view = mountWithPickers({
      ...filtersShown(),
      muiFilterTimePickerProps: pickerTableSide,
      columns: [dated('time', {muiFilterTimePickerProps: pickerColumnSide}), dated('time', {}, 'other time')],
    });
    expectSpreadOverTable(1, pickerProbe);
    expect(headerOf(marked('from-column')[0])).toBe('time');
    expect(marked('from-table').map(headerOf)).toEqual(['other time']);
    view.unmount();
  });
});

describe('muiFilterSliderProps', () => {
  it("muiFilterSliderProps: Props for the MUI `Slider` of this column's filter, used when its `filterVariant` is `range-slider`", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      columns: [
        variantColumn('range-slider', {muiFilterSliderProps: {className: 'mine'}}),
        variantColumn('range-slider', {}, 'other slider'),
        variantColumn('range', {muiFilterSliderProps: {className: 'mine'}}),
      ],
    });
    const [slider] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(slider.classList.contains('MuiSlider-root')).toBe(true);
    expect(headerOf(slider)).toBe('range-slider');
    expect(view.container.querySelectorAll('thead .MuiSlider-root')).toHaveLength(2);
    view.unmount();
  });

  it("muiFilterSliderProps: spread over the table's `muiFilterSliderProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      muiFilterSliderProps: tableSide,
      columns: [
        variantColumn('range-slider', {muiFilterSliderProps: columnSide}),
        variantColumn('range-slider', {}, 'other slider'),
      ],
    });
    expectSpreadOverTable(1);
    expect(headerOf(marked('from-column')[0])).toBe('range-slider');
    expect(marked('from-table').map(headerOf)).toEqual(['other slider']);
    view.unmount();
  });
});

describe('muiFilterTextFieldProps', () => {
  it("muiFilterTextFieldProps: Props for the `TextField` of this column's filter: text, select, multi-select and range filters, and the input of autocomplete and date/time filters (not checkbox or range-slider filters)", () => {
    const mine = {muiFilterTextFieldProps: {className: 'mine'}};
    const view = mountWithPickers({
      ...filtersShown(),
      columns: [
        variantColumn('text', mine),
        variantColumn('text', {}, 'other text'),
        variantColumn('select', mine),
        variantColumn('multi-select', mine),
        variantColumn('range', mine),
        variantColumn('autocomplete', mine),
        dated('date', mine),
        dated('time-range', mine),
        variantColumn('checkbox', mine),
        variantColumn('range-slider', mine),
      ],
    });
    expect(marked('mine').map(headerOf)).toEqual([
      'text',
      'select',
      'multi-select',
      'range',
      'range',
      'autocomplete',
      'date',
      'time-range',
      'time-range',
    ]);
    expect(marked('mine').every((field) => field.classList.contains('MuiFormControl-root'))).toBe(true);
    view.unmount();
  });

  it('muiFilterTextFieldProps: as a function it receives the column and, in range filters, `rangeFilterIndex` (0 for min, 1 for max)', () => {
    const seen = new Set<string>();
    const muiFilterTextFieldProps: MRT_ColumnDef<Person>['muiFilterTextFieldProps'] = ({column, rangeFilterIndex}) => {
      seen.add(`${column.id} ${rangeFilterIndex ?? '-'}`);
      return {};
    };
    const view = mountTable({
      data: few,
      ...filtersShown(),
      columns: [
        variantColumn('range', {muiFilterTextFieldProps}, 'Age range'),
        variantColumn('text', {muiFilterTextFieldProps}, 'City'),
        variantColumn('text', {}, 'other text'),
      ],
    });
    expect([...seen].sort()).toEqual(['Age range 0', 'Age range 1', 'City -']);
    view.unmount();
  });

  it("muiFilterTextFieldProps: spread over the table's `muiFilterTextFieldProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      muiFilterTextFieldProps: tableSide,
      columns: [variantColumn('text', {muiFilterTextFieldProps: columnSide}), variantColumn('text', {}, 'other text')],
    });
    expectSpreadOverTable(1);
    expect(headerOf(marked('from-column')[0])).toBe('text');
    expect(marked('from-table').map(headerOf)).toEqual(['other text']);
    view.unmount();
  });
});

describe('muiTableBodyCellProps', () => {
  it('muiTableBodyCellProps: Props for the body cells of this column, for example `align`', () => {
    const view = mountTable({
      data: few,
      columns: withPersonColumns({city: {muiTableBodyCellProps: {className: 'mine', align: 'right'}}}),
    });
    const cells = marked('mine');
    expect(cells.map((cell) => cell.textContent)).toEqual(few.map((person) => person.city));
    expect(cells.every((cell) => cell.tagName === 'TD' && headerOf(cell) === 'City')).toBe(true);
    expect(cells.every((cell) => cell.classList.contains('MuiTableCell-alignRight'))).toBe(true);
    expect(view.container.querySelectorAll('tbody td.MuiTableCell-alignRight')).toHaveLength(few.length);
    view.unmount();
  });

  it('muiTableBodyCellProps: as a function it receives the cell, column, row and table, for example for an `sx` that depends on the value', () => {
    const view = mountTable({
      data: few,
      columns: withPersonColumns({
        age: {
          muiTableBodyCellProps: ({cell, column, row, table}) => ({
            className: `cell-${cell.id}-${column.id}-${row.original.lastName}-${table.getRowModel().rows.length}`,
            sx: {fontStyle: cell.getValue<number>() > 40 ? 'italic' : 'normal'},
          }),
        },
      }),
    });
    expect(marked('cell-1_age-age-Hopper-3').map((cell) => cell.textContent)).toEqual(['85']);
    const ages = Array.from(view.container.querySelectorAll('tbody td')).filter((cell) => headerOf(cell) === 'Age');
    expect(ages.map((cell) => [cell.textContent, getComputedStyle(cell).fontStyle])).toEqual([
      ['36', 'normal'],
      ['85', 'italic'],
      ['41', 'italic'],
    ]);
    view.unmount();
  });

  it("muiTableBodyCellProps: spread over the table's `muiTableBodyCellProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      muiTableBodyCellProps: tableSide,
      columns: withPersonColumns({city: {muiTableBodyCellProps: columnSide}}),
    });
    expectSpreadOverTable(few.length);
    expect(marked('from-column').map((cell) => cell.textContent)).toEqual(few.map((person) => person.city));
    expect(marked('from-table')).toHaveLength(few.length * 3);
    view.unmount();
  });
});

describe('muiTableFooterCellProps', () => {
  const footed = (city: Partial<MRT_ColumnDef<Person>>) =>
    freshPersonColumns().map((column) => ({
      ...column,
      footer: `${column.header} total`,
      ...(column.accessorKey === 'city' ? city : {}),
    })) as MRT_ColumnDef<Person>[];

  it('muiTableFooterCellProps: Props for the footer cell of this column', () => {
    const view = mountTable({data: few, columns: footed({muiTableFooterCellProps: {className: 'mine'}})});
    const [cell] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(cell.closest('tfoot')).not.toBeNull();
    expect(cell.textContent).toBe('City total');
    expect(view.container.querySelectorAll('tfoot td')).toHaveLength(4);
    view.unmount();
  });

  it("muiTableFooterCellProps: spread over the table's `muiTableFooterCellProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      muiTableFooterCellProps: tableSide,
      columns: footed({muiTableFooterCellProps: columnSide}),
    });
    expectSpreadOverTable(1);
    expect(marked('from-column')[0].textContent).toBe('City total');
    expect(marked('from-table')).toHaveLength(3);
    view.unmount();
  });
});

describe('muiTableHeadCellProps', () => {
  it('muiTableHeadCellProps: Props for the header cell of this column', () => {
    const view = mountTable({
      data: few,
      columns: withPersonColumns({city: {muiTableHeadCellProps: {className: 'mine'}}}),
    });
    const [cell] = marked('mine');
    expect(marked('mine')).toHaveLength(1);
    expect(cell).toBe(headerCell('City'));
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    view.unmount();
  });

  it("muiTableHeadCellProps: spread over the table's `muiTableHeadCellProps`: a key set in both takes the column's value", () => {
    const view = mountTable({
      data: few,
      muiTableHeadCellProps: tableSide,
      columns: withPersonColumns({city: {muiTableHeadCellProps: columnSide}}),
    });
    expectSpreadOverTable(1);
    expect(marked('from-column')[0]).toBe(headerCell('City'));
    expect(marked('from-table')).toHaveLength(3);
    view.unmount();
  });
});

describe('renderCellActionMenuItems', () => {
  const menuTexts = () =>
    within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  const rightClick = (text: string) => settle(() => fireEvent.contextMenu(screen.getByText(text).closest('td')!));
  const closeMenu = () => settle(() => fireEvent.keyDown(screen.getByRole('menu'), {key: 'Escape'}));
  const cityItems: MRT_ColumnDef<Person>['renderCellActionMenuItems'] = ({cell, internalMenuItems, closeMenu}) => [
    <MenuItem key="visit" onClick={closeMenu}>
      Visit {cell.getValue<string>()}
    </MenuItem>,
    ...internalMenuItems,
  ];

  it("renderCellActionMenuItems: returns the items of the cell actions menu for this column's cells, in place of the table's `renderCellActionMenuItems`; the built-in items come in `internalMenuItems`", async () => {
    const view = mountTable({
      data: few,
      enableCellActions: true,
      enableClickToCopy: 'context-menu',
      renderCellActionMenuItems: () => [<MenuItem key="table">Table item</MenuItem>],
      columns: withPersonColumns({city: {renderCellActionMenuItems: cityItems}}),
    });
    await rightClick('Manchester');
    expect(menuTexts()).toEqual(['Visit Manchester', 'Copy']);
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: 'Visit Manchester'})));
    expect(screen.queryByRole('menu')).toBeNull();
    await rightClick('Turing');
    expect(menuTexts()).toEqual(['Table item']);
    await closeMenu();
    view.unmount();
  });

  it("renderCellActionMenuItems: the menu opens on right-click only while the table's `enableCellActions` is on", async () => {
    const view = mountTable({data: few, columns: withPersonColumns({city: {renderCellActionMenuItems: cityItems}})});
    await rightClick('Manchester');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByText('Visit Manchester')).toBeNull();
    view.unmount();
  });
});

describe('renderColumnFilterModeMenuItems', () => {
  const cityModes: MRT_ColumnDef<Person>['renderColumnFilterModeMenuItems'] = ({
    internalFilterOptions,
    onSelectFilterMode,
  }) => [
    <MenuItem key="exact" onClick={() => onSelectFilterMode('equals')}>
      Exactly ({internalFilterOptions.length} built in)
    </MenuItem>,
  ];
  const menuTexts = () =>
    within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  const openModeMenu = (name: string) =>
    settle(() => fireEvent.click(within(headerCell(name)).getByRole('button', {name: 'Change filter mode'})));

  it("renderColumnFilterModeMenuItems: returns the items of this column's filter mode menu, in place of the table's `renderColumnFilterModeMenuItems`; it receives the built-in choices in `internalFilterOptions` and `onSelectFilterMode` to apply one", async () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      enableColumnFilterModes: true,
      renderColumnFilterModeMenuItems: () => [<MenuItem key="table">Table mode</MenuItem>],
      columns: withPersonColumns({
        city: {renderColumnFilterModeMenuItems: cityModes, columnFilterModeOptions: ['contains', 'fuzzy']},
      }),
    });
    expect(view.table().getState().columnFilterFns.city).toBe('fuzzy');
    await openModeMenu('City');
    expect(menuTexts()).toEqual(['Exactly (2 built in)']);
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: 'Exactly (2 built in)'})));
    expect(view.table().getState().columnFilterFns.city).toBe('equals');
    await openModeMenu('Last Name');
    expect(menuTexts()).toEqual(['Table mode']);
    view.unmount();
  });

  it("renderColumnFilterModeMenuItems: the filter mode menu opened from this column's actions menu shows them too", async () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      enableColumnFilterModes: true,
      columns: withPersonColumns({city: {renderColumnFilterModeMenuItems: cityModes}}),
    });
    await settle(() => fireEvent.click(within(headerCell('City')).getByRole('button', {name: 'Column Actions'})));
    await settle(() => fireEvent.click(screen.getByRole('menuitem', {name: /Filter by City/})));
    const menus = screen.getAllByRole('menu');
    expect(
      within(menus[menus.length - 1])
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Exactly \(\d+ built in\)$/)]);
    view.unmount();
  });

  it("renderColumnFilterModeMenuItems: the menu exists only while the table's `enableColumnFilterModes` is on", () => {
    const view = mountTable({
      data: few,
      ...filtersShown(),
      columns: withPersonColumns({city: {renderColumnFilterModeMenuItems: cityModes}}),
    });
    expect(screen.queryAllByRole('button', {name: 'Change filter mode'})).toHaveLength(0);
    view.unmount();
  });
});
