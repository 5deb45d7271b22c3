/**
 * The table instance without rendering the table: for claims about options and state only (much faster than
 * `mountTable`, which renders every MUI component). `useMaterialReactTable` builds the whole instance, its
 * state and MRT's state effects (`useMRT_Effects`) in the hook itself; what it leaves out are the components'
 * own effects (the search and filter fields, the toolbar drop zone, the skeletons), so claims that a change
 * does *not* happen, or that involve those parts, keep the rendered table.
 * Defaults to the ten `people` and `personColumns`, like `mountTable`.
 */
import {act, renderHook} from '@testing-library/react';
import {
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {freshPersonColumns, people, type Person} from './harness';

export interface HookTable<T extends MRT_RowData = Person> {
  /** The latest instance (read it after each change). */
  table: () => MRT_TableInstance<T>;
  /** Re-runs the hook with other options, merged over the first ones. */
  update: (next: Partial<MRT_TableOptions<T>>) => void;
  unmount: () => void;
}

export function tableInstance<T extends MRT_RowData = Person>(
  options: Partial<MRT_TableOptions<T>> = {},
): HookTable<T> {
  const columns = freshPersonColumns();
  const hook = renderHook(
    (props: Partial<MRT_TableOptions<T>>) =>
      useMaterialReactTable<T>({
        columns: columns as unknown as MRT_ColumnDef<T>[],
        data: people as unknown as T[],
        ...props,
      } as MRT_TableOptions<T>),
    {initialProps: options},
  );
  let current = options;
  return {
    table: () => hook.result.current,
    update: (next) => {
      current = {...current, ...next};
      act(() => hook.rerender(current));
    },
    unmount: hook.unmount,
  };
}
