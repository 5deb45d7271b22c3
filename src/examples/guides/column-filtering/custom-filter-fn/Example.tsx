import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {recipes, type Recipe} from './data';
import {hasEveryIngredient} from './hasEveryIngredient';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Recipe>[]>(
    () => [
      {accessorKey: 'name', header: 'Recipe', size: 140},
      {
        id: 'ingredients',
        header: 'Ingredients',
        accessorFn: (recipe) => recipe.ingredients.join(', '),
        filterFn: hasEveryIngredient,
        // the words typed are not one phrase of the cell, so highlighting them would mislead
        enableFilterMatchHighlighting: false,
        muiFilterTextFieldProps: {helperText: 'Separate ingredients with commas'},
        size: 320,
      },
      {accessorKey: 'minutes', header: 'Minutes', size: 110},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: recipes,
    initialState: {showColumnFilters: true, density: 'compact'},
    enablePagination: false,
    enableBottomToolbar: false,
    enableGlobalFilter: false,
  });

  return <MaterialReactTable table={table} />;
}
