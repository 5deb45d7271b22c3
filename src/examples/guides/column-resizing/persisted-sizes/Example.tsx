import {useEffect, useMemo, useState} from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnSizingState,
} from 'material-react-table';
import {members, type Member} from './data';
import {loadSizing, saveSizing} from './storage';

type ResizeMode = 'onChange' | 'onEnd';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      // this column has no resize handle
      {accessorKey: 'id', header: 'ID', size: 70, enableResizing: false},
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role', size: 140},
      // a drag can only make this column between 180 and 400 px wide
      {accessorKey: 'email', header: 'Email', size: 260, minSize: 180, maxSize: 400},
    ],
    [],
  );

  // the sizes people dragged to, by column id; a column without an entry is drawn at its own size
  const [columnSizing, setColumnSizing] = useState<MRT_ColumnSizingState>({});
  const [restored, setRestored] = useState(false);
  const [columnResizeMode, setColumnResizeMode] = useState<ResizeMode>('onChange');

  // after mount: read the sizes of the last visit (localStorage exists only in the browser)
  useEffect(() => {
    setColumnSizing(loadSizing());
    setRestored(true);
  }, []);

  // save every change, once the saved sizes have been read, so the empty start never overwrites them
  useEffect(() => {
    if (restored) saveSizing(columnSizing);
  }, [restored, columnSizing]);

  const table = useMaterialReactTable({
    columns,
    data: members,
    enableColumnResizing: true,
    columnResizeMode,
    state: {columnSizing},
    onColumnSizingChange: setColumnSizing,
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    initialState: {density: 'compact'},
  });

  const entries = Object.entries(columnSizing);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1}}>
        <ToggleButtonGroup
          aria-label="Resize mode"
          exclusive
          size="small"
          sx={{'& .MuiToggleButton-root': {textTransform: 'none'}}}
          value={columnResizeMode}
          onChange={(_event, value: ResizeMode | null) => {
            if (value) setColumnResizeMode(value);
          }}>
          <ToggleButton value="onChange">onChange</ToggleButton>
          <ToggleButton value="onEnd">onEnd</ToggleButton>
        </ToggleButtonGroup>
        <Button disabled={!entries.length} onClick={() => setColumnSizing({})} size="small" variant="outlined">
          Reset sizes
        </Button>
      </Stack>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="column-sizing">
        Column sizing: {entries.length ? entries.map(([id, size]) => `${id} ${Math.round(size)}`).join(', ') : 'none'}
      </Typography>
    </>
  );
}
