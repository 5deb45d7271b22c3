import {useMemo, useState} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_Row} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {data, type Person} from './makeData';
import {exportPdf, type PdfColumn} from './exportPdf';

// which fields go into the PDF, and their headings
const pdfColumns: PdfColumn<Person>[] = [
  {key: 'id', header: 'ID'},
  {key: 'firstName', header: 'First Name'},
  {key: 'lastName', header: 'Last Name'},
  {key: 'company', header: 'Company'},
  {key: 'city', header: 'City'},
  {key: 'country', header: 'Country'},
];

export default function Example() {
  const [busy, setBusy] = useState(false);

  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => pdfColumns.map((column) => ({accessorKey: column.key, header: column.header})),
    [],
  );

  const handleExport = async (rows: MRT_Row<Person>[], filename: string) => {
    setBusy(true); // the first export waits for the PDF library to load
    try {
      await exportPdf(
        rows.map((row) => row.original),
        pdfColumns,
        filename,
      );
    } finally {
      setBusy(false);
    }
  };

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => String(row.id),
    enableRowSelection: true,
    renderTopToolbarCustomActions: ({table}) => (
      <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap', '& .MuiButton-root': {whiteSpace: 'nowrap'}}}>
        <Button
          size="small"
          startIcon={<PictureAsPdfIcon />}
          disabled={busy}
          onClick={() => handleExport(table.getPrePaginationRowModel().rows, 'people.pdf')}>
          Export All
        </Button>
        <Button
          size="small"
          startIcon={<PictureAsPdfIcon />}
          disabled={busy || (!table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected())}
          onClick={() => handleExport(table.getSelectedRowModel().rows, 'selected-people.pdf')}>
          Export Selected
        </Button>
      </Box>
    ),
  });

  return <MaterialReactTable table={table} />;
}
