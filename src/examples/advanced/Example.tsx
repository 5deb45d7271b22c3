import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
} from 'material-react-table';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import {initialData, type Employee} from './makeData';

const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const fullName = (employee: Employee) => `${employee.firstName} ${employee.lastName}`;

export default function Example() {
  // the rows live in state because the toolbar actions change them
  const [data, setData] = useState<Employee[]>(initialData);
  const [message, setMessage] = useState<string | null>(null);

  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {
        id: 'name',
        accessorFn: fullName,
        header: 'Employee',
        size: 200,
        Cell: ({row, renderedCellValue}) => (
          <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5}}>
            <Avatar
              sx={{width: 32, height: 32, fontSize: '0.85rem', bgcolor: 'primary.main', color: 'primary.contrastText'}}
              aria-hidden="true">
              {row.original.firstName[0]}
              {row.original.lastName[0]}
            </Avatar>
            <span>{renderedCellValue}</span>
          </Box>
        ),
      },
      {accessorKey: 'jobTitle', header: 'Job Title', size: 180},
      {
        accessorKey: 'department',
        header: 'Department',
        size: 170,
        // a dropdown of the department names found in the data (enableFacetedValues)
        filterVariant: 'select',
      },
      {
        accessorKey: 'salary',
        header: 'Salary',
        size: 200,
        // two fields, min and max
        filterVariant: 'range',
        filterFn: 'betweenInclusive',
        Cell: ({cell}) => dollars.format(cell.getValue<number>()),
      },
      {
        id: 'status',
        accessorFn: (row) => (row.active ? 'Active' : 'Inactive'),
        header: 'Status',
        size: 130,
        filterVariant: 'select',
        Cell: ({cell}) => (
          <Chip
            size="small"
            label={cell.getValue<string>()}
            color={cell.getValue<string>() === 'Active' ? 'success' : 'default'}
            variant="outlined"
          />
        ),
      },
    ],
    [],
  );

  const deactivateSelected = (table: MRT_TableInstance<Employee>) => {
    const selected = table.getSelectedRowModel().rows.map((row) => row.original);
    const ids = new Set(selected.map((employee) => employee.id));
    setData((current) => current.map((employee) => (ids.has(employee.id) ? {...employee, active: false} : employee)));
    setMessage(`Deactivated ${selected.length} employee(s): ${selected.map(fullName).join(', ')}.`);
    table.resetRowSelection();
  };

  const contactSelected = (table: MRT_TableInstance<Employee>) => {
    const selected = table.getSelectedRowModel().rows.map((row) => row.original);
    // a real app might open `mailto:` or a compose dialog; the demo shows who would be emailed
    setMessage(`Email drafted to ${selected.map((employee) => employee.email).join(', ')}.`);
  };

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id, // selection survives the data being replaced
    enableRowSelection: true,
    enableColumnOrdering: true,
    enableColumnPinning: true,
    enableFacetedValues: true,
    paginationDisplayMode: 'pages',
    positionToolbarAlertBanner: 'bottom',
    initialState: {
      showColumnFilters: true,
      showGlobalFilter: true,
      columnPinning: {left: ['mrt-row-expand', 'mrt-row-select']},
    },
    renderDetailPanel: ({row}) => (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {xs: '1fr', sm: 'auto 1fr'},
          columnGap: 3,
          rowGap: 0.5,
          maxWidth: 600,
        }}>
        <Typography color="text.secondary">Email</Typography>
        <Typography>{row.original.email}</Typography>
        <Typography color="text.secondary">City</Typography>
        <Typography>{row.original.city}</Typography>
        <Typography color="text.secondary">Started</Typography>
        <Typography>{row.original.startDate}</Typography>
        <Typography color="text.secondary">Note</Typography>
        <Typography>{row.original.note}</Typography>
      </Box>
    ),
    renderTopToolbarCustomActions: ({table}) => {
      const noneSelected = !table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
      return (
        <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap', p: 0.5}}>
          <Button
            color="error"
            variant="contained"
            startIcon={<PersonOffIcon />}
            disabled={noneSelected}
            onClick={() => deactivateSelected(table)}>
            Deactivate
          </Button>
          <Button
            variant="contained"
            startIcon={<MailOutlineIcon />}
            disabled={noneSelected}
            onClick={() => contactSelected(table)}>
            Contact
          </Button>
        </Box>
      );
    },
  });

  return (
    <Stack spacing={1}>
      {message ? (
        <Alert severity="info" role="status" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      <MaterialReactTable table={table} />
    </Stack>
  );
}
