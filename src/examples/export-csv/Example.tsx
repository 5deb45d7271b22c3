import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_Row} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {mkConfig, generateCsv, download} from 'export-to-csv';
import {data, type Person} from './makeData';

// one config for every export: the header row comes from these keys and labels
const csvConfig = mkConfig({
  filename: 'people',
  fieldSeparator: ',',
  decimalSeparator: '.',
  columnHeaders: [
    {key: 'id', displayLabel: 'ID'},
    {key: 'firstName', displayLabel: 'First Name'},
    {key: 'lastName', displayLabel: 'Last Name'},
    {key: 'company', displayLabel: 'Company'},
    {key: 'city', displayLabel: 'City'},
    {key: 'country', displayLabel: 'Country'},
  ],
});

/** Writes the original records behind `rows` to a CSV file and starts its download. */
function exportRows(rows: MRT_Row<Person>[]) {
  const csv = generateCsv(csvConfig)(rows.map((row) => ({...row.original})));
  download(csvConfig)(csv);
}

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'id', header: 'ID', size: 60},
      {accessorKey: 'firstName', header: 'First Name'},
      {accessorKey: 'lastName', header: 'Last Name'},
      {accessorKey: 'company', header: 'Company'},
      {accessorKey: 'city', header: 'City'},
      {accessorKey: 'country', header: 'Country'},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => String(row.id),
    enableRowSelection: true,
    columnFilterDisplayMode: 'popover',
    paginationDisplayMode: 'pages',
    renderTopToolbarCustomActions: ({table}) => (
      <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap', '& .MuiButton-root': {whiteSpace: 'nowrap'}}}>
        <Button
          size="small"
          startIcon={<FileDownloadIcon />}
          // every row that passes the current filters, in the current sort order, on every page
          onClick={() => exportRows(table.getPrePaginationRowModel().rows)}>
          Export All
        </Button>
        <Button
          size="small"
          startIcon={<FileDownloadIcon />}
          disabled={!table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
          onClick={() => exportRows(table.getSelectedRowModel().rows)}>
          Export Selected
        </Button>
      </Box>
    ),
  });

  return <MaterialReactTable table={table} />;
}
