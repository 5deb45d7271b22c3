/** Claims of docs/examples/filter-variants.mdx and its source's comments. */
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import FilterVariants from '@site/src/examples/filter-variants/Example';
import {data as demoPeople} from '@site/src/examples/filter-variants/makeData';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, bodyRows, people, personColumns, type Person} from './harness';
import {tableInstance} from './tableInstance';

interface Member extends Person {
  active: boolean;
  level: string;
}
const members: Member[] = people.slice(0, 4).map((person, index) => ({
  ...person,
  active: index % 2 === 0,
  level: ['Lead', 'Leader', 'Mid', 'Senior'][index],
}));
const firstNames = (container: HTMLElement) => bodyRows(container).map((cells) => cells[0]);

it('when a column sets no `filterFn`, MRT picks one from the variant (table of defaults)', () => {
  const variants = [
    'text',
    'autocomplete',
    'select',
    'multi-select',
    'range',
    'range-slider',
    'checkbox',
    'date',
    'datetime',
    'time',
    'date-range',
    'datetime-range',
    'time-range',
  ] as const;
  const columns: MRT_ColumnDef<Person>[] = variants.map((filterVariant) => ({
    id: filterVariant,
    accessorKey: 'city',
    header: filterVariant,
    filterVariant,
  }));
  const view = tableInstance({columns});
  expect(Object.fromEntries(variants.map((id) => [id, view.table().getState().columnFilterFns[id]]))).toEqual({
    text: 'fuzzy',
    autocomplete: 'fuzzy',
    select: 'equals',
    'multi-select': 'arrIncludesSome',
    range: 'betweenInclusive',
    'range-slider': 'betweenInclusive',
    checkbox: 'equals',
    date: 'fuzzy',
    datetime: 'fuzzy',
    time: 'fuzzy',
    'date-range': 'betweenInclusive',
    'datetime-range': 'betweenInclusive',
    'time-range': 'betweenInclusive',
  });
  view.unmount();
});

it('Slider bounds: without `min`/`max` or faceted values the slider runs from 0 to 1', () => {
  const view = mountTable({
    columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'range-slider'}],
    initialState: {showColumnFilters: true},
  });
  const thumbs = Array.from(view.container.querySelectorAll('thead input[type="range"]'));
  expect(thumbs.map((thumb) => [thumb.getAttribute('min'), thumb.getAttribute('max')])).toEqual([
    ['0', '1'],
    ['0', '1'],
  ]);
  view.unmount();
});

it("MRT 3.2.1 gives the slider's two thumbs no accessible name", () => {
  const view = mountTable({
    columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'range-slider'}],
    muiFilterSliderProps: {min: 20, max: 90},
    initialState: {showColumnFilters: true},
  });
  const thumbs = Array.from(view.container.querySelectorAll('thead input[type="range"]'));
  expect(thumbs).toHaveLength(2);
  expect(thumbs.map((thumb) => thumb.getAttribute('aria-label') ?? thumb.getAttribute('aria-labelledby'))).toEqual([
    null,
    null,
  ]);
  view.unmount();
});

it("Checkbox: each click moves the filter from off to 'true', then 'false', then off again", async () => {
  const view = mountTable<Member>({
    data: members,
    columns: [
      {accessorKey: 'firstName', header: 'First Name', enableColumnFilter: false},
      {accessorKey: 'active', header: 'Active', filterVariant: 'checkbox'},
    ],
    initialState: {showColumnFilters: true},
  });
  const box = () => view.container.querySelector('thead input[type="checkbox"]') as HTMLInputElement;
  const seen: unknown[] = [];
  for (let click = 0; click < 3; click += 1) {
    await settle(() => fireEvent.click(box()));
    seen.push([view.table().getColumn('active').getFilterValue(), firstNames(view.container)]);
  }
  expect(seen).toEqual([
    ['true', ['Ada', 'Alan']],
    ['false', ['Grace', 'Edsger']],
    [undefined, ['Ada', 'Grace', 'Alan', 'Edsger']],
  ]);
  view.unmount();
});

it('Checkbox: the value is a string, and `equals` compares as text, so a boolean column matches it as it is', () => {
  const view = mountTable<Member>({
    data: members,
    columns: [
      ...(personColumns as unknown as MRT_ColumnDef<Member>[]),
      {accessorKey: 'active', header: 'Active', filterVariant: 'checkbox'},
    ],
    state: {columnFilters: [{id: 'active', value: 'false'}]},
  });
  expect(firstNames(view.container)).toEqual(['Grace', 'Edsger']);
  view.unmount();
});

it('`multi-select` on text: an option `Lead` would also match `Leader`', () => {
  const view = mountTable<Member>({
    data: members,
    columns: [
      ...(personColumns as unknown as MRT_ColumnDef<Member>[]),
      {accessorKey: 'level', header: 'Level', filterVariant: 'multi-select'},
    ],
    state: {columnFilters: [{id: 'level', value: ['Lead']}]},
  });
  expect(firstNames(view.container)).toEqual(['Ada', 'Grace']);
  view.unmount();
});

