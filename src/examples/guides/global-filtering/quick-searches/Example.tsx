import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {colleagues, quickSearches, type Colleague} from './data';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Colleague>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'department', header: 'Department'},
      {accessorKey: 'city', header: 'City'},
    ],
    [],
  );

  // the search text is React state: the buttons set it, and the box shows it
  const [globalFilter, setGlobalFilter] = useState('');

  const table = useMaterialReactTable({
    columns,
    data: colleagues,
    state: {globalFilter},
    // the box passes undefined when it is cleared
    onGlobalFilterChange: (value: string | undefined) => setGlobalFilter(value ?? ''),
    globalFilterFn: 'contains',
    enableGlobalFilterModes: false,
    positionGlobalFilter: 'left',
    initialState: {showGlobalFilter: true, density: 'compact'},
    muiSearchTextFieldProps: {placeholder: 'Search colleagues'},
    enableColumnFilters: false,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
  });

  return (
    <>
      <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1}}>
        {quickSearches.map((text) => (
          <Button key={text} size="small" variant="outlined" onClick={() => setGlobalFilter(text)}>
            {text}
          </Button>
        ))}
      </Box>
      <MaterialReactTable table={table} />
    </>
  );
}
