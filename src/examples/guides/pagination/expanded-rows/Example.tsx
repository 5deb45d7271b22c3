import {useMemo, useState} from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {teams, type Member} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role'},
    ],
    [],
  );

  // true (the default): sub-rows take places on the page; false: a page holds 3 teams, each with its members
  const [paginateExpandedRows, setPaginateExpandedRows] = useState(true);

  const table = useMaterialReactTable({
    columns,
    data: teams,
    enableExpanding: true,
    paginateExpandedRows,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableSorting: false,
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 3}},
    muiPaginationProps: {rowsPerPageOptions: [3, 5, 10]},
    renderTopToolbarCustomActions: () => (
      <FormControlLabel
        control={
          <Switch checked={paginateExpandedRows} onChange={(event) => setPaginateExpandedRows(event.target.checked)} />
        }
        label="Sub-rows count toward the page size"
      />
    ),
  });

  return <MaterialReactTable table={table} />;
}
