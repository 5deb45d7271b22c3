import {useMemo} from 'react';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {listings, type Listing} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Listing>[]>(
    () => [
      {accessorKey: 'id', header: 'Ref', size: 80},
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'rooms', header: 'Rooms', size: 80},
      {
        accessorKey: 'rent',
        header: 'Rent',
        size: 100,
        Cell: ({cell}) => (cell.getValue<number>() ? `€${cell.getValue<number>()}` : 'Let'),
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: listings,
    enableRowSelection: (row) => row.original.rent > 0, // a flat already let cannot be picked
    getRowId: (row) => row.id,
    // MUI Checkbox props: stars instead of boxes, and a tooltip of its own for each row
    muiSelectCheckboxProps: ({row}) => ({
      icon: <StarBorder />,
      checkedIcon: <Star />,
      color: 'warning',
      title: row.original.rent === 0 ? 'Already let' : `Shortlist ${row.original.city}`,
    }),
    muiSelectAllCheckboxProps: {color: 'warning', title: 'Shortlist every flat'},
    enablePagination: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
