import {useCallback, useEffect, useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import {fetchCities, saveCity, type City} from './api';

export default function Example() {
  const [cities, setCities] = useState<City[]>([]);
  const [isLoading, setIsLoading] = useState(true); // no rows yet: skeletons and the spinner overlay
  const [isRefetching, setIsRefetching] = useState(false); // rows on screen: progress bars only
  const [isSaving, setIsSaving] = useState(false); // a save is running: spinner in Save, progress bars

  const load = useCallback(async (fromScratch: boolean) => {
    if (fromScratch) {
      setCities([]); // an empty table while loading gets skeleton rows
      setIsLoading(true);
    } else {
      setIsRefetching(true);
    }
    const rows = await fetchCities();
    setCities(rows);
    setIsLoading(false);
    setIsRefetching(false);
  }, []);

  useEffect(() => {
    void load(true);
  }, [load]);

  const columns = useMemo<MRT_ColumnDef<City>[]>(
    () => [
      {accessorKey: 'city', header: 'City', size: 150},
      {accessorKey: 'country', header: 'Country', size: 140, enableEditing: false},
      {
        accessorKey: 'population',
        header: 'Population',
        size: 140,
        enableEditing: false,
        Cell: ({cell}) => cell.getValue<number>().toLocaleString('en-US'),
      },
    ],
    [],
  );

  const handleSave: MRT_TableOptions<City>['onEditingRowSave'] = async ({values, row, exitEditingMode}) => {
    setIsSaving(true);
    const saved = await saveCity({...row.original, city: String(values.city)});
    setCities((current) => current.map((city) => (city.id === saved.id ? saved : city)));
    setIsSaving(false);
    exitEditingMode();
  };

  const busy = isLoading || isRefetching || isSaving;

  const table = useMaterialReactTable({
    columns,
    data: cities,
    getRowId: (row) => row.id,
    // undefined, not false, when idle: an explicit false would also hide the bars isSaving shows
    state: {isLoading, showProgressBars: isRefetching || undefined, isSaving},
    enableEditing: true,
    editDisplayMode: 'row',
    onEditingRowSave: handleSave,
    enablePagination: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    // as many skeleton rows as rows will arrive: MRT draws one per row of the page size, even unpaginated
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 6}},
    renderTopToolbarCustomActions: () => (
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 1}}>
        <Button size="small" variant="outlined" disabled={busy} onClick={() => void load(true)}>
          Load from scratch
        </Button>
        <Button size="small" variant="outlined" disabled={busy} onClick={() => void load(false)}>
          Refetch
        </Button>
      </Box>
    ),
  });

  return <MaterialReactTable table={table} />;
}
