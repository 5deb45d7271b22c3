import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {moveItem, playlist, type Track} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Track>[]>(
    () => [
      // row.index is the row's position in the data array, the same number the drop handler uses
      {id: 'position', header: '#', size: 60, Cell: ({row}) => row.index + 1},
      {accessorKey: 'title', header: 'Title', size: 170},
      {accessorKey: 'artist', header: 'Artist', size: 150},
      {accessorKey: 'length', header: 'Length', size: 90},
    ],
    [],
  );

  // the table shows the rows in the order of this array: reordering means replacing it
  const [tracks, setTracks] = useState<Track[]>(playlist);

  const table = useMaterialReactTable({
    columns,
    data: tracks,
    getRowId: (track) => track.id, // stable ids: a moved row keeps its identity
    enableRowOrdering: true, // a drag handle at the start of each row
    enableSorting: false, // a sorted view would hide the order the visitor makes
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
    muiRowDragHandleProps: ({table}) => ({
      onDragEnd: () => {
        // MRT calls this before it clears draggingRow and hoveredRow, so both are still set here
        const {draggingRow, hoveredRow} = table.getState();
        const from = draggingRow?.index;
        const to = hoveredRow?.index;
        if (from !== undefined && to !== undefined && from !== to) {
          setTracks((rows) => moveItem(rows, from, to));
        }
      },
    }),
    muiTablePaperProps: ({table}) => ({
      // MRT keeps the last hovered row when the pointer leaves the table; forget it, so a drop outside moves nothing
      onDragLeave: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          table.setHoveredRow(null);
        }
      },
    }),
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="track-order">
        Order to save: {tracks.map((track) => track.id).join(', ')}
      </Typography>
    </>
  );
}
