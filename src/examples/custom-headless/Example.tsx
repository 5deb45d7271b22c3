import {useMemo} from 'react';
import {flexRender, MRT_TableBodyCellValue, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {data, type Book} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Book>[]>(
    () => [
      {accessorKey: 'title', header: 'Title'},
      {accessorKey: 'author', header: 'Author'},
      {accessorKey: 'year', header: 'Year'},
      {
        accessorKey: 'pages',
        header: 'Pages',
        // custom cell renderers still apply: MRT_TableBodyCellValue calls them
        Cell: ({cell}) => `${cell.getValue<number>()} p.`,
      },
    ],
    [],
  );

  // the hook gives the full table instance (state, row models, APIs);
  // nothing is drawn until you render it, with <MaterialReactTable /> or, here, yourself
  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id,
    enablePagination: false, // render every row of the row model
  });

  const sorting = table.getState().sorting;

  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          {table.getHeaderGroups().map((headerGroup) => (
            <TableRow key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <TableCell
                    key={header.id}
                    sortDirection={sorted === false ? false : sorted}
                    sx={{fontWeight: 'bold'}}>
                    {header.isPlaceholder ? null : (
                      <TableSortLabel
                        active={sorted !== false}
                        direction={sorted === false ? 'asc' : sorted}
                        onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(
                          header.column.columnDef.Header ?? header.column.columnDef.header,
                          header.getContext(),
                        )}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {table.getRowModel().rows.map((row, rowIndex) => (
            <TableRow key={row.id} hover>
              {row.getVisibleCells().map((cell, cellIndex) => (
                <TableCell key={cell.id}>
                  <MRT_TableBodyCellValue
                    cell={cell}
                    table={table}
                    staticRowIndex={rowIndex}
                    staticColumnIndex={cellIndex}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" component="p" sx={{p: 1}} aria-live="polite">
        {sorting.length === 0
          ? 'Not sorted: click a column header.'
          : `Sorted by ${sorting.map((sort) => `${sort.id} (${sort.desc ? 'descending' : 'ascending'})`).join(', ')}`}
      </Typography>
    </TableContainer>
  );
}
