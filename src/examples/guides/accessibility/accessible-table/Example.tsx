import {useMemo, useState} from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {loans, type Loan} from './data';

export default function Example() {
  // the result of the last action, read out by screen readers through role="status"
  const [announcement, setAnnouncement] = useState('');

  const columns = useMemo<MRT_ColumnDef<Loan>[]>(
    () => [
      {accessorKey: 'title', header: 'Title'},
      {accessorKey: 'borrower', header: 'Borrower'},
      {accessorKey: 'pages', header: 'Pages', filterVariant: 'range-slider', size: 120},
      {
        accessorFn: (row) => String(row.overdue),
        id: 'overdue',
        header: 'Overdue',
        filterVariant: 'checkbox',
        Cell: ({row}) => (row.original.overdue ? 'Yes' : 'No'),
        // MUI marks the unset box aria-checked="mixed" but leaves the native input two-state;
        // setting the native flag makes the two agree
        muiFilterCheckboxProps: ({column}) => ({
          inputRef: (input: HTMLInputElement | null) => {
            if (input) input.indeterminate = column.getFilterValue() === undefined;
          },
        }),
        size: 130,
      },
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: loans,
    getRowId: (row) => row.id,
    // the table's accessible name: screen readers announce it when the user enters the table
    muiTableProps: {'aria-label': 'Books on loan'},
    // Enter and Space on a button inside a header cell belong to that button. MRT's header shortcut
    // would also sort the column (and keep the Column Actions button from opening its menu);
    // stopping the key here, before MRT's handler runs, leaves it to the button
    muiTableHeadCellProps: {
      onKeyDown: (event) => {
        if ((event.key === 'Enter' || event.key === ' ') && event.target !== event.currentTarget) {
          event.stopPropagation();
        }
      },
    },
    enableRowSelection: true,
    // every row's checkbox says which row it selects, instead of the same "Toggle select row" on each
    muiSelectCheckboxProps: ({row}) => ({
      inputProps: {'aria-label': `Select ${row.original.title}`},
    }),
    // the range slider takes its bounds from the data's smallest and largest values
    enableFacetedValues: true,
    // while some rows are selected MUI marks the select-all box aria-checked="mixed"; the native
    // input needs the same indeterminate flag
    muiSelectAllCheckboxProps: ({table}) => ({
      inputRef: (input: HTMLInputElement | null) => {
        if (input) input.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllPageRowsSelected();
      },
    }),
    // MRT leaves a slider's two thumbs unnamed: name them after their column
    muiFilterSliderProps: ({column}) => ({
      getAriaLabel: (thumb) => `${column.columnDef.header} ${thumb === 0 ? 'from' : 'to'}`,
    }),
    enableRowActions: true,
    positionActionsColumn: 'last',
    renderRowActions: ({row}) => (
      <Tooltip title="Renew">
        {/* an icon-only button needs its own name; the row's title makes it unique */}
        <IconButton
          aria-label={`Renew ${row.original.title}`}
          onClick={() => setAnnouncement(`Renewed ${row.original.title} for ${row.original.borrower}`)}>
          <AutorenewIcon />
        </IconButton>
      </Tooltip>
    ),
    enablePagination: false,
    enableBottomToolbar: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography
        component="p"
        role="status"
        variant="body2"
        sx={{mt: 1, minHeight: '1.5em'}}
        data-testid="announcement">
        {announcement}
      </Typography>
    </>
  );
}
