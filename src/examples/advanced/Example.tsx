import {useMemo, useState} from 'react';
import {MaterialReactTable, MRT_ActionMenuItem, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
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
  // the rows live in state because the actions change them
  const [data, setData] = useState<Employee[]>(initialData);
  const [message, setMessage] = useState<string | null>(null);

  const columns = useMemo<MRT_ColumnDef<Employee>[]>(
    () => [
      {
        // a column with `columns` is a header group: one header cell above its columns
        id: 'person',
        header: 'Employee',
        columns: [
          {
            id: 'name',
            accessorFn: fullName,
            header: 'Name',
            size: 200,
            enableGrouping: false, // every value is different: grouping by it is pointless
            Cell: ({row, renderedCellValue}) => (
              <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5}}>
                <Avatar
                  sx={{
                    width: 32,
                    height: 32,
                    fontSize: '0.85rem',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                  aria-hidden="true">
                  {row.original.firstName[0]}
                  {row.original.lastName[0]}
                </Avatar>
                <span>{renderedCellValue}</span>
              </Box>
            ),
          },
          {
            accessorKey: 'email',
            header: 'Email',
            size: 270,
            enableGrouping: false,
            // a click on the cell copies its value
            enableClickToCopy: true,
            muiCopyButtonProps: ({cell}) => ({'aria-label': `Copy ${cell.getValue<string>()}`}),
          },
        ],
      },
      {
        id: 'job',
        header: 'Job',
        columns: [
          {accessorKey: 'jobTitle', header: 'Job Title', size: 180, enableGrouping: false},
          // a dropdown of the department names found in the data (enableFacetedValues)
          {accessorKey: 'department', header: 'Department', size: 170, filterVariant: 'select'},
          {
            accessorKey: 'salary',
            header: 'Salary',
            size: 200,
            enableGrouping: false,
            filterVariant: 'range', // two fields, min and max
            filterFn: 'betweenInclusive',
            Cell: ({cell}) => dollars.format(cell.getValue<number>()),
            // the group rows show the mean of their employees' salaries
            aggregationFn: 'mean',
            AggregatedCell: ({cell}) => `Average ${dollars.format(cell.getValue<number>())}`,
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
      },
    ],
    [],
  );

  const deactivate = (employees: Employee[]) => {
    const ids = new Set(employees.map((employee) => employee.id));
    setData((current) => current.map((employee) => (ids.has(employee.id) ? {...employee, active: false} : employee)));
    setMessage(`Deactivated ${employees.length} employee(s): ${employees.map(fullName).join(', ')}.`);
  };

  // a real app might open `mailto:` or a compose dialog; the demo shows who would be emailed
  const contact = (employees: Employee[]) =>
    setMessage(`Email drafted to ${employees.map((employee) => employee.email).join(', ')}.`);

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => row.id, // selection survives the data being replaced
    enableRowSelection: true,
    enableColumnOrdering: true,
    enableColumnPinning: true,
    enableFacetedValues: true,
    enableGrouping: true, // "Group by" in the column menus
    enableRowActions: true,
    positionActionsColumn: 'last',
    paginationDisplayMode: 'pages',
    positionToolbarAlertBanner: 'bottom',
    initialState: {
      showColumnFilters: true,
      showGlobalFilter: true,
      columnPinning: {left: ['mrt-row-expand', 'mrt-row-select']},
    },
    // the menu behind each row's "Row Actions" button
    renderRowActionMenuItems: ({row, closeMenu, table}) => [
      <MRT_ActionMenuItem
        key="contact"
        icon={<MailOutlineIcon />}
        label="Email"
        table={table}
        onClick={() => {
          contact([row.original]);
          closeMenu();
        }}
      />,
      <MRT_ActionMenuItem
        key="deactivate"
        icon={<PersonOffIcon />}
        label="Deactivate"
        table={table}
        disabled={!row.original.active}
        onClick={() => {
          deactivate([row.original]);
          closeMenu();
        }}
      />,
    ],
    renderDetailPanel: ({row}) => (
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: 'auto 1fr'}, columnGap: 3, maxWidth: 600}}>
        <Typography color="text.secondary">City</Typography>
        <Typography>{row.original.city}</Typography>
        <Typography color="text.secondary">Started</Typography>
        <Typography>{row.original.startDate}</Typography>
        <Typography color="text.secondary">Note</Typography>
        <Typography>{row.original.note}</Typography>
      </Box>
    ),
    renderTopToolbarCustomActions: ({table}) => {
      const selected = table.getSelectedRowModel().rows.map((row) => row.original);
      return (
        <Box sx={{display: 'flex', gap: 1, flexWrap: 'wrap', p: 0.5}}>
          <Button
            color="error"
            variant="contained"
            startIcon={<PersonOffIcon />}
            disabled={selected.length === 0}
            onClick={() => {
              deactivate(selected);
              table.resetRowSelection();
            }}>
            Deactivate
          </Button>
          <Button
            variant="contained"
            startIcon={<MailOutlineIcon />}
            disabled={selected.length === 0}
            onClick={() => contact(selected)}>
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
