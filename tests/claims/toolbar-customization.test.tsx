/**
 * Claims of docs/guides/toolbar-customization.mdx, checked against the installed material-react-table (jsdom).
 * The demos' clicks in a browser are in tests/e2e/guides/toolbar-customization.test.ts.
 */
import React from 'react';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import {
  MRT_GlobalFilterTextField,
  MRT_TableContainer,
  MRT_ToggleFiltersButton,
  MRT_ToggleFullScreenButton,
  useMaterialReactTable,
  type MRT_TableInstance,
} from 'material-react-table';
import {bodyRows, hoverTooltip, mountTable, people, personColumns, settle, type Person} from './harness';

const many: Person[] = Array.from({length: 12}, (_, index) => ({
  ...people[index % 10],
  id: String(index),
  firstName: `P${index}`,
}));
const INTERNAL = ['Show/Hide search', 'Show/Hide filters', 'Show/Hide columns', 'Toggle density', 'Toggle full screen'];
const labels = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button[aria-label]')).map((button) => button.getAttribute('aria-label'));
const searchField = (container: HTMLElement) => container.querySelector('input[placeholder="Search"]');

describe('Toolbar Customization guide', () => {
  it('`enableTopToolbar` and `enableBottomToolbar` (both `true` by default) remove a toolbar with everything in it', () => {
    const on = mountTable({data: many});
    expect([on.table().options.enableTopToolbar, on.table().options.enableBottomToolbar]).toEqual([true, true]);
    expect(labels(on.container)).toEqual(expect.arrayContaining([...INTERNAL, 'Go to next page']));
    expect(on.container.querySelector('.MuiTablePagination-root')).not.toBeNull();
    on.unmount();
    const off = mountTable({enableTopToolbar: false, enableBottomToolbar: false});
    expect(labels(off.container).filter((label) => INTERNAL.includes(label!) || label!.startsWith('Go to'))).toEqual(
      [],
    );
    expect(off.container.querySelector('.MuiTablePagination-root')).toBeNull();
    off.unmount();
  });

  it('removing the bottom toolbar does not turn pagination off: one page of 10 rows, with no control to reach the others', () => {
    const {container, unmount} = mountTable({data: many, enableBottomToolbar: false});
    expect(bodyRows(container)).toHaveLength(10);
    expect(container.querySelector('button[aria-label="Go to next page"]')).toBeNull();
    unmount();
    const all = mountTable({data: many, enableBottomToolbar: false, enablePagination: false});
    expect(bodyRows(all.container)).toHaveLength(12);
    all.unmount();
  });

  it('`enableToolbarInternalActions: false` drops the buttons but keeps your custom actions; the search field is drawn only while `showGlobalFilter` is `true`', () => {
    const off = mountTable({
      enableToolbarInternalActions: false,
      renderTopToolbarCustomActions: () => <button type="button">Mine</button>,
    });
    expect(labels(off.container).filter((label) => INTERNAL.includes(label!))).toEqual([]);
    expect(screen.getByRole('button', {name: 'Mine'})).toBeInTheDocument();
    expect(searchField(off.container)).toBeNull();
    off.unmount();
    const open = mountTable({enableToolbarInternalActions: false, initialState: {showGlobalFilter: true}});
    expect(searchField(open.container)).not.toBeNull();
    open.unmount();
  });

  it('the search toggle is left out when `initialState.showGlobalFilter` is `true`', () => {
    const closed = mountTable();
    expect(labels(closed.container)).toEqual(expect.arrayContaining(INTERNAL));
    closed.unmount();
    const open = mountTable({initialState: {showGlobalFilter: true}});
    expect(labels(open.container)).not.toContain('Show/Hide search');
    open.unmount();
  });

  it("each button follows its feature: search needs `enableGlobalFilter`, filters `enableColumnFilters` (not with 'popover'), both `enableFilters`; columns `enableHiding`, `enableColumnOrdering` or `enableColumnPinning`", () => {
    const shown = (options: Parameters<typeof mountTable>[0]) => {
      const {container, unmount} = mountTable(options);
      const result = labels(container).filter((label) => INTERNAL.includes(label!));
      unmount();
      return result;
    };
    expect(shown({enableGlobalFilter: false, columnFilterDisplayMode: 'popover'})).toEqual(INTERNAL.slice(2));
    expect(shown({enableColumnFilters: false})).toEqual([INTERNAL[0], ...INTERNAL.slice(2)]);
    expect(
      shown({enableFilters: false, enableHiding: false, enableDensityToggle: false, enableFullScreenToggle: false}),
    ).toEqual([]);
    expect(shown({enableFilters: false})).toEqual(INTERNAL.slice(2));
    const columnsButton = {enableFilters: false, enableDensityToggle: false, enableFullScreenToggle: false};
    expect(shown({...columnsButton, enableHiding: false, enableColumnOrdering: true})).toEqual(['Show/Hide columns']);
    expect(shown({...columnsButton, enableHiding: false, enableColumnPinning: true})).toEqual(['Show/Hide columns']);
  });

  it('`renderTopToolbarCustomActions` gets `{table}`, the same instance the table uses, and renders before the internal actions', () => {
    let given: MRT_TableInstance<Person> | undefined;
    const {container, table, unmount} = mountTable({
      renderTopToolbarCustomActions: (props) => {
        given = props.table;
        return <button type="button">Mine</button>;
      },
    });
    expect(given).toBe(table());
    const order = Array.from(container.querySelectorAll('button')).map(
      (button) => button.textContent || button.getAttribute('aria-label'),
    );
    expect(order.indexOf('Mine')).toBeLessThan(order.indexOf('Show/Hide search'));
    unmount();
  });

  it('`renderToolbarInternalActions` replaces the whole group: whatever it returns is all that shows', () => {
    const {container, unmount} = mountTable({
      renderToolbarInternalActions: ({table}) => <MRT_ToggleFiltersButton table={table} />,
    });
    expect(labels(container).filter((label) => INTERNAL.includes(label!))).toEqual(['Show/Hide filters']);
    unmount();
  });

  it('extra props (`color`, `size`, `sx`, `title` for the tooltip) pass through to the buttons', async () => {
    const {unmount} = mountTable({
      renderToolbarInternalActions: ({table}) => (
        <MRT_ToggleFullScreenButton table={table} size="small" color="secondary" title="Bigger" />
      ),
    });
    const button = screen.getByRole('button', {name: 'Toggle full screen'});
    expect(button).toHaveClass('MuiIconButton-sizeSmall', 'MuiIconButton-colorSecondary');
    expect((await hoverTooltip(button, (target) => fireEvent.mouseEnter(target))).textContent).toBe('Bigger');
    unmount();
  });

  it("`renderTopToolbar` takes the place of MRT's toolbar, as an element or a function of `{table}`, only while `enableTopToolbar` is on", () => {
    const element = mountTable({renderTopToolbar: <p className="mine">mine</p>});
    expect([
      element.container.querySelector('.mine') !== null,
      labels(element.container).includes('Show/Hide search'),
    ]).toEqual([true, false]);
    element.unmount();
    const fn = mountTable({renderTopToolbar: ({table}) => <p className="mine">{table.getRowCount()} rows</p>});
    expect(fn.container.querySelector('.mine')!.textContent).toBe('10 rows');
    fn.unmount();
    const off = mountTable({enableTopToolbar: false, renderTopToolbar: <p className="mine">mine</p>});
    expect(off.container.querySelector('.mine')).toBeNull();
    off.unmount();
  });

  it("`positionToolbarAlertBanner` is 'top' by default; 'bottom' puts the banner in the bottom toolbar", () => {
    const options = {enableRowSelection: true, initialState: {rowSelection: {'0': true}}};
    const top = mountTable(options);
    expect(top.table().options.positionToolbarAlertBanner).toBe('top');
    const topBanner = top.container.querySelector('[role="alert"]')!;
    expect(
      topBanner.compareDocumentPosition(top.container.querySelector('table')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    top.unmount();
    const bottom = mountTable({...options, positionToolbarAlertBanner: 'bottom'});
    const bottomBanner = bottom.container.querySelector('[role="alert"]')!;
    expect(
      bottomBanner.compareDocumentPosition(bottom.container.querySelector('table')!) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    bottom.unmount();
  });

  it("`positionGlobalFilter` is 'right' by default (before the internal actions); 'left' puts the search before your custom actions", () => {
    const left = mountTable({
      positionGlobalFilter: 'left',
      initialState: {showGlobalFilter: true},
      renderTopToolbarCustomActions: () => <button type="button">Mine</button>,
    });
    expect(left.table().options.positionGlobalFilter).toBe('left');
    const mine = screen.getByRole('button', {name: 'Mine'});
    expect(searchField(left.container)!.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    left.unmount();
    const right = mountTable({
      initialState: {showGlobalFilter: true},
      renderTopToolbarCustomActions: () => <button type="button">Mine</button>,
    });
    expect(right.table().options.positionGlobalFilter).toBe('right');
    // after your custom actions, before the internal actions
    const field = searchField(right.container)!;
    expect(
      screen.getByRole('button', {name: 'Mine'}).compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      field.compareDocumentPosition(screen.getByRole('button', {name: 'Show/Hide filters'})) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    right.unmount();
  });

  it("with 'none' MRT draws no field, but the search toggle stays and only flips `showGlobalFilter`", async () => {
    const {container, table, unmount} = mountTable({positionGlobalFilter: 'none'});
    fireEvent.click(screen.getByRole('button', {name: 'Show/Hide search'}));
    await settle();
    expect(table().getState().showGlobalFilter).toBe(true);
    expect(searchField(container)).toBeNull();
    unmount();
  });

  it("`positionPagination: 'none'` hides the controls but still pages the rows", () => {
    const {container, unmount} = mountTable({data: many, positionPagination: 'none'});
    expect(bodyRows(container)).toHaveLength(10);
    expect(container.querySelector('.MuiTablePagination-root')).toBeNull();
    unmount();
  });

  it("'head-overlay': the banner covers the table's header row while rows are selected, with a select-all checkbox", () => {
    const {container, table, unmount} = mountTable({
      enableRowSelection: true,
      positionToolbarAlertBanner: 'head-overlay',
    });
    const head = () => container.querySelector('thead')!;
    expect(head().querySelector('[role="alert"]')).toBeNull();
    expect(head().textContent).toContain('First Name');
    fireEvent.click(container.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')[1]);
    expect(head().querySelector('[role="alert"]')!.textContent).toContain('1 of 10 row(s) selected');
    expect(head().textContent).not.toContain('First Name');
    expect(head().querySelector('input[aria-label="Toggle select all"]')).not.toBeNull();
    expect(table().getState().rowSelection).toEqual({'1': true});
    unmount();
  });

  it("`positionPagination: 'top'` puts the controls above the table, 'both' above and below", () => {
    const {container, unmount} = mountTable({data: many, positionPagination: 'top'});
    const controls = container.querySelectorAll('.MuiTablePagination-root');
    expect(controls).toHaveLength(1);
    expect(
      controls[0].compareDocumentPosition(container.querySelector('table')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();
    const both = mountTable({data: many, positionPagination: 'both'});
    const [above, below] = Array.from(both.container.querySelectorAll('.MuiTablePagination-root'));
    const table = both.container.querySelector('table')!;
    expect(above.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(below.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    both.unmount();
  });

  it('exported parts placed anywhere act on one table: `MRT_GlobalFilterTextField` filters the rows of `MRT_TableContainer`', async () => {
    function Page() {
      const table = useMaterialReactTable({
        columns: personColumns,
        data: people,
        initialState: {showGlobalFilter: true},
      });
      return (
        <>
          <MRT_GlobalFilterTextField table={table} />
          <MRT_TableContainer table={table} />
        </>
      );
    }
    const {container, unmount} = render(<Page />);
    expect(labels(container).filter((label) => INTERNAL.includes(label!))).toEqual([]);
    fireEvent.change(searchField(container)!, {target: {value: 'Boston'}});
    await waitFor(() => expect(bodyRows(container).map((row) => row[0])).toEqual(['Barbara', 'Margaret']));
    unmount();
  });
});
