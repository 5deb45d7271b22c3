/**
 * Claims of docs/guides/full-screen-toggle.mdx, checked against the installed material-react-table (jsdom). What the
 * window shows (the paper's box, menus on top, the scroll position) is checked in a browser in
 * tests/e2e/guides/full-screen-toggle.test.ts.
 */
import {fireEvent, screen} from '@testing-library/react';
import type {MRT_ColumnDef} from 'material-react-table';
import {mountTable, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const toggle = () => screen.getByRole('button', {name: 'Toggle full screen'});
const paper = (container: HTMLElement) => container.querySelector('.MuiPaper-root') as HTMLElement;

describe('Full Screen Toggle guide', () => {
  it('the button is the last of the internal actions; its icon is `Fullscreen` in the page and `FullscreenExit` in full screen; each click flips `isFullScreen`', () => {
    const {container, table, unmount} = mountTable();
    const labels = Array.from(container.querySelectorAll('.MuiPaper-root > div:first-child button[aria-label]')).map(
      (b) => b.getAttribute('aria-label'),
    );
    expect(labels[labels.length - 1]).toBe('Toggle full screen');
    const icon = () => toggle().querySelector('svg')!.getAttribute('data-testid');
    const seen = [[table().getState().isFullScreen, icon()]];
    fireEvent.click(toggle());
    seen.push([table().getState().isFullScreen, icon()]);
    fireEvent.click(toggle());
    seen.push([table().getState().isFullScreen, icon()]);
    expect(seen).toEqual([
      [false, 'FullscreenIcon'],
      [true, 'FullscreenExitIcon'],
      [false, 'FullscreenIcon'],
    ]);
    unmount();
  });

  it('`enableFullScreenToggle: false` hides the button but `table.setIsFullScreen` still works', async () => {
    const {container, table, unmount} = mountTable({enableFullScreenToggle: false});
    expect(screen.queryByRole('button', {name: 'Toggle full screen'})).toBeNull();
    expect(paper(container).style.position).toBe('');
    await settle(() => table().setIsFullScreen(true));
    expect(paper(container).style.position).toBe('fixed');
    unmount();
  });

  it('`initialState.isFullScreen` is read once, when the table is created', () => {
    const {table, update, unmount} = tableInstance({initialState: {isFullScreen: true}});
    expect(table().getState().isFullScreen).toBe(true);
    update({initialState: {isFullScreen: false}});
    expect(table().getState().isFullScreen).toBe(true);
    unmount();
  });

  it('with `onIsFullScreenChange`, `table.setIsFullScreen` becomes it, for the button and for Escape alike; with only one of the two the button changes nothing on screen', () => {
    const calls: unknown[] = [];
    const onIsFullScreenChange = (value: unknown) => {
      calls.push(value);
    };
    const handlerOnly = mountTable({onIsFullScreenChange});
    expect(handlerOnly.table().setIsFullScreen).toBe(onIsFullScreenChange);
    fireEvent.click(toggle());
    expect(calls).toEqual([true]);
    expect(paper(handlerOnly.container).style.position).toBe('');
    fireEvent.keyDown(toggle(), {key: 'Escape'});
    expect(calls).toEqual([true, false]);
    handlerOnly.unmount();
    const stateOnly = mountTable({state: {isFullScreen: false}});
    fireEvent.click(toggle());
    expect(paper(stateOnly.container).style.position).toBe('');
    stateOnly.unmount();
  });

  it('in full screen the paper gets fixed position, zero offsets, 100dvw × 100dvh, no margin or padding and `theme.zIndex.modal` (1300)', () => {
    const {container, unmount} = mountTable({initialState: {isFullScreen: true}});
    const style = paper(container).style;
    expect({
      position: style.position,
      top: style.top,
      right: style.right,
      bottom: style.bottom,
      left: style.left,
      width: style.width,
      maxWidth: style.maxWidth,
      height: style.height,
      maxHeight: style.maxHeight,
      margin: style.margin,
      padding: style.padding,
      zIndex: style.zIndex,
    }).toEqual({
      position: 'fixed',
      top: '0px',
      right: '0px',
      bottom: '0px',
      left: '0px',
      width: '100dvw',
      maxWidth: '100dvw',
      height: '100dvh',
      maxHeight: '100dvh',
      margin: '0px',
      padding: '0px',
      zIndex: '1300',
    });
    expect(getComputedStyle(paper(container)).transition).toBe('all 100ms ease-in-out');
    unmount();
  });

  it('the table container gets `max-height: calc(100vh - <toolbar heights>)`; the header becomes sticky, the top toolbar sticks to the top and the bottom toolbar is fixed', () => {
    const layout = (isFullScreen: boolean) => {
      const {container, unmount} = mountTable({initialState: {isFullScreen}});
      const topToolbar = container.querySelector('.MuiPaper-root > div:first-child')!;
      const bottomToolbar = container.querySelector('.MuiTableContainer-root')!.nextElementSibling!;
      const result = [
        (container.querySelector('.MuiTableContainer-root') as HTMLElement).style.maxHeight,
        container.querySelector('table')!.classList.contains('MuiTable-stickyHeader'),
        getComputedStyle(topToolbar).position,
        getComputedStyle(topToolbar).top,
        getComputedStyle(bottomToolbar).position,
      ];
      unmount();
      return result;
    };
    expect(layout(false)).toEqual(['', false, 'relative', '', 'relative']);
    const [maxHeight, ...rest] = layout(true);
    expect(maxHeight).toMatch(/^calc\(100vh - \d+px\)$/);
    expect(rest).toEqual([true, 'sticky', '0px', 'fixed']);
  });

  it('the footer becomes sticky as well, unless you set `enableStickyFooter: false`', () => {
    const columns: MRT_ColumnDef<Person>[] = [{accessorKey: 'firstName', header: 'First', Footer: () => 'Total'}];
    const position = (enableStickyFooter?: boolean, isFullScreen = true) => {
      const {container, unmount} = mountTable({columns, initialState: {isFullScreen}, enableStickyFooter});
      const value = getComputedStyle(container.querySelector('tfoot')!).position;
      unmount();
      return value;
    };
    expect([position(undefined, false), position(undefined), position(false)]).toEqual([
      'relative',
      'sticky',
      'relative',
    ]);
  });

  it('on entering full screen MRT sets `document.body.style.height` to `100dvh`; on leaving it restores it', () => {
    document.body.style.height = '';
    const {unmount} = mountTable();
    fireEvent.click(toggle());
    expect(document.body.style.height).toBe('100dvh');
    fireEvent.click(toggle());
    expect(document.body.style.height).toBe('');
    unmount();
  });

  it('the paper sets `isFullScreen` to `false` on Escape; `muiTablePaperProps.onKeyDown` replaces that handler', () => {
    const own = mountTable({initialState: {isFullScreen: true}});
    fireEvent.keyDown(toggle(), {key: 'Escape'});
    expect(own.table().getState().isFullScreen).toBe(false);
    own.unmount();
    const replaced = mountTable({initialState: {isFullScreen: true}, muiTablePaperProps: {onKeyDown: () => {}}});
    fireEvent.keyDown(toggle(), {key: 'Escape'});
    expect(replaced.table().getState().isFullScreen).toBe(true);
    replaced.unmount();
  });

  it("MRT's menus use z-index 1300 too and are rendered at the end of `<body>`, after the table", () => {
    const {container, unmount} = mountTable({initialState: {isFullScreen: true}});
    fireEvent.click(screen.getAllByRole('button', {name: 'Column Actions'})[0]);
    const menu = screen.getByRole('menu').closest('.MuiPopover-root') as HTMLElement;
    expect(container.contains(menu)).toBe(false);
    expect(menu.parentElement).toBe(document.body);
    expect(container.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(menu).zIndex).toBe('1300');
    unmount();
  });

  it('each table keeps its own `isFullScreen`', async () => {
    const first = tableInstance();
    const second = tableInstance();
    await settle(() => first.table().setIsFullScreen(true));
    expect([first.table().getState().isFullScreen, second.table().getState().isFullScreen]).toEqual([true, false]);
    first.unmount();
    second.unmount();
  });
});