it('Date comparisons: the built-in comparison functions test equality as text, so a row date on the day of a picked bound fails `greaterThanOrEqualTo` and `betweenInclusive` unless both read the same as text: two `Date`s with the same time pass, but a bound later that day fails, and so does a Day.js bound of the same instant', () => {
  const view = tableInstance<{day: Date}>({
    data: [{day: new Date(2024, 4, 2, 0, 0)}],
    columns: [{accessorKey: 'day', header: 'Day'}],
  });
  const {greaterThanOrEqualTo, betweenInclusive} = view.table().options.filterFns!;
  const row = view.table().getCoreRowModel().rows[0];
  const end = new Date(2024, 5, 1);
  const passes = (bound: unknown) => [
    greaterThanOrEqualTo(row, 'day', bound, () => {}),
    betweenInclusive(row, 'day', [bound, end], () => {}),
  ];
  expect(passes(new Date(2024, 4, 2, 0, 0))).toEqual([true, true]);
  expect(passes(new Date(2024, 4, 2, 9, 30))).toEqual([false, false]);
  expect(passes(dayjs(new Date(2024, 4, 2, 0, 0)))).toEqual([false, false]);
  view.unmount();
});

describe('Text filters wait', () => {
  /** Types `A`, then `Ad` 150 ms later, and reads the filter value and the rows as the timers run on. */
  const typeAndSample = async (manualFiltering: boolean, filterVariant: 'text' | 'autocomplete' = 'text') => {
    jest.useFakeTimers();
    const view = mountTable({
      columns: [{accessorKey: 'firstName', header: 'First Name', filterVariant}],
      manualFiltering,
      initialState: {showColumnFilters: true},
      enableTopToolbar: false,
      enableBottomToolbar: false,
    });
    const input = view.container.querySelector('thead input[placeholder="Filter by First Name"]') as HTMLInputElement;
    const samples: unknown[] = [];
    const sample = () =>
      samples.push([view.table().getColumn('firstName').getFilterValue(), bodyRows(view.container).length]);
    await act(async () => {
      fireEvent.change(input, {target: {value: 'A'}});
    });
    await act(async () => {
      jest.advanceTimersByTime(150);
    });
    sample();
    await act(async () => {
      fireEvent.change(input, {target: {value: 'Ad'}});
    });
    for (const ms of [199, 1, 199, 1]) {
      await act(async () => {
        jest.advanceTimersByTime(ms);
      });
      sample();
    }
    view.unmount();
    jest.useRealTimers();
    return samples;
  };

  it('typing in a text or autocomplete filter applies it after a 200 ms pause, not on every key press', async () => {
    // 'Ad' leaves Ada and Donald (fuzzy)
    const expected = [
      [undefined, 10],
      [undefined, 10],
      ['Ad', 2],
      ['Ad', 2],
      ['Ad', 2],
    ];
    expect(await typeAndSample(false)).toEqual(expected);
    expect(await typeAndSample(false, 'autocomplete')).toEqual(expected);
  });

  it('(400 ms with `manualFiltering`)', async () => {
    // the rows are the server's business: they stay as given
    expect(await typeAndSample(true)).toEqual([
      [undefined, 10],
      [undefined, 10],
      [undefined, 10],
      [undefined, 10],
      ['Ad', 10],
    ]);
  });
});

it("the filter row starts closed: the toolbar's filter button opens it (the example's comment)", async () => {
  const view = render(
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <FilterVariants />
    </LocalizationProvider>,
  );
  const filterInputs = () => view.container.querySelectorAll('thead input').length;
  expect(filterInputs()).toBe(0);
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
  expect(filterInputs()).toBeGreaterThan(9);
  view.unmount();
});

describe('range', () => {
  /** Types into a range field and lets its debounce run. */
  const typeRange = async (input: HTMLElement, value: string) => {
    jest.useFakeTimers();
    try {
      fireEvent.change(input, {target: {value}});
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
    } finally {
      jest.useRealTimers();
    }
  };

  it('`range`: two text fields, Min and Max; the typed values are strings (the table of variants)', async () => {
    const view = mountTable({
      columns: [{accessorKey: 'age', header: 'Age', filterVariant: 'range'}],
      initialState: {showColumnFilters: true},
    });
    const [min, max] = [screen.getByPlaceholderText('Min'), screen.getByPlaceholderText('Max')] as HTMLInputElement[];
    expect([min.type, max.type]).toEqual(['text', 'text']);
    await typeRange(min, '50');
    await typeRange(max, '70');
    expect(view.table().getState().columnFilters).toEqual([{id: 'age', value: ['50', '70']}]);
    view.unmount();
  });

  it("Salary: two text fields, Min and Max: `betweenInclusive` compares the typed strings as numbers (the example's comment)", async () => {
    const view = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <FilterVariants />
      </LocalizationProvider>,
    );
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide filters'})));
    const header = screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith('Salary'))!;
    const min = within(header).getByPlaceholderText('Min') as HTMLInputElement;
    expect(min.type).toBe('text');
    // as text, '148000' < '90000'; as numbers it is above
    await typeRange(min, '90000');
    const names = bodyRows(view.container).map((cells) => cells[0]);
    expect(names).toEqual(demoPeople.filter((person) => person.salary >= 90000).map((person) => person.name));
    expect(names).toContain('Ava Okafor');
    view.unmount();
  });
});
