import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {benchPlayers, startingPlayers, type Player} from './makeData';

type TableName = 'bench' | 'starting';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Player>[]>(
    () => [
      {accessorKey: 'name', header: 'Player', size: 160},
      {accessorKey: 'position', header: 'Position', size: 110},
      {accessorKey: 'rating', header: 'Rating', size: 90},
    ],
    [],
  );

  const [bench, setBench] = useState<Player[]>(benchPlayers);
  const [starting, setStarting] = useState<Player[]>(startingPlayers);
  // MRT knows which row is dragged, but not which *table* the pointer is over: track that ourselves
  const [hoveredTable, setHoveredTable] = useState<TableName | null>(null);

  // options shared by both tables; `from` is the table the drag starts in
  const dragOptions = (from: TableName): Partial<MRT_TableOptions<Player>> => ({
    enableRowDragging: true, // drag handles on rows, without reordering inside the table
    enablePagination: false,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    getRowId: (player) => player.id,
    muiRowDragHandleProps: ({row}) => ({
      onDragEnd: () => {
        const to = hoveredTable;
        setHoveredTable(null);
        if (!to || to === from) return; // dropped outside, or back on its own table
        const player = row.original;
        const [setSource, setTarget] = from === 'bench' ? [setBench, setStarting] : [setStarting, setBench];
        setSource((rows) => rows.filter((p) => p.id !== player.id));
        setTarget((rows) => [...rows, player]);
      },
    }),
    muiTablePaperProps: {
      onDragEnter: () => setHoveredTable(from),
      // leaving the paper itself (not just moving between its children) clears the target
      onDragLeave: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setHoveredTable((current) => (current === from ? null : current));
        }
      },
      sx: {outline: hoveredTable === from ? '2px dashed' : undefined, outlineColor: 'primary.main'},
    },
    renderEmptyRowsFallback: () => <Typography sx={{p: '1.5rem', fontStyle: 'italic'}}>Drop a player here</Typography>,
  });

  const benchTable = useMaterialReactTable({columns, data: bench, ...dragOptions('bench')});
  const startingTable = useMaterialReactTable({columns, data: starting, ...dragOptions('starting')});

  return (
    <Box
      sx={{display: 'grid', gridTemplateColumns: {xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))'}, gap: '1rem'}}>
      <div>
        <Typography variant="h6" component="p" sx={{mb: '0.5rem'}}>
          Bench ({bench.length})
        </Typography>
        <MaterialReactTable table={benchTable} />
      </div>
      <div>
        <Typography variant="h6" component="p" sx={{mb: '0.5rem'}}>
          Starting line-up ({starting.length})
        </Typography>
        <MaterialReactTable table={startingTable} />
      </div>
    </Box>
  );
}
