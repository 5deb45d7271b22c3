import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {betweenDays, onDay} from './dates';
import {cities, data, type Person} from './makeData';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      // 'text' (the default): a text field, matched with the fuzzy filter
      {accessorKey: 'name', header: 'Name', filterVariant: 'text', size: 170},
      {
        accessorKey: 'city',
        header: 'City',
        // a text field that suggests values as you type; free text filters too
        filterVariant: 'autocomplete',
        filterSelectOptions: cities,
        size: 160,
      },
      {
        accessorKey: 'team',
        header: 'Team',
        // one value from a dropdown, matched with `equals`
        filterVariant: 'select',
        filterSelectOptions: ['Design', 'Platform', 'Sales', 'Support'],
        size: 150,
      },
      {
        accessorKey: 'level',
        header: 'Level',
        // several values, a row matches any of them (`arrIncludesSome`)
        filterVariant: 'multi-select',
        // options can carry a label different from the value
        filterSelectOptions: [
          {label: 'Junior', value: 'Junior'},
          {label: 'Mid-level', value: 'Mid'},
          {label: 'Senior', value: 'Senior'},
          {label: 'Team lead', value: 'Lead'},
        ],
        size: 170,
      },
      {
        accessorKey: 'salary',
        header: 'Salary',
        // two text fields, Min and Max: `betweenInclusive` compares the typed strings as numbers
        filterVariant: 'range',
        Cell: ({cell}) => dollars.format(cell.getValue<number>()),
        size: 200,
      },
      {
        accessorKey: 'age',
        header: 'Age',
        // a two-thumb slider; without faceted values it needs its bounds
        filterVariant: 'range-slider',
        muiFilterSliderProps: {min: 20, max: 60, step: 5, marks: true},
        size: 180,
      },
      {
        accessorKey: 'hireDate',
        header: 'Hire Date',
        // two date pickers, from and to; the rows hold ISO day strings
        filterVariant: 'date-range',
        filterFn: betweenDays,
        size: 200,
      },
      {
        accessorKey: 'lastReview',
        header: 'Last Review',
        // one date picker: the rows reviewed on that day
        filterVariant: 'date',
        filterFn: onDay,
        size: 180,
      },
      {
        accessorKey: 'active',
        header: 'Active',
        // a three-state checkbox: any, then 'true', then 'false' (compared as text)
        filterVariant: 'checkbox',
        Cell: ({row}) => (row.original.active ? 'Yes' : 'No'),
        // MUI marks the unset box aria-checked="mixed" but leaves the native input two-state;
        // setting the native flag makes the two agree for screen readers
        muiFilterCheckboxProps: ({column}) => ({
          inputRef: (input: HTMLInputElement | null) => {
            if (input) input.indeterminate = column.getFilterValue() === undefined;
          },
        }),
        size: 150,
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // MRT leaves a slider's two thumbs unnamed: name them after their column
    muiFilterSliderProps: ({column}) => ({
      getAriaLabel: (thumb) => `${column.columnDef.header} ${thumb === 0 ? 'from' : 'to'}`,
    }),
    // every option above is written by hand; the faceted values example reads them from the data.
    // The filter row starts closed: the toolbar's filter button opens it
    initialState: {pagination: {pageIndex: 0, pageSize: 20}},
  });

  return <MaterialReactTable table={table} />;
}
