import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {flatFolders} from './makeData';
import {buildTree, type FolderNode} from './buildTree';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<FolderNode>[]>(
    () => [
      {accessorKey: 'name', header: 'Folder', size: 200},
      {accessorKey: 'owner', header: 'Owner', size: 120},
      {accessorKey: 'files', header: 'Files', size: 100},
    ],
    [],
  );

  // build the tree once, not on every render (with fetched rows, depend on the fetched array)
  const data = useMemo(() => buildTree(flatFolders), []);

  const table = useMaterialReactTable({
    columns,
    data,
    enableExpanding: true,
    getSubRows: (folder) => folder.subRows, // rows with an empty array get a disabled expand button
    getRowId: (folder) => folder.id, // stable ids: expanded state survives data updates
  });

  return <MaterialReactTable table={table} />;
}
