import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
} from 'material-react-table';
import {tracks, type Track} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Track>[]>(
    () => [
      {accessorKey: 'title', header: 'Title'},
      {accessorKey: 'artist', header: 'Artist'},
      {accessorKey: 'length', header: 'Length', size: 90},
    ],
    [],
  );

  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});

  const table = useMaterialReactTable({
    columns,
    data: tracks,
    enableRowSelection: true,
    getRowId: (row) => row.id,
    state: {rowSelection, columnVisibility: {'mrt-row-select': false}}, // no checkbox column
    onRowSelectionChange: setRowSelection,
    // a click anywhere on a row toggles it; MRT highlights the selected rows
    muiTableBodyRowProps: ({row}) => ({
      onClick: row.getToggleSelectedHandler(),
      sx: {cursor: 'pointer'},
    }),
    enableTopToolbar: false,
    enablePagination: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
  });

  const picked = tracks.filter((track) => rowSelection[track.id]).map((track) => track.title);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="picked-tracks">
        Queue: {picked.length ? picked.join(', ') : 'empty'}
      </Typography>
    </>
  );
}
