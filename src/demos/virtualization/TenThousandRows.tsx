import React, {useEffect, useMemo, useRef, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {makeOrders, type Order} from './data';
// the table virtualizes from its first render: the virtualizer ships with the page (see MrtFrame/virtualizer)
import '@site/src/components/MrtFrame/virtualizer/ready';

export const ROW_COUNT = 10_000;

type Mode = 'virtual' | 'plain';

interface Result {
  mode: Mode;
  ms: number;
  rowsInDom: number;
}

function OrdersTable({mode, data}: {mode: Mode; data: Order[]}) {
  const columns = useMemo<MRT_ColumnDef<Order>[]>(
    () => [
      {accessorKey: 'id', header: 'Order', size: 90},
      {accessorKey: 'customer', header: 'Customer'},
      {accessorKey: 'country', header: 'Country', size: 120},
      {accessorKey: 'product', header: 'Product', size: 130},
      {accessorKey: 'quantity', header: 'Qty', size: 80},
      {accessorKey: 'total', header: 'Total', size: 100},
      {accessorKey: 'status', header: 'Status', size: 110},
    ],
    [],
  );
  const table = useMaterialReactTable({
    columns,
    data,
    enablePagination: false,
    enableRowVirtualization: mode === 'virtual',
    enableBottomToolbar: false,
    initialState: {density: 'compact'},
    muiTableContainerProps: {sx: {maxHeight: 480}},
  });
  return <MaterialReactTable table={table} />;
}

/**
 * Renders the same 10 000 rows with or without row virtualization, on demand,
 * and reports how long the render took (click to the next painted frame) and
 * how many body rows ended up in the page.
 */
export default function TenThousandRows() {
  const data = useMemo(() => makeOrders(ROW_COUNT), []);
  const [mode, setMode] = useState<Mode | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const startedAt = useRef(0);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!mode) return undefined;
    let cancelled = false;
    // after React commits, wait for the next frame to be painted
    requestAnimationFrame(() => {
      setTimeout(() => {
        if (cancelled) return;
        const rowsInDom = frame.current?.querySelectorAll('tbody tr').length ?? 0;
        setResult({mode, ms: Math.round(performance.now() - startedAt.current), rowsInDom});
      }, 0);
    });
    return () => {
      cancelled = true;
    };
  }, [mode]);

  const run = (next: Mode) => {
    setResult(null);
    setMode(null);
    // unmount the old table first, then time the new one from the click
    setTimeout(() => {
      startedAt.current = performance.now();
      setMode(next);
    }, 50);
  };

  return (
    <Box className="mrt-virtualization-bench" sx={{my: 3}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={1.5} sx={{mb: 2}}>
        <Button variant="contained" onClick={() => run('virtual')} data-mode="virtual">
          Render {ROW_COUNT.toLocaleString('en-US')} rows, virtualized
        </Button>
        <Button variant="outlined" onClick={() => run('plain')} data-mode="plain">
          Render {ROW_COUNT.toLocaleString('en-US')} rows, not virtualized
        </Button>
      </Stack>
      <Typography role="status" className="mrt-virtualization-result" sx={{mb: 2, minHeight: '1.5em'}}>
        {result
          ? `${result.mode === 'virtual' ? 'Virtualized' : 'Not virtualized'}: rendered in ${result.ms.toLocaleString('en-US')} ms, ${result.rowsInDom.toLocaleString('en-US')} body rows in the page.`
          : mode
            ? 'Rendering…'
            : 'Choose a mode to render the table.'}
      </Typography>
      <div ref={frame}>{mode ? <OrdersTable key={mode} mode={mode} data={data} /> : null}</div>
    </Box>
  );
}
