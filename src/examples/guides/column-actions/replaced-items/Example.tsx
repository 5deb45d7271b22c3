import {useMemo} from 'react';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import {MaterialReactTable, MRT_ActionMenuItem, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {products, type Product} from './data';

// the categories in the data, in first-seen order
const categories = [...new Set(products.map((product) => product.category))];

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Product>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {
        accessorKey: 'category',
        header: 'Category',
        filterFn: 'equals',
        // this column's menu has only these items; the other columns keep the built-in ones
        renderColumnActionsMenuItems: ({closeMenu, column, table}) => [
          ...categories.map((category) => (
            <MRT_ActionMenuItem
              key={category}
              icon={<FilterAltIcon />}
              label={`Only ${category}`}
              onClick={() => {
                column.setFilterValue(category);
                closeMenu();
              }}
              table={table}
            />
          )),
          <MRT_ActionMenuItem
            key="all"
            icon={<FilterAltOffIcon />}
            label="All categories"
            disabled={!column.getIsFiltered()}
            onClick={() => {
              column.setFilterValue(undefined);
              closeMenu();
            }}
            table={table}
          />,
        ],
      },
      {accessorKey: 'price', header: 'Price', size: 120},
      {accessorKey: 'stock', header: 'Stock', size: 120},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: products,
    enablePagination: false,
    enableBottomToolbar: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    initialState: {density: 'compact'},
  });

  return <MaterialReactTable table={table} />;
}
