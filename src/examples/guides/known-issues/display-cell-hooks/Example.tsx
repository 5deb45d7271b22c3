import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {CrashReport} from './CrashReport';
import {posts, type Post} from './data';

/** A button with a hook, as a display column might hold. */
function LikeButton() {
  const [likes, setLikes] = useState(0);
  return (
    <Button size="small" onClick={() => setLikes(likes + 1)}>
      Like ({likes})
    </Button>
  );
}

function Posts({asComponent, isLoading}: {asComponent: boolean; isLoading: boolean}) {
  const columns = useMemo<MRT_ColumnDef<Post>[]>(
    () => [
      {accessorKey: 'title', header: 'Title'},
      {accessorKey: 'author', header: 'Author'},
      {
        id: 'likes',
        header: 'Likes',
        columnDefType: 'display',
        // called as a function, LikeButton's hook belongs to MRT's cell, which skips Cell while loading
        Cell: () => (asComponent ? <LikeButton /> : LikeButton()),
      },
    ],
    [asComponent],
  );

  const table = useMaterialReactTable({
    columns,
    data: posts,
    state: {isLoading},
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableSorting: false,
    enableColumnActions: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [isLoading, setIsLoading] = useState(false);
  const [asComponent, setAsComponent] = useState(false);
  // a new key mounts the table afresh, after a crash or when the column changes
  const [attempt, setAttempt] = useState(0);

  return (
    <>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1}}>
        <FormControlLabel
          control={
            <Switch
              checked={isLoading}
              onChange={(event) => {
                setIsLoading(event.target.checked);
                if (!event.target.checked) setAttempt(attempt + 1);
              }}
            />
          }
          label="isLoading"
        />
        <FormControlLabel
          control={
            <Switch
              checked={asComponent}
              onChange={(event) => {
                setAsComponent(event.target.checked);
                setIsLoading(false);
                setAttempt(attempt + 1);
              }}
            />
          }
          label="Render <LikeButton /> as a component"
        />
      </Box>
      <CrashReport key={attempt}>
        <Posts asComponent={asComponent} isLoading={isLoading} />
      </CrashReport>
    </>
  );
}
