import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {data, type Person} from './makeData';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(() => {
    const total = data.reduce((sum, person) => sum + person.salary, 0);
    return [
      {accessorKey: 'id', header: 'No.', size: 80, Footer: () => `${data.length} people`},
      {accessorFn: (row) => `${row.firstName} ${row.lastName}`, id: 'name', header: 'Name', size: 180},
      {accessorKey: 'jobTitle', header: 'Job Title', size: 150},
      {accessorKey: 'city', header: 'City', size: 130},
      {
        accessorKey: 'salary',
        header: 'Salary',
        size: 150,
        Cell: ({cell}) => dollars.format(cell.getValue<number>()),
        // a footer row appears once any column has a Footer
        Footer: () => `Total ${dollars.format(total)}`,
      },
    ];
  }, []);

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    enablePagination: false, // all 60 rows in one scrolling body
    enableStickyHeader: true, // the header row stays at the top of the scrolling container
    enableStickyFooter: true, // and the footer row at its bottom
    // without a height limit the container would grow with its rows and never scroll
    muiTableContainerProps: {sx: {maxHeight: '420px'}},
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
