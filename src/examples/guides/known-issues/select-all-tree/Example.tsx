import {useMemo, useState} from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableOptions,
} from 'material-react-table';
import {teams, type Member} from './data';

/** The workaround: a select-all checkbox that looks at the rows of the page alone. */
const pageSelectAll: MRT_TableOptions<Member>['muiSelectAllCheckboxProps'] = ({table}) => {
  const rows = table.getRowModel().rows.filter((row) => row.getCanSelect());
  const selected = rows.filter((row) => row.getIsSelected()).length;
  return {
    checked: rows.length > 0 && selected === rows.length,
    indeterminate: selected > 0 && selected < rows.length,
    onChange: (event) => {
      const {checked} = event.target;
      table.setRowSelection((old) => {
        const next = {...old};
        for (const row of rows) {
          if (checked) next[row.id] = true;
          else delete next[row.id];
        }
        return next;
      });
    },
  };
};

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Member>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'role', header: 'Role'},
    ],
    [],
  );

  const [ownProps, setOwnProps] = useState(false);

  const table = useMaterialReactTable({
    columns,
    data: teams,
    enableExpanding: true,
    enableRowSelection: true,
    enableSubRowSelection: false, // a team can be picked without its members
    muiSelectAllCheckboxProps: ownProps ? pageSelectAll : undefined,
    enableBottomToolbar: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    positionToolbarAlertBanner: 'none',
    initialState: {density: 'compact'},
    renderTopToolbarCustomActions: () => (
      <FormControlLabel
        control={<Switch checked={ownProps} onChange={(event) => setOwnProps(event.target.checked)} />}
        label="Give select-all its own props"
      />
    ),
  });

  const selected = table.getSelectedRowModel().flatRows.map((row) => row.original.name);

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="selected-rows">
        Selected: {selected.length ? selected.join(', ') : 'none'}
      </Typography>
    </>
  );
}
