/**
 * Claims of docs/guides/density-toggle.mdx, checked against the installed material-react-table (jsdom; emotion's
 * rules are in jsdom's style sheets, so declared paddings can be read). Row heights in pixels are measured in a
 * browser in tests/e2e/guides/density-toggle.test.ts.
 */
import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import {MRT_ToggleDensePaddingButton, type MRT_DensityState} from 'material-react-table';
import {hoverTooltip, mountTable, settle} from './harness';
import {tableInstance} from './tableInstance';

const toggle = () => screen.getByRole('button', {name: 'Toggle density'});
const icon = () => toggle().querySelector('svg')!.getAttribute('data-testid');
const firstCell = (container: HTMLElement) => getComputedStyle(container.querySelector('tbody td')!);

describe('Density Toggle guide', () => {
  it("a table starts at 'comfortable' unless you say otherwise", () => {
    const {table, unmount} = tableInstance();
    expect(table().getState().density).toBe('comfortable');
    unmount();
  });

  it('each click moves to the next density: comfortable → compact → spacious → comfortable; the icon shows the current one', () => {
    const {table, unmount} = mountTable();
    const seen: [MRT_DensityState, string | null][] = [[table().getState().density, icon()]];
    for (let click = 0; click < 3; click += 1) {
      fireEvent.click(toggle());
      seen.push([table().getState().density, icon()]);
    }
    expect(seen).toEqual([
      ['comfortable', 'DensityMediumIcon'],
      ['compact', 'DensitySmallIcon'],
      ['spacious', 'DensityLargeIcon'],
      ['comfortable', 'DensityMediumIcon'],
    ]);
    unmount();
  });

  it('the button is labelled "Toggle density" and sits before the full-screen button', () => {
    const {container, unmount} = mountTable();
    const labels = Array.from(container.querySelectorAll('button[aria-label]')).map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(labels.indexOf('Toggle full screen') - labels.indexOf('Toggle density')).toBe(1);
    unmount();
  });

  it('body cells: 0.5rem and `nowrap` in compact, 1rem and 1.5rem with `normal` in comfortable and spacious', () => {
    const styles = (['compact', 'comfortable', 'spacious'] as const).map((density) => {
      const {container, unmount} = mountTable({initialState: {density}});
      const style = firstCell(container);
      const result = [style.padding, style.whiteSpace];
      unmount();
      return result;
    });
    expect(styles).toEqual([
      ['0.5rem', 'nowrap'],
      ['1rem', 'normal'],
      ['1.5rem', 'normal'],
    ]);
  });

  it('`enableDensityToggle: false` only hides the button: the table still uses the density from `initialState`', () => {
    const {container, table, unmount} = mountTable({enableDensityToggle: false, initialState: {density: 'compact'}});
    expect(screen.queryByRole('button', {name: 'Toggle density'})).toBeNull();
    expect(table().getState().density).toBe('compact');
    expect(firstCell(container).padding).toBe('0.5rem');
    unmount();
  });

  it('`initialState.density` is read once: changing it on a later render does nothing', () => {
    const {table, update, unmount} = tableInstance({initialState: {density: 'compact'}});
    update({initialState: {density: 'spacious'}});
    expect(table().getState().density).toBe('compact');
    unmount();
  });

  it('with `onDensityChange` given, `table.setDensity` is your function; without `state.density` a click changes nothing on screen', () => {
    const calls: unknown[] = [];
    const onDensityChange = (updater: unknown) => {
      calls.push(updater);
    };
    const {table, unmount} = mountTable({onDensityChange});
    expect(table().setDensity).toBe(onDensityChange);
    fireEvent.click(toggle());
    expect(calls).toEqual(['compact']);
    expect([table().getState().density, icon()]).toEqual(['comfortable', 'DensityMediumIcon']);
    unmount();
  });

  it('with `state.density` but no `onDensityChange`, the button has no visible effect', () => {
    const {table, unmount} = mountTable({state: {density: 'spacious'}});
    fireEvent.click(toggle());
    expect([table().getState().density, icon()]).toEqual(['spacious', 'DensityLargeIcon']);
    unmount();
  });

  it('`table.setDensity` takes a density or a function of the current one', async () => {
    const {table, unmount} = tableInstance();
    await settle(() => table().setDensity('spacious'));
    await settle(() => table().setDensity((old) => (old === 'spacious' ? 'compact' : 'spacious')));
    expect(table().getState().density).toBe('compact');
    unmount();
  });

  it('the icons come from the `icons` option; a `title` on `MRT_ToggleDensePaddingButton` replaces the tooltip text', async () => {
    const Small = () => <svg data-testid="MySmall" />;
    const {unmount} = mountTable({
      initialState: {density: 'compact'},
      icons: {DensitySmallIcon: Small},
      renderToolbarInternalActions: ({table}) => <MRT_ToggleDensePaddingButton table={table} title="Row spacing" />,
    });
    expect(icon()).toBe('MySmall');
    expect((await hoverTooltip(toggle())).textContent).toBe('Row spacing');
    unmount();
  });

  it("in compact only, the selection checkboxes and expand buttons shrink to 1.75rem (from 2.5rem and 2.25rem), the checkboxes use MUI's small size and the column actions menu gets MUI's `dense` list; its items keep 6 px of vertical padding", () => {
    const sizes = (['compact', 'comfortable', 'spacious'] as const).map((density) => {
      const {container, unmount} = mountTable({
        initialState: {density},
        enableRowSelection: true,
        renderDetailPanel: () => 'details',
      });
      const checkbox = container.querySelector('tbody .MuiCheckbox-root')!;
      const small = checkbox.classList.contains('MuiCheckbox-sizeSmall');
      const widths = [
        getComputedStyle(checkbox).width,
        getComputedStyle(container.querySelector('tbody button[aria-label="Expand"]')!).width,
      ];
      fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]);
      const item = screen.getAllByRole('menuitem')[0];
      const dense = item.closest('ul')!.classList.contains('MuiList-dense');
      const padding = getComputedStyle(item).paddingTop;
      unmount();
      return [small, ...widths, dense, padding];
    });
    expect(sizes).toEqual([
      [true, '1.75rem', '1.75rem', true, '6px'],
      [false, '2.5rem', '2.25rem', false, '6px'],
      [false, '2.5rem', '2.25rem', false, '6px'],
    ]);
  });

  it("the `sx` returned by `muiTableBodyCellProps` is applied after MRT's own cell styles", () => {
    const {container, unmount} = mountTable({
      initialState: {density: 'compact'},
      muiTableBodyCellProps: ({table}) => ({sx: table.getState().density === 'compact' ? {py: '0.25rem'} : undefined}),
    });
    const style = firstCell(container);
    expect([style.paddingTop, style.paddingLeft]).toEqual(['0.25rem', '0.5rem']);
    unmount();
  });
  it('sticky row pinning stacks pinned rows 37, 53 and 69 px apart unless `muiTableBodyRowProps` gives the rows a height', () => {
    const tops = (options: Parameters<typeof mountTable>[0]) => {
      const {container, unmount} = mountTable({enableRowPinning: true, ...options});
      const pinned = Array.from(container.querySelectorAll<HTMLElement>('tbody tr[data-pinned="true"]')).map(
        (row) => getComputedStyle(row).top,
      );
      unmount();
      return pinned[1];
    };
    const pinned = {rowPinning: {top: ['0', '1'], bottom: []}};
    expect(
      (['compact', 'comfortable', 'spacious'] as const).map((density) => tops({initialState: {density, ...pinned}})),
    ).toEqual(['37px', '53px', '69px']);
    expect(tops({initialState: pinned, muiTableBodyRowProps: {sx: {height: '44px'}}})).toBe('44px');
  });
});
