import {fireEvent, screen} from '@testing-library/react';
import {mountTable, people, settle, type Person} from './harness';
const log = (...args: unknown[]) => process.stdout.write(JSON.stringify(args) + '\n');
it('select all no sub', async () => {
  const data = [{...people[0], subRows: [people[1], people[2]]}, ...people.slice(3)] as Person[];
  for (const selectAllMode of ['page', 'all'] as const) {
    const v = mountTable({data, enableExpanding: true, enableRowSelection: true, enableSubRowSelection: false, selectAllMode, initialState: {pagination: {pageIndex: 0, pageSize: 2}}});
    const box = () => screen.getByRole('checkbox', {name: 'Toggle select all'}) as HTMLInputElement;
    await settle(() => fireEvent.click(box()));
    log(selectAllMode, 'after 1', Object.keys(v.table().getState().rowSelection), box().checked, box().getAttribute('data-indeterminate'));
    await settle(() => fireEvent.click(box()));
    log(selectAllMode, 'after 2', Object.keys(v.table().getState().rowSelection), box().checked);
    v.unmount();
  }
});
