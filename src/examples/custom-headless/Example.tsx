import {useMemo} from 'react';
import {
  flexRender,
  MRT_GlobalFilterTextField,
  MRT_TableBodyCellValue,
  MRT_TablePagination,
  MRT_ToolbarAlertBanner,
  useMaterialReactTable,
  type MRT_ColumnDef,
} from 'material-react-table';
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
    enableRowSelection: true, // adds MRT's select column, whose header and cells are checkboxes
    // the search field renders only while showGlobalFilter is true
    initialState: {showGlobalFilter: true, pagination: {pageIndex: 0, pageSize: 5}},
  });

  const sorting = table.getState().sorting;

  return (
    <TableContainer>
      {/* MRT's own parts, each given the table instance */}
      <MRT_GlobalFilterTextField table={table} sx={{m: 1}} />
      <MRT_ToolbarAlertBanner table={table} stackAlertBanner />
      <Table size="small">
        <TableHead>
          {table.getHeaderGroups().map((headerGroup) => (
            <TableRow key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                // the label, or for MRT's select column (enableRowSelection) its select-all checkbox
                const label = flexRender(
                  header.column.columnDef.Header ?? header.column.columnDef.header,
                  header.getContext(),
                );
                return (
                  <TableCell
                    key={header.id}
                    sortDirection={sorted === false ? false : sorted}
                    sx={{fontWeight: 'bold'}}>
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <TableSortLabel
                        active={sorted !== false}
                        direction={sorted === false ? 'asc' : sorted}
                        onClick={header.column.getToggleSortingHandler()}>
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {table.getRowModel().rows.map((row, rowIndex) => (
            <TableRow key={row.id} hover selected={row.getIsSelected()}>
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
      <MRT_TablePagination table={table} />
      <Typography variant="caption" component="p" sx={{p: 1}} aria-live="polite">
        {sorting.length === 0
          ? 'Not sorted: click a column header.'
          : `Sorted by ${sorting.map((sort) => `${sort.id} (${sort.desc ? 'descending' : 'ascending'})`).join(', ')}`}
      </Typography>
    </TableContainer>
  );
}
