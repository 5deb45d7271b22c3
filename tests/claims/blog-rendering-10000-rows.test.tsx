/** Claims of blog/2026-11-20-rendering-10000-rows.mdx. */
import {createRef} from 'react';
import type {MRT_RowVirtualizer} from 'material-react-table';
import {mountTable} from './harness';

const quiet = {enableTopToolbar: false, enableBottomToolbar: false, enablePagination: false};

it("At the compact row height MRT estimates 37 px, with MRT's default overscan of 4 rows", () => {
  const rows = createRef<MRT_RowVirtualizer>();
  const view = mountTable({
    ...quiet,
    enableRowVirtualization: true,
    rowVirtualizerInstanceRef: rows,
    initialState: {density: 'compact'},
  });
  expect([rows.current!.options.estimateSize(0), rows.current!.options.overscan]).toEqual([37, 4]);
  view.unmount();
});

it('With `enableRowVirtualization` MRT turns on the sticky header', () => {
  const view = mountTable({...quiet, enableRowVirtualization: true});
  expect(view.table().options.enableStickyHeader).toBe(true);
  expect(view.container.querySelectorAll('table.MuiTable-stickyHeader')).toHaveLength(1);
  view.unmount();
});

it('MRT reads the option once, when the table is created', () => {
  const rows = createRef<MRT_RowVirtualizer>();
  const view = mountTable({...quiet, rowVirtualizerInstanceRef: rows});
  view.update({enableRowVirtualization: true});
  expect(view.table().options.enableRowVirtualization).toBeUndefined();
  // no virtualizer was made, every row is still in the document, and the header is not sticky
  expect(rows.current).toBeNull();
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(10);
  expect(view.container.querySelectorAll('table.MuiTable-stickyHeader')).toHaveLength(0);
  view.unmount();
});
