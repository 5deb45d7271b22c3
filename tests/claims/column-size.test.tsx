/**
 * Claims of docs/guides/column-size.mdx, checked against the installed material-react-table (jsdom). Widths the
 * browser draws in each layout mode are measured in tests/e2e/guides/column-size.test.ts.
 */
import {MRT_DefaultColumn, type MRT_ColumnDef} from 'material-react-table';
import {mountTable, type Person} from './harness';
import {tableInstance} from './tableInstance';

describe('Column Size guide', () => {
  it("a column without these options gets MRT's defaults: size 180, minSize 40, maxSize 1000", () => {
    expect(MRT_DefaultColumn).toMatchObject({size: 180, minSize: 40, maxSize: 1000});
    const {table, unmount} = tableInstance();
    const column = table().getColumn('firstName');
    expect([column.getSize(), column.columnDef.minSize, column.columnDef.maxSize]).toEqual([180, 40, 1000]);
    unmount();
  });

  it('`size: 20` with the default `minSize` of 40 gives a 40 px column', () => {
    const {table, unmount} = tableInstance({columns: [{accessorKey: 'firstName', header: 'First', size: 20}]});
    expect(table().getColumn('firstName').getSize()).toBe(40);
    unmount();
  });

  it('a group column has no size of its own: its width is the sum of its sub-columns', () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {
        id: 'name',
        header: 'Name',
        columns: [
          {accessorKey: 'firstName', header: 'First', size: 130},
          {accessorKey: 'lastName', header: 'Last', size: 170},
        ],
      },
    ];
    const {table, unmount} = tableInstance({columns});
    const group = table()
      .getHeaderGroups()[0]
      .headers.find((header) => header.column.id === 'name')!;
    expect(group.getSize()).toBe(300);
    unmount();
  });

  it("setting only `size` in `defaultColumn` keeps `minSize: 40` and `maxSize: 1000`; a column's own `size` still wins", () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First'},
      {accessorKey: 'lastName', header: 'Last', size: 222},
    ];
    const {table, unmount} = tableInstance({columns, defaultColumn: {size: 120}});
    const first = table().getColumn('firstName');
    expect([first.getSize(), first.columnDef.minSize, first.columnDef.maxSize]).toEqual([120, 40, 1000]);
    expect(table().getColumn('lastName').getSize()).toBe(222);
    unmount();
  });

  it("with `groupedColumnMode: 'remove'` the expand column is `defaultColumn.size` wide (180 unless you change it)", () => {
    const {table, update, unmount} = tableInstance({
      enableGrouping: true,
      groupedColumnMode: 'remove',
      state: {grouping: ['city']},
    });
    expect(table().getColumn('mrt-row-expand').getSize()).toBe(180);
    update({defaultColumn: {size: 90}});
    expect(table().getColumn('mrt-row-expand').getSize()).toBe(90);
    unmount();
  });

  it('a `size` in `defaultColumn` or `defaultDisplayColumn` does not reach the display columns; `displayColumnDefOptions` does', () => {
    const {table, update, unmount} = tableInstance({
      enableRowSelection: true,
      enableRowNumbers: true,
      defaultColumn: {size: 120},
      defaultDisplayColumn: {size: 200},
    });
    expect(table().getColumn('mrt-row-select').getSize()).toBe(60);
    expect(table().getColumn('mrt-row-numbers').getSize()).toBe(50);
    update({displayColumnDefOptions: {'mrt-row-select': {size: 90}, 'mrt-row-numbers': {size: 80}}});
    expect(table().getColumn('mrt-row-select').getSize()).toBe(90);
    expect(table().getColumn('mrt-row-numbers').getSize()).toBe(80);
    unmount();
  });

  it('MRT writes `--header-<id>-size` and `--col-<id>-size` on the `<table>`; characters other than letters and digits become `_`; head and footer cells take their width from the first, body cells from the second', () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {id: 'first.name-x', accessorKey: 'firstName', header: 'First', footer: 'Total', size: 140},
    ];
    const {container, unmount} = mountTable({columns});
    const style = (container.querySelector('table') as HTMLElement).style;
    expect(style.getPropertyValue('--header-first_name_x-size')).toBe('140');
    expect(style.getPropertyValue('--col-first_name_x-size')).toBe('140');
    const width = (selector: string) => getComputedStyle(container.querySelector(selector)!).width;
    expect([width('thead th'), width('tfoot tr > *'), width('tbody td')]).toEqual([
      'calc(var(--header-first_name_x-size) * 1px)',
      'calc(var(--header-first_name_x-size) * 1px)',
      'calc(var(--col-first_name_x-size) * 1px)',
    ]);
    unmount();
  });

  it('the variables are recomputed when the columns, the column sizing state or the column visibility change', async () => {
    const {container, update, unmount} = mountTable({state: {columnSizing: {firstName: 250}}});
    const vars = () => (container.querySelector('table') as HTMLElement).style;
    expect(vars().getPropertyValue('--col-firstName-size')).toBe('250');
    update({state: {columnSizing: {firstName: 310}}});
    expect(vars().getPropertyValue('--col-firstName-size')).toBe('310');
    expect(vars().getPropertyValue('--col-age-size')).toBe('180');
    update({state: {columnSizing: {firstName: 310}, columnVisibility: {age: false}}});
    expect(vars().getPropertyValue('--col-age-size')).toBe('');
    update({
      columns: [
        {accessorKey: 'firstName', header: 'First'},
        {accessorKey: 'city', header: 'City', size: 99},
      ],
    });
    expect(vars().getPropertyValue('--col-city-size')).toBe('99');
    expect(vars().getPropertyValue('--col-lastName-size')).toBe('');
    unmount();
  });

  it("without `layoutMode` MRT picks 'grid-no-grow' with resizing, 'semantic' otherwise", () => {
    const plain = tableInstance();
    expect(plain.table().options.layoutMode).toBe('semantic');
    plain.unmount();
    const resizing = tableInstance({enableColumnResizing: true});
    expect(resizing.table().options.layoutMode).toBe('grid-no-grow');
    resizing.unmount();
  });

  it("virtualization turns 'semantic' into 'grid', also a `layoutMode: 'semantic'` you set yourself", () => {
    const rows = tableInstance({enableRowVirtualization: true});
    expect(rows.table().options.layoutMode).toBe('grid');
    rows.unmount();
    const explicit = tableInstance({enableColumnVirtualization: true, layoutMode: 'semantic'});
    expect(explicit.table().options.layoutMode).toBe('grid');
    explicit.unmount();
    const noGrow = tableInstance({enableRowVirtualization: true, layoutMode: 'grid-no-grow'});
    expect(noGrow.table().options.layoutMode).toBe('grid-no-grow');
    noGrow.unmount();
  });

  it("'grid-no-grow' adds an empty spacer column (`mrt-row-spacer`) with `grow: true` at the end", () => {
    const {table, unmount} = tableInstance({layoutMode: 'grid-no-grow'});
    const ids = table()
      .getVisibleLeafColumns()
      .map((column) => column.id);
    expect(ids[ids.length - 1]).toBe('mrt-row-spacer');
    expect(table().getColumn('mrt-row-spacer').columnDef.grow).toBe(true);
    unmount();
  });

  it('the row selection, row numbers, row pinning and row drag columns set `grow: false`', () => {
    const {table, unmount} = tableInstance({
      enableRowSelection: true,
      enableRowNumbers: true,
      enableRowPinning: true,
      enableRowDragging: true,
      enableRowActions: true,
    });
    const grow = (id: string) => table().getColumn(id).columnDef.grow;
    expect(['mrt-row-select', 'mrt-row-numbers', 'mrt-row-pin', 'mrt-row-drag'].map(grow)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(grow('mrt-row-actions')).toBeUndefined();
    unmount();
  });
  it("in 'grid' a column with `grow: false` gets `flex: 0 0 auto`; in 'grid-no-grow' `grow: 2` gives `flex: 2 0 auto`", () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First', grow: false},
      {accessorKey: 'lastName', header: 'Last', grow: 2},
      {accessorKey: 'city', header: 'City'},
    ];
    const flex = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('thead tr:first-child th')).map((cell) => getComputedStyle(cell).flex);
    const grid = mountTable({columns, layoutMode: 'grid'});
    expect(flex(grid.container)).toEqual([
      '0 0 auto',
      'var(--header-lastName-size) 0 auto',
      'var(--header-city-size) 0 auto',
    ]);
    grid.unmount();
    const noGrow = mountTable({columns, layoutMode: 'grid-no-grow'});
    expect(flex(noGrow.container)).toEqual(['0 0 auto', '2 0 auto', '0 0 auto', '1 0 auto']);
    noGrow.unmount();
  });

  it("`size` takes only pixels: a string such as `'50%'` makes it `NaN`", () => {
    const {table, unmount} = tableInstance({
      columns: [{accessorKey: 'firstName', header: 'First', size: '50%' as unknown as number}],
    });
    expect(table().getColumn('firstName').getSize()).toBeNaN();
    unmount();
  });

  it('set a CSS `width` through `muiTableHeadCellProps`: MRT applies your `sx` after its own width, so yours wins; the size stays each cell’s `min-width`', () => {
    const columns: MRT_ColumnDef<Person>[] = [
      {accessorKey: 'firstName', header: 'First', size: 40, muiTableHeadCellProps: {sx: {width: '50%'}}},
      {accessorKey: 'city', header: 'City', size: 40},
    ];
    const {container, unmount} = mountTable({columns});
    const [firstHead, cityHead] = Array.from(container.querySelectorAll('thead th')).map((cell) =>
      getComputedStyle(cell),
    );
    expect(firstHead.width).toBe('50%');
    expect(cityHead.width).toBe('calc(var(--header-city-size) * 1px)');
    expect(firstHead.minWidth).toBe('max(calc(var(--header-firstName-size) * 1px), 40px)');
    const firstBody = getComputedStyle(container.querySelector('tbody td')!);
    expect(firstBody.width).toBe('calc(var(--col-firstName-size) * 1px)');
    expect(firstBody.minWidth).toBe('max(calc(var(--col-firstName-size) * 1px), 40px)');
    expect((container.querySelector('table') as HTMLElement).style.getPropertyValue('--header-firstName-size')).toBe(
      '40',
    );
    unmount();
  });

  it('The scroll bars belong to the table container, which takes `muiTableContainerProps`', () => {
    const {container, unmount} = mountTable({
      muiTableContainerProps: {
        sx: {
          maxHeight: 480,
          scrollbarWidth: 'thin',
          '&::-webkit-scrollbar': {width: 8, height: 8},
        },
      },
    });
    const scroller = container.querySelector('.MuiTableContainer-root') as HTMLElement;
    // MRT makes the container the element that scrolls
    expect(getComputedStyle(scroller).overflow).toBe('auto');
    expect(getComputedStyle(scroller).maxHeight).toBe('480px');
    // the container's own rules, as Emotion inserted them
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .filter((rule) => Array.from(scroller.classList).some((name) => rule.startsWith(`.${name}`)));
    expect(rules.some((rule) => rule.includes('scrollbar-width: thin;'))).toBe(true);
    expect(rules.some((rule) => /::-webkit-scrollbar \{width: 8px; height: 8px;\}/.test(rule))).toBe(true);
    unmount();
  });
});
