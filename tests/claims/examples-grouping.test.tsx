/**
 * Claims of the grouping example pages: docs/examples/column-grouping.mdx, customized-grouping.mdx and
 * aggregation-and-grouping.mdx.
 */
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, bodyRows, people, type Person} from './harness';
import {tableInstance} from './tableInstance';

const columns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name'},
  {accessorKey: 'city', header: 'City'},
  {accessorKey: 'age', header: 'Age'},
];
const quiet = {enableTopToolbar: false, enableBottomToolbar: false, enableColumnActions: false, enableGrouping: true};

describe('column-grouping', () => {
  it('Each group row shows the value and, in parentheses, how many rows it holds', () => {
    const view = mountTable({
      ...quiet,
      columns,
      initialState: {grouping: ['city'], sorting: [{id: 'city', desc: false}]},
    });
    // one group row per city, with the number of people living there
    const counts = new Map<string, number>();
    for (const {city} of people) counts.set(city, (counts.get(city) ?? 0) + 1);
    expect(bodyRows(view.container).map((cells) => cells.find((text) => text.includes('(')))).toEqual(
      [...counts.keys()].sort().map((city) => `${city} (${counts.get(city)})`),
    );
    view.unmount();
  });

  /** Header texts and the first group row's cells (Boston, 2 people) under each `groupedColumnMode`. */
  const firstGroup = (groupedColumnMode: 'reorder' | 'remove' | false) => {
    const view = mountTable({
      ...quiet,
      columns,
      groupedColumnMode,
      initialState: {grouping: ['city'], columnFilters: [{id: 'city', value: 'Boston'}]},
    });
    const headers = Array.from(view.container.querySelectorAll('thead th')).map(
      (th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '',
    );
    const [cells] = bodyRows(view.container);
    view.unmount();
    return {headers, cells};
  };

  it("`'reorder'` (the default) moves the grouped column to the very front, before the expand column", () => {
    expect(firstGroup('reorder')).toEqual({
      headers: ['City', '', 'First Name', 'Age'],
      cells: ['Boston (2)', '', '', ''],
    });
  });

  it("`'remove'` takes it out of the table: the expand column's header names the grouped column, and its group cells show the value and the count", () => {
    expect(firstGroup('remove')).toEqual({headers: ['City', 'First Name', 'Age'], cells: ['Boston(2)', '', '']});
  });

  it('`false` leaves the column where it is, with the value and the count in its group cells, and the expand button in the first column', () => {
    const {headers, cells} = firstGroup(false);
    expect({headers, cells}).toEqual({headers: ['', 'First Name', 'City', 'Age'], cells: ['', '', 'Boston (2)', '']});
    const view = mountTable({...quiet, columns, groupedColumnMode: false, initialState: {grouping: ['city']}});
    const firstRow = view.container.querySelector('tbody tr')!;
    expect(firstRow.querySelector('td')!.querySelector('button[aria-label="Expand"]')).not.toBeNull();
    view.unmount();
  });
});

describe('customized-grouping', () => {
  it("`groupedColumnMode`: `false` leaves it in place, and `'remove'` takes it out of the table", () => {
    const order = (groupedColumnMode: false | 'remove') => {
      const view = tableInstance({...quiet, columns, groupedColumnMode, initialState: {grouping: ['age']}});
      const ids = view
        .table()
        .getVisibleLeafColumns()
        .map((column) => column.id);
      view.unmount();
      return ids;
    };
    expect(order(false)).toEqual(['mrt-row-expand', 'firstName', 'city', 'age']);
    expect(order('remove')).toEqual(['mrt-row-expand', 'firstName', 'city']);
  });

  it('With `paginateExpandedRows: false`, a page holds a number of top-level groups with all their rows', () => {
    const view = tableInstance({
      ...quiet,
      columns,
      paginateExpandedRows: false,
      initialState: {
        grouping: ['city'],
        expanded: true,
        sorting: [{id: 'city', desc: false}],
        pagination: {pageIndex: 0, pageSize: 3},
      },
    });
    const rows = view.table().getRowModel().rows;
    expect(rows.filter((row) => row.depth === 0)).toHaveLength(3);
    expect(rows.map((row) => (row.getIsGrouped() ? `${row.getValue('city')}:` : row.original.firstName))).toEqual([
      'Austin:',
      'Edsger',
      'Berkeley:',
      'Ken',
      'Boston:',
      'Barbara',
      'Margaret',
    ]);
    view.unmount();
    // by default the page counts every row, and the third page ends between a group and its rows
    const split = tableInstance({
      ...quiet,
      columns,
      initialState: {
        grouping: ['city'],
        expanded: true,
        sorting: [{id: 'city', desc: false}],
        pagination: {pageIndex: 0, pageSize: 3},
      },
    });
    expect(
      split
        .table()
        .getRowModel()
        .rows.map((row) => row.getIsGrouped()),
    ).toEqual([true, false, true]);
    split.unmount();
  });
});

describe('aggregation-and-grouping', () => {
  it("The Salary column passes an array, `['sum', 'max']`: Material React Table runs both and hands `AggregatedCell` an array with the two results", () => {
    const seen: unknown[] = [];
    const view = mountTable({
      ...quiet,
      columns: [
        {accessorKey: 'city', header: 'City'},
        {
          accessorKey: 'age',
          header: 'Age',
          aggregationFn: ['sum', 'max'],
          AggregatedCell: ({cell}) => {
            seen.push(cell.getValue());
            return null;
          },
        },
      ],
      state: {grouping: ['city'], columnFilters: [{id: 'city', value: 'Boston'}]},
    });
    expect(seen.at(-1)).toEqual([88, 55]);
    view.unmount();
  });

  it('the count next to a team then counts its level groups, since it is the number of direct sub-rows', () => {
    const view = mountTable({
      ...quiet,
      columns: [
        ...columns,
        {id: 'bracket', accessorFn: (row) => (row.age > 40 ? 'over 40' : 'up to 40'), header: 'Bracket'},
      ],
      state: {grouping: ['city', 'bracket'], columnFilters: [{id: 'city', value: 'Boston'}]},
    });
    // Boston: Barbara (55) and Margaret (33) fall into two brackets
    expect(bodyRows(view.container)[0].join('|')).toContain('Boston (2)');
    view.update({data: people.map((person) => (person.firstName === 'Margaret' ? {...person, age: 56} : person))});
    expect(bodyRows(view.container)[0].join('|')).toContain('Boston (1)');
    view.unmount();
  });
});
