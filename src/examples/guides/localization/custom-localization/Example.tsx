import {useMemo} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Localization,
} from 'material-react-table';
import {MRT_Localization_ES} from 'material-react-table/locales/es';
import {books, type Book} from './data';

// the shipped Spanish texts, with three of them reworded for a table of books; typed as a whole
// MRT_Localization, so a misspelt key is a type error instead of a text that silently stays in Spanish
const localization: MRT_Localization = {
  ...MRT_Localization_ES,
  search: 'Buscar un libro',
  noResultsFound: 'Ningún libro coincide con la búsqueda',
  rowsPerPage: 'Libros por página',
};

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Book>[]>(
    () => [
      {accessorKey: 'title', header: 'Título'},
      {accessorKey: 'author', header: 'Autor'},
      {accessorKey: 'year', header: 'Año', size: 90},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data: books,
    localization,
    enableColumnFilters: false,
    initialState: {density: 'compact', showGlobalFilter: true, pagination: {pageIndex: 0, pageSize: 5}},
  });

  return <MaterialReactTable table={table} />;
}
