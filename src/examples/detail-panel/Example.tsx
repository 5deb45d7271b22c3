import {useMemo} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_TableInstance,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {data, type Member} from './makeData';

/** Opens this row's panel and closes any other (or closes this one if it is open). */
const openOnly = (row: MRT_Row<Member>, table: MRT_TableInstance<Member>) =>
  table.setExpanded({[row.id]: !row.getIsExpanded()});

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
    renderDetailPanel: ({row}) =>
      // nothing to show: returning null disables (and greys out) this row's expand button
      row.original.address ? (
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
      ) : null,
    // one panel at a time: MRT toggles the row, then this replaces the whole expanded state
    muiExpandButtonProps: ({row, table}) => ({onClick: () => openOnly(row, table)}),
    enableExpandAll: false, // "expand all" would open every panel at once
    // clicking anywhere on a data row with a panel does the same (the expand button stops its own click)
    muiTableBodyRowProps: ({isDetailPanel, row, table}) =>
      isDetailPanel || !row.original.address ? {} : {onClick: () => openOnly(row, table), sx: {cursor: 'pointer'}},
  });

  return <MaterialReactTable table={table} />;
}
