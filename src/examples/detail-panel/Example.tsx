import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {data, type Member} from './makeData';

export default function Example() {
  // only three columns: the rest of each record is shown in its detail panel
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      {accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name'},
      {accessorKey: 'email', header: 'Email'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    // giving the table a renderDetailPanel adds the expand column by itself
    renderDetailPanel: ({row}) => (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))'},
          gap: 2,
          maxWidth: 640,
        }}>
        <div>
          <Typography variant="overline" component="p">
            Address
          </Typography>
          <Typography>{row.original.address}</Typography>
          <Typography>
            {row.original.city}, {row.original.country}
          </Typography>
        </div>
        <div>
          <Typography variant="overline" component="p">
            Motto
          </Typography>
          <Typography>{row.original.motto}</Typography>
        </div>
      </Box>
    ),
    // clicking anywhere on a data row toggles its panel too (the expand button stops its own click)
    muiTableBodyRowProps: ({isDetailPanel, row}) =>
      isDetailPanel ? {} : {onClick: () => row.toggleExpanded(), sx: {cursor: 'pointer'}},
  });

  return <MaterialReactTable table={table} />;
}
