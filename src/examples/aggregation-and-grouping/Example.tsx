import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, formatDollars, type Employee} from './makeData';

export default function Example() {
  // whole-table figures for the footers, computed once
  const totals = useMemo(
    () => ({
      averageAge: data.reduce((sum, e) => sum + e.age, 0) / data.length,
      payroll: data.reduce((sum, e) => sum + e.salary, 0),
    }),
    [],
  );

  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'team', header: 'Team', size: 130},
      {accessorKey: 'level', header: 'Level', size: 110},
      {accessorKey: 'name', header: 'Name', size: 170, enableGrouping: false},
      {
        accessorKey: 'age',
        header: 'Age',
        size: 140,
        enableGrouping: false,
        aggregationFn: 'mean', // the average of the rows in each group
        AggregatedCell: ({cell}) => (
          <span>
            Avg <strong>{cell.getValue<number>().toFixed(1)}</strong>
          </span>
        ),
        Footer: () => `Avg ${totals.averageAge.toFixed(1)}`,
      },
      {
        accessorKey: 'salary',
        header: 'Salary',
        size: 190,
        enableGrouping: false,
        aggregationFn: ['sum', 'max'], // several functions: the cell value becomes an array
        Cell: ({cell}) => formatDollars(cell.getValue<number>()),
        AggregatedCell: ({cell}) => {
          const [sum, max] = cell.getValue<[number, number]>();
          return (
            <span>
              Total <strong>{formatDollars(sum)}</strong>
              <br />
              Top <strong>{formatDollars(max)}</strong>
            </span>
          );
        },
        Footer: () => `Total ${formatDollars(totals.payroll)}`,
      },
    ],
    [totals],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    enableGrouping: true,
    enableStickyHeader: true,
    paginateExpandedRows: false, // a page holds 10 groups, with all their rows
    initialState: {grouping: ['team'], expanded: true, density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
