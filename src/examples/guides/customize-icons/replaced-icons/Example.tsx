import {useMemo, useState} from 'react';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type {SvgIconProps} from '@mui/material/SvgIcon';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import SettingsIcon from '@mui/icons-material/Settings';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_Icons} from 'material-react-table';
import {tools, type Tool} from './data';

// Defined once, outside the component: MRT merges these over its defaults and keeps every icon not named here.
// Each value is a component; MRT passes props to some of them (the sort icon gets its className and a
// rotation style), so a wrapper spreads them onto the icon it renders.
const icons: Partial<MRT_Icons> = {
  // the sort button on a column that is not sorted: MRT turns this icon a quarter (its default is drawn
  // sideways), and SwapVert is already upright, so the wrapper drops that style
  SyncAltIcon: (props: SvgIconProps) => <SwapVertIcon {...props} style={undefined} />,
  // the sort button on a sorted column (MRT's sort label turns it upside down for ascending)
  ArrowDownwardIcon: (props: SvgIconProps) => <KeyboardArrowDownIcon {...props} />,
  // the toolbar's show/hide filters button: filters hidden, filters shown
  FilterListIcon: (props: SvgIconProps) => <FilterAltIcon {...props} />,
  FilterListOffIcon: (props: SvgIconProps) => <FilterAltOffIcon {...props} />,
  // the row actions button, in the theme's primary colour and a size smaller
  MoreHorizIcon: (props: SvgIconProps) => <SettingsIcon {...props} fontSize="small" sx={{color: 'primary.main'}} />,
};

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Tool>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'category', header: 'Category'},
      {accessorKey: 'stock', header: 'Stock', size: 100},
    ],
    [],
  );
  const [picked, setPicked] = useState('');

  const table = useMaterialReactTable({
    columns,
    data: tools,
    icons,
    enableRowActions: true,
    renderRowActionMenuItems: ({row, closeMenu}) => [
      <MenuItem
        key="pick"
        onClick={() => {
          setPicked(row.original.name);
          closeMenu();
        }}>
        Pick {row.original.name}
      </MenuItem>,
    ],
    // MRT colours the sort icon with an !important rule, so a colour for it needs a more specific selector
    muiTableHeadCellProps: {
      sx: (theme) => ({
        '& .MuiTableSortLabel-root .MuiTableSortLabel-icon': {color: `${theme.palette.secondary.main} !important`},
      }),
    },
    enablePagination: false,
    enableBottomToolbar: false,
    initialState: {density: 'compact'},
  });

  return (
    <>
      <MaterialReactTable table={table} />
      <Typography component="p" variant="body2" sx={{mt: 1}} data-testid="picked-tool">
        Picked: {picked || 'none'}
      </Typography>
    </>
  );
}
