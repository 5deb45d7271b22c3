/**
 * The table instance without rendering the table: for claims about options and state only (much faster than
 * `mountTable`, which renders every MUI component).
 */
import {act, renderHook} from '@testing-library/react';
import {
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';
import {people, personColumns, type Person} from './harness';

export interface HookTable {
  /** The latest instance (read it after each change). */
  table: () => MRT_TableInstance<Person>;
  /** Re-runs the hook with other options, merged over the first ones. */
  update: (next: Partial<MRT_TableOptions<Person>>) => void;
  unmount: () => void;
}

export function tableInstance(options: Partial<MRT_TableOptions<Person>> = {}): HookTable {
  const hook = renderHook(
    (props: Partial<MRT_TableOptions<Person>>) =>
      useMaterialReactTable<Person>({columns: personColumns as MRT_ColumnDef<Person>[], data: people, ...props}),
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
