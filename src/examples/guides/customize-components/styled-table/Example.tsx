import {useMemo, useState} from 'react';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
} from 'material-react-table';
import {employees, HIGH_SALARY, type Employee} from './data';
import {tableColors} from './colors';

const salaryFormat = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'team', header: 'Team'},
      {accessorKey: 'city', header: 'City'},
      {
        accessorKey: 'salary',
        header: 'Salary',
        Cell: ({cell}) => salaryFormat.format(cell.getValue<number>()),
        // column-level props are spread over the table-level ones: this adds `align`
        // and keeps the table's header `sx`, because it sets no `sx` of its own
        muiTableHeadCellProps: {align: 'right'},
        muiTableBodyCellProps: ({cell}) => ({
          align: 'right',
          sx: {
            fontVariantNumeric: 'tabular-nums',
            fontWeight: cell.getValue<number>() >= HIGH_SALARY ? 700 : 400,
          },
        }),
      },
    ],
    [],
  );

  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});

  const table = useMaterialReactTable({
    columns,
    data: employees,
    getRowId: (employee) => employee.id,
    enableRowSelection: true,
    state: {rowSelection},
    onRowSelectionChange: setRowSelection,
    // a function of the MUI theme, so the colours follow the page's light or dark scheme
    mrtTheme: (theme) => {
      const {baseBackgroundColor, selectedRowBackgroundColor, cellNavigationOutlineColor} =
        tableColors[theme.palette.mode];
      return {baseBackgroundColor, selectedRowBackgroundColor, cellNavigationOutlineColor};
    },
    // static objects: the same props for the paper and for every header cell
    muiTablePaperProps: {
      elevation: 0,
      sx: {border: '1px solid', borderColor: 'divider', borderRadius: 2},
    },
    muiTableHeadCellProps: {
      sx: {fontSize: '0.75rem', letterSpacing: '0.06em', textTransform: 'uppercase'},
    },
    // a function of the row: a click toggles its selection, and the cells of every second row get a stripe
    muiTableBodyRowProps: ({row, staticRowIndex}) => ({
      onClick: () => row.toggleSelected(),
      sx: (theme) => ({
        cursor: 'pointer',
        ...(staticRowIndex % 2 === 1 && {'& > td': {backgroundColor: tableColors[theme.palette.mode].stripe}}),
      }),
    }),
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  const selected = employees.filter((employee) => rowSelection[employee.id]).map((employee) => employee.name);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="selected-employees">
        Selected: {selected.length ? selected.join(', ') : 'nobody'}
      </Typography>
    </>
  );
}
