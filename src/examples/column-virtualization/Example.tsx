import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {makeData, READING_COUNT, readingKey, type SensorRow} from './makeData';

export default function Example() {
  const data = useMemo(() => makeData(20), []);

  // one name column plus 500 reading columns, built in a loop
  const columns = useMemo<MRT_ColumnDef<SensorRow>[]>(
    () => [
      {accessorKey: 'sensor', header: 'Sensor', size: 130},
      ...Array.from({length: READING_COUNT}, (_, index): MRT_ColumnDef<SensorRow> => ({
        accessorKey: readingKey(index),
        header: `Reading ${index + 1}`,
        size: 130,
      })),
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    enableColumnVirtualization: true, // only the columns in view (plus a few each side) are in the page
    columnVirtualizerOptions: {overscan: 4}, // columns rendered beyond the visible ones, each way (MRT's default is 3)
    enableColumnPinning: true,
    enableColumnResizing: true,
    enableRowNumbers: true,
    initialState: {density: 'compact', columnPinning: {left: ['sensor']}},
    muiTableContainerProps: {sx: {maxHeight: '520px'}},
  });

  return <MaterialReactTable table={table} />;
}
