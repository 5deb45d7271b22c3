import {useMemo, useRef} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowVirtualizer,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {makeData, type Person} from './makeData';

const ROW_COUNT = 10_000;

export default function Example() {
  const data = useMemo(() => makeData(ROW_COUNT), []);

  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'id', header: 'ID', size: 80},
      {accessorKey: 'firstName', header: 'First Name', size: 130},
      {accessorKey: 'lastName', header: 'Last Name', size: 130},
      {accessorKey: 'department', header: 'Department', size: 140},
      {accessorKey: 'city', header: 'City', size: 120},
      {accessorKey: 'country', header: 'Country', size: 120},
    ],
    [],
  );

  // the virtualizer MRT creates, for scrolling to a row that is not in the page yet
  const rowVirtualizerInstanceRef = useRef<MRT_RowVirtualizer>(null);
  const scrollToRow = (index: number) => rowVirtualizerInstanceRef.current?.scrollToIndex(index, {align: 'start'});

  const table = useMaterialReactTable({
    columns,
    data,
    enableRowVirtualization: true,
    enablePagination: false,
    enableBottomToolbar: false,
    enableRowSelection: true,
    initialState: {density: 'compact'},
    muiTableContainerProps: {sx: {maxHeight: '480px'}},
    rowVirtualizerInstanceRef,
    // every row here is one line of text at the compact density, so its height is known ahead of measuring
    rowVirtualizerOptions: {overscan: 5, estimateSize: () => 37},
    renderTopToolbarCustomActions: () => (
      <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap'}}>
        <Button variant="outlined" size="small" onClick={() => scrollToRow(0)}>
          First row
        </Button>
        <Button variant="outlined" size="small" onClick={() => scrollToRow(4_999)}>
          Row 5,000
        </Button>
        <Button variant="outlined" size="small" onClick={() => scrollToRow(ROW_COUNT - 1)}>
          Last row
        </Button>
      </Box>
    ),
  });

  return <MaterialReactTable table={table} />;
}
