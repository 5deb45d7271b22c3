import {startTransition, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {defaultRangeExtractor, observeElementOffset, type Range, type Virtualizer} from '@tanstack/react-virtual';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowVirtualizer,
  type MRT_SortingState,
} from 'material-react-table';
import {makeData, type Person} from './makeData';

// one line of text per row at compact density: every row is 37 px tall, MRT's own estimate for it
const ROW_HEIGHT = 37;

/**
 * Reports the table's scroll position to a virtualizer as a React transition. While a scroll is under
 * way, TanStack Virtual re-renders with flushSync: one synchronous render per scroll event, however many
 * rows it brings in. Reported as not scrolling, inside startTransition, the update renders in short slices
 * between frames instead, and a newer scroll position can overtake it.
 */
function observeOffsetAsTransition<TScroll extends Element, TItem extends Element>(
  instance: Virtualizer<TScroll, TItem>,
  onOffset: (offset: number, isScrolling: boolean) => void,
) {
  return observeElementOffset(instance, (offset) => startTransition(() => onOffset(offset, false)));
}

/**
 * Which rows the row virtualizer renders. The overscan (rows beyond the visible ones) is there so that a short
 * scroll finds its next rows already rendered. After a jump (the scroll bar dragged or clicked far), none of the
 * rows rendered before is in view any more, and rows beyond the new visible ones would only add to the work of
 * that slowest frame: then only the visible rows are rendered, and the overscan returns with the next short scroll.
 */
function useJumpAwareRangeExtractor() {
  const rendered = useRef({first: 0, last: -1});
  return useCallback((range: Range) => {
    const {first, last} = rendered.current;
    const jumped = last >= first && (range.endIndex < first || range.startIndex > last);
    const indexes = defaultRangeExtractor(jumped ? {...range, overscan: 0} : range);
    rendered.current = {first: indexes[0] ?? 0, last: indexes[indexes.length - 1] ?? -1};
    return indexes;
  }, []);
}

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Example() {
  // 10 000 rows, generated once: every sort and scroll works on this same array
  const data = useMemo(() => makeData(10_000), []);

  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'id', header: 'ID', size: 80},
      {accessorKey: 'firstName', header: 'First Name', size: 130},
      {accessorKey: 'lastName', header: 'Last Name', size: 130},
      {accessorKey: 'email', header: 'Email', size: 260},
      {accessorKey: 'city', header: 'City', size: 120},
      {accessorKey: 'country', header: 'Country', size: 120},
      {accessorKey: 'department', header: 'Department', size: 140},
      {accessorKey: 'jobTitle', header: 'Job Title', size: 130},
      {accessorKey: 'salary', header: 'Salary', size: 120, Cell: ({cell}) => money.format(cell.getValue<number>())},
      {accessorKey: 'age', header: 'Age', size: 80},
      {accessorKey: 'startDate', header: 'Start Date', size: 130},
      {accessorKey: 'rating', header: 'Rating', size: 90},
    ],
    [],
  );

  const rowVirtualizerInstanceRef = useRef<MRT_RowVirtualizer>(null);
  const rangeExtractor = useJumpAwareRangeExtractor();
  const [sorting, setSorting] = useState<MRT_SortingState>([]);

  // after a sort, start again at the top: the rows under the old scroll position are now different ones
  useEffect(() => {
    rowVirtualizerInstanceRef.current?.scrollToIndex(0);
  }, [sorting]);

  const table = useMaterialReactTable({
    columns,
    data,
    enableRowVirtualization: true, // only the rows in view (plus a few) are in the page
    enableColumnVirtualization: true, // and only the columns in view (plus a few)
    enablePagination: false, // all 10 000 rows in one scrolling body
    enableRowNumbers: true,
    enableGlobalFilterModes: false,
    enableBottomToolbar: false,
    enableColumnPinning: true,
    initialState: {density: 'compact'},
    muiTableContainerProps: {sx: {maxHeight: '560px'}},
    onSortingChange: setSorting,
    rowVirtualizerInstanceRef, // to scroll from code (see the effect above)
    // scrolling re-renders the rows in view: with 'cells', a cell already on screen is not rendered again
    // ('rows' would skip whole rows, and the columns that a horizontal scroll brings in would never show)
    memoMode: 'cells',
    enableDensityToggle: false, // ROW_HEIGHT is the height of compact rows
    rowVirtualizerOptions: {
      overscan: 4, // rows rendered beyond the visible ones, each way (MRT's default)
      rangeExtractor, // but none after a jump (see above)
      // every row is ROW_HEIGHT tall, so none needs measuring: by default MRT measures each new row with
      // getBoundingClientRect (outside Firefox), which makes the browser lay out the table mid-scroll
      measureElement: () => ROW_HEIGHT,
      observeElementOffset: observeOffsetAsTransition, // see above
      // MRT hands each row it renders to the virtualizer, which keeps it (and watches its size) until called
      // with null: that drops the rows no longer in the page. Without it, discarded rows stay in memory.
      onChange: (instance) => instance.measureElement(null),
    },
    columnVirtualizerOptions: {
      overscan: 2, // columns rendered beyond the visible ones, each way (default 3)
      // every column has a fixed size: report it instead of measuring each header cell on every render
      measureElement: (cell, _entry, instance) => instance.options.estimateSize(instance.indexFromElement(cell)),
      observeElementOffset: observeOffsetAsTransition, // a vertical scroll reaches this virtualizer too
    },
    state: {sorting},
  });

  return <MaterialReactTable table={table} />;
}
