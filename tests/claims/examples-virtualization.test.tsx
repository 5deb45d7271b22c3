/**
 * Claims of the virtualization example pages: docs/examples/virtualized.mdx, row-virtualization.mdx and
 * column-virtualization.mdx (what MRT hands TanStack Virtual; jsdom has no layout to scroll).
 */
import {createRef} from 'react';
import type {MRT_ColumnVirtualizer, MRT_RowVirtualizer, MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, people, type Person} from './harness';

const wide: MRT_ColumnDef<Person>[] = Array.from({length: 20}, (_, index) => ({
  id: `c${index}`,
  header: `C${index}`,
  accessorFn: (row: Person) => row.age + index,
  size: 100 + index,
}));
const quiet = {enableTopToolbar: false, enableBottomToolbar: false, enableColumnActions: false, enableSorting: false};
const range = {startIndex: 10, endIndex: 12, overscan: 0, count: 20};

it("`overscan`: MRT's defaults are 4 rows and 3 columns", () => {
  const rows = createRef<MRT_RowVirtualizer>();
  const columns = createRef<MRT_ColumnVirtualizer>();
  const view = mountTable({
    ...quiet,
    columns: wide,
    enableRowVirtualization: true,
    enableColumnVirtualization: true,
    rowVirtualizerInstanceRef: rows,
    columnVirtualizerInstanceRef: columns,
  });
  expect([rows.current!.options.overscan, columns.current!.options.overscan]).toEqual([4, 3]);
  view.unmount();
});

it("MRT's own estimate is 37, 58 or 73 px depending on the density", async () => {
  const rows = createRef<MRT_RowVirtualizer>();
  const view = mountTable({...quiet, enableRowVirtualization: true, rowVirtualizerInstanceRef: rows});
  const estimates: number[] = [];
  for (const density of ['compact', 'comfortable', 'spacious'] as const) {
    await settle(() => view.table().setDensity(density));
    estimates.push(rows.current!.options.estimateSize(0));
  }
  expect(estimates).toEqual([37, 58, 73]);
  view.unmount();
});

it("MRT estimates each column's width from its `size`", () => {
  const columns = createRef<MRT_ColumnVirtualizer>();
  const view = mountTable({
    ...quiet,
    columns: wide,
    enableColumnVirtualization: true,
    columnVirtualizerInstanceRef: columns,
  });
  expect([0, 7, 19].map((index) => columns.current!.options.estimateSize(index))).toEqual([100, 107, 119]);
  view.unmount();
});

it('with `enableColumnPinning` on, MRT keeps pinned columns in the rendered range', () => {
  const rendered = (enableColumnPinning: boolean) => {
    const columns = createRef<MRT_ColumnVirtualizer>();
    const view = mountTable({
      ...quiet,
      columns: wide,
      enableColumnVirtualization: true,
      enableColumnPinning,
      columnVirtualizerInstanceRef: columns,
      initialState: {columnPinning: {left: ['c0']}},
    });
    const indexes = columns.current!.options.rangeExtractor(range);
    view.unmount();
    return indexes;
  };
  expect(rendered(true)).toEqual([0, 10, 11, 12]);
  expect(rendered(false)).toEqual([10, 11, 12]);
});

it("MRT's own `rangeExtractor` adds the row being dragged to the rendered rows; a `rangeExtractor` in `rowVirtualizerOptions` replaces MRT's", async () => {
  const rows = createRef<MRT_RowVirtualizer>();
  const view = mountTable({
    ...quiet,
    data: [...people, ...people, ...people].map((person, index) => ({...person, id: String(index)})),
    enableRowVirtualization: true,
    enableRowOrdering: true,
    enablePagination: false,
    rowVirtualizerInstanceRef: rows,
  });
  await settle(() => view.table().setDraggingRow(view.table().getRowModel().rows[2]));
  expect(rows.current!.options.rangeExtractor(range)).toEqual([2, 10, 11, 12]);
  const own = (): number[] => [];
  view.update({rowVirtualizerOptions: {rangeExtractor: own}});
  expect(rows.current!.options.rangeExtractor).toBe(own);
  view.unmount();
});

it('outside Firefox, MRT measures every row it renders with `getBoundingClientRect`', () => {
  const rows = createRef<MRT_RowVirtualizer>();
  const view = mountTable({...quiet, enableRowVirtualization: true, rowVirtualizerInstanceRef: rows});
  const element = document.createElement('tr');
  element.getBoundingClientRect = () => ({height: 41}) as DOMRect;
  expect(rows.current!.options.measureElement!(element, undefined, rows.current!)).toBe(41);
  view.unmount();
});

it('`rowVirtualizerInstanceRef` is a `useRef` that MRT fills with the virtualizer during render', () => {
  const rows = createRef<MRT_RowVirtualizer>();
  // what the table footer (rendered after the body) sees on the very first render, before any effect has run
  let firstSeen: unknown = 'unset';
  const view = mountTable({
    ...quiet,
    enableRowVirtualization: true,
    rowVirtualizerInstanceRef: rows,
    muiTableFooterProps: () => {
      if (firstSeen === 'unset') firstSeen = rows.current;
      return {};
    },
  });
  expect(firstSeen).not.toBeNull();
  expect(firstSeen).toBe(rows.current);
  expect(typeof rows.current!.scrollToIndex).toBe('function');
  view.unmount();
});
