/**
 * Claims of docs/guides/sticky-header.mdx, checked against the installed material-react-table (the CSS MRT asks
 * for; that the browser then keeps the header in view is shown in tests/e2e/guides/sticky-header.test.ts).
 */
import {mountTable} from './harness';
import {tableInstance} from './tableInstance';

const css = (element: Element | null) => getComputedStyle(element as Element);
const head = (container: HTMLElement) => container.querySelector('thead');
const headRow = (container: HTMLElement) => container.querySelector('thead tr');
const tableContainer = (container: HTMLElement) => container.querySelector('.MuiTableContainer-root') as HTMLElement;
const withFooter = [
  {accessorKey: 'firstName', header: 'First Name', footer: 'Total'},
  {accessorKey: 'age', header: 'Age'},
] as const;

describe('Sticky Header guide', () => {
  it('with enableStickyHeader (false by default) MRT passes stickyHeader to the Table, the head is sticky with a z-index of 2, and in the semantic layout its row sticks at top: 0', () => {
    const plain = mountTable();
    expect(plain.container.querySelector('table')).not.toHaveClass('MuiTable-stickyHeader');
    expect([css(head(plain.container)).position, css(headRow(plain.container)).position]).toEqual([
      'relative',
      'relative',
    ]);
    plain.unmount();
    const {container} = mountTable({enableStickyHeader: true});
    expect(container.querySelector('table')).toHaveClass('MuiTable-stickyHeader');
    expect([css(head(container)).position, css(head(container)).zIndex]).toEqual(['sticky', '2']);
    expect([css(headRow(container)).position, css(headRow(container)).top]).toEqual(['sticky', '0px']);
  });

  it('in the grid layout modes the table head itself gets top: 0', () => {
    const {container} = mountTable({enableStickyHeader: true, layoutMode: 'grid'});
    expect([css(head(container)).position, css(head(container)).top]).toEqual(['sticky', '0px']);
  });

  it('in full screen without enableStickyHeader, the default semantic layout gives the header no sticky offset', () => {
    const {container} = mountTable({initialState: {isFullScreen: true}});
    expect(css(head(container)).top).toBe('');
    expect(css(headRow(container)).position).toBe('relative');
    // MUI's stickyHeader on the Table would make the head cells sticky, but MRT's cell styles set them relative
    expect(css(container.querySelector('thead th')).position).toBe('relative');
  });

  it('in full screen without enableStickyHeader, a grid layout makes the header sticky', () => {
    const {container} = mountTable({layoutMode: 'grid', initialState: {isFullScreen: true}});
    expect([css(head(container)).position, css(head(container)).top]).toEqual(['sticky', '0px']);
  });

  it('with enableStickyHeader MRT gives the container a maxHeight of clamp(350px, calc(100vh - <toolbars>px), 9999px)', () => {
    const plain = mountTable();
    expect(css(tableContainer(plain.container)).maxHeight).toBe('');
    plain.unmount();
    const {container} = mountTable({enableStickyHeader: true});
    // jsdom lays nothing out, so the toolbars measure 0 px
    expect(css(tableContainer(container)).maxHeight).toBe('clamp(350px, calc(100vh - 0px), 9999px)');
  });

  it('enableStickyFooter alone does not set a height', () => {
    const {container} = mountTable({enableStickyFooter: true, columns: [...withFooter]});
    expect(css(tableContainer(container)).maxHeight).toBe('');
    expect(css(container.querySelector('tfoot')).position).toBe('sticky');
  });

  it("muiTableContainerProps.sx.maxHeight replaces MRT's value", () => {
    const {container} = mountTable({enableStickyHeader: true, muiTableContainerProps: {sx: {maxHeight: '420px'}}});
    expect(css(tableContainer(container)).maxHeight).toBe('420px');
  });

  it('in full screen MRT sets maxHeight in the inline style, and a maxHeight in muiTableContainerProps.style overrides it', () => {
    const full = mountTable({initialState: {isFullScreen: true}});
    expect(tableContainer(full.container).style.maxHeight).toBe('calc(100vh - 0px)');
    full.unmount();
    const small = mountTable({
      initialState: {isFullScreen: true},
      muiTableContainerProps: {style: {maxHeight: '200px'}},
    });
    expect(tableContainer(small.container).style.maxHeight).toBe('200px');
  });

  it('MRT turns enableStickyHeader on by itself when enableRowVirtualization is on', () => {
    expect(tableInstance().table().options.enableStickyHeader).toBe(false);
    const {table} = tableInstance({enableRowVirtualization: true});
    expect(table().options.enableStickyHeader).toBe(true);
  });

  it('the footer sticks in full screen unless enableStickyFooter is explicitly false', () => {
    const sticks = mountTable({columns: [...withFooter], initialState: {isFullScreen: true}});
    expect([
      css(sticks.container.querySelector('tfoot')).position,
      css(sticks.container.querySelector('tfoot')).bottom,
    ]).toEqual(['sticky', '0px']);
    sticks.unmount();
    const off = mountTable({columns: [...withFooter], enableStickyFooter: false, initialState: {isFullScreen: true}});
    expect(css(off.container.querySelector('tfoot')).position).toBe('relative');
  });

  it('there is only a footer row when a column has a footer or Footer', () => {
    const {container} = mountTable({enableStickyFooter: true});
    expect(container.querySelector('tfoot tr')).toBeNull();
  });

  it('row pinning: MRT counts all pinned rows together, top and bottom, in the order the rows are shown, and gives every pinned row both a top and a bottom offset', () => {
    const {container} = mountTable({
      enableRowPinning: true,
      // Ada is pinned to the bottom, Knuth and Turing to the top (listed out of row order)
      initialState: {rowPinning: {top: ['5', '2'], bottom: ['0']}},
    });
    const offsets = (lastName: string) => {
      const row = Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(lastName));
      return [css(row!).position, css(row!).top, css(row!).bottom];
    };
    // the row height is 53 px in the default comfortable density
    expect(offsets('Lovelace')).toEqual(['sticky', '0px', '106px']);
    expect(offsets('Turing')).toEqual(['sticky', '53px', '53px']);
    expect(offsets('Knuth')).toEqual(['sticky', '106px', '0px']);
  });

  it('row pinning: top adds the header height minus one pixel when the header is sticky, bottom the footer height minus one pixel with enableStickyFooter', () => {
    const {container} = mountTable({
      enableRowPinning: true,
      enableStickyHeader: true,
      enableStickyFooter: true,
      columns: [...withFooter],
      initialState: {rowPinning: {top: ['5', '2'], bottom: ['0']}},
    });
    const offsets = (name: string) => {
      const row = Array.from(container.querySelectorAll('tbody tr')).find((tr) => tr.textContent?.includes(name));
      return [css(row!).top, css(row!).bottom];
    };
    // jsdom lays nothing out: the header and the footer measure 0 px, so each offset is one pixel less
    expect(offsets('Ada')).toEqual(['-1px', '105px']);
    expect(offsets('Alan')).toEqual(['52px', '52px']);
    expect(offsets('Donald')).toEqual(['105px', '-1px']);
  });

  it("a position set in muiTableHeadCellProps sx replaces MRT's sticky position of a pinned column", () => {
    const pinned = mountTable({enableColumnPinning: true, initialState: {columnPinning: {left: ['firstName']}}});
    expect(css(pinned.container.querySelector('thead th')).position).toBe('sticky');
    pinned.unmount();
    const overridden = mountTable({
      enableColumnPinning: true,
      initialState: {columnPinning: {left: ['firstName']}},
      muiTableHeadCellProps: {sx: {position: 'relative'}},
    });
    expect(css(overridden.container.querySelector('thead th')).position).toBe('relative');
  });
});
