import {useMemo, useState} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {initialData, moveItem, type Task} from './makeData';

export default function Example() {
  const columns = useMemo<MRT_ColumnDef<Task>[]>(
    () => [
      {accessorKey: 'title', header: 'Task', size: 220},
      {accessorKey: 'owner', header: 'Owner', size: 120},
      {accessorKey: 'estimate', header: 'Estimate (h)', size: 120},
    ],
    [],
  );

  // the table shows the rows in the order of this array: reordering means updating it
  const [data, setData] = useState<Task[]>(initialData);

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (task) => task.id,
    enableRowOrdering: true, // a drag handle at the start of each row
    enableSorting: false, // a sorted view would hide the order the user creates
    enablePagination: false,
    muiRowDragHandleProps: ({table}) => ({
      onDragEnd: () => {
        // MRT tracks the row being dragged and the row under the pointer for us
        const {draggingRow, hoveredRow} = table.getState();
        const from = draggingRow?.index;
        const to = hoveredRow?.index;
        if (from !== undefined && to !== undefined && from !== to) {
          setData((rows) => moveItem(rows, from, to));
        }
      },
    }),
    muiTablePaperProps: ({table}) => ({
      // MRT keeps the last row the pointer crossed as hoveredRow after it leaves the table:
      // forget it there, so a row released outside the table stays where it was
      onDragLeave: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          table.setHoveredRow(null);
        }
      },
    }),
  });

  return <MaterialReactTable table={table} />;
}
