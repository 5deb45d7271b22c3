/**
 * Claims of docs/guides/customize-icons.mdx, against the installed material-react-table: the key table matches the
 * package, and the props MRT passes to the icons that get some.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {MaterialReactTable, useMaterialReactTable, type MRT_Icons} from 'material-react-table';
import {mountTable, people, personColumns, settle} from './harness';
import {tableInstance} from './tableInstance';
import {render} from '@testing-library/react';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'node_modules/material-react-table/dist');

/** Keys of `MRT_Default_Icons` as declared in the package's type definitions. */
function declaredIconKeys(): string[] {
  const dts = fs.readFileSync(path.join(DIST, 'index.d.ts'), 'utf8');
  const start = dts.indexOf('declare const MRT_Default_Icons: {');
  expect(start).toBeGreaterThan(-1);
  const block = dts.slice(start, dts.indexOf('\n};', start));
  return [...block.matchAll(/^ {4}readonly (\w+):/gm)].map((match) => match[1]);
}

/** The default icon behind each key: `MRT_Default_Icons` lists imported names, each from '@mui/icons-material/<Icon>'. */
function defaultIcons(): Record<string, string> {
  const esm = fs.readFileSync(path.join(DIST, 'index.esm.js'), 'utf8');
  const imports = new Map(
    [...esm.matchAll(/^import (\w+) from '@mui\/icons-material\/(\w+)';$/gm)].map((match) => [match[1], match[2]]),
  );
  const start = esm.indexOf('const MRT_Default_Icons = {');
  expect(start).toBeGreaterThan(-1);
  const block = esm.slice(start, esm.indexOf('};', start));
  const keys = [...block.matchAll(/^ {4}(\w+),$/gm)].map((match) => match[1]);
  return Object.fromEntries(keys.map((key) => [key, imports.get(key) ?? '(not an @mui/icons-material import)']));
}

/** Rows of the guide's "Every key and where it shows" table: key → default icon. */
function guideRows(): Record<string, string> {
  const page = fs.readFileSync(path.join(ROOT, 'docs/guides/customize-icons.mdx'), 'utf8');
  const start = page.indexOf('### Every key and where it shows');
  expect(start).toBeGreaterThan(-1);
  const section = page.slice(start, page.indexOf('\n### ', start + 1));
  const rows = [...section.matchAll(/^\| `(\w+)` \| `(\w+)` \|/gm)];
  return Object.fromEntries(rows.map((match) => [match[1], match[2]]));
}

/** Icons that record the props MRT renders them with, by key. */
function recordingIcons(keys: (keyof MRT_Icons)[]) {
  const seen: Record<string, Record<string, unknown>[]> = {};
  const icons: Partial<MRT_Icons> = {};
  for (const key of keys) {
    seen[key] = [];
    icons[key] = (props: Record<string, unknown>) => {
      seen[key].push(props);
      return <svg data-icon={key} data-transform={(props.style as {transform?: string} | undefined)?.transform} />;
    };
  }
  const last = (key: string) => seen[key].at(-1);
  return {icons, seen, last};
}

const few = people.slice(0, 3);

describe('Customize Icons guide', () => {
  it('the guide lists exactly the icon keys the installed MRT_Icons type has (34)', () => {
    const declared = declaredIconKeys();
    expect(declared).toHaveLength(34);
    expect(Object.keys(guideRows()).sort()).toEqual([...declared].sort());
  });

  it('each listed key names the @mui/icons-material icon MRT uses by default', () => {
    const defaults = defaultIcons();
    expect(Object.keys(defaults).sort()).toEqual(declaredIconKeys().sort());
    expect(guideRows()).toEqual(defaults);
  });

  it('your object is merged over the defaults in a useMemo keyed on it: table.options.icons holds every key, the same object while yours is the same', async () => {
    const {icons} = recordingIcons(['MoreVertIcon']);
    const {table, update} = tableInstance({data: few, icons});
    const merged = table().options.icons;
    expect(Object.keys(merged).sort()).toEqual(declaredIconKeys().sort());
    expect(merged.MoreVertIcon).toBe(icons.MoreVertIcon);
    await settle(() => update({icons}));
    expect(table().options.icons).toBe(merged);
    await settle(() => update({icons: {...icons}}));
    expect(table().options.icons).not.toBe(merged);
  });

  it('the sort icons are the IconComponent of TableSortLabel, which passes a className; SyncAltIcon also gets a style that turns it a quarter', async () => {
    const {icons, last} = recordingIcons(['SyncAltIcon', 'ArrowDownwardIcon']);
    const {table} = mountTable({data: few, icons});
    expect(String(last('SyncAltIcon')!.className)).toContain('MuiTableSortLabel-icon');
    expect(last('SyncAltIcon')!.style).toEqual({transform: 'rotate(-90deg) scaleX(0.9) translateX(-1px)'});
    await settle(() => table().setSorting([{id: 'firstName', desc: false}]));
    expect(String(last('ArrowDownwardIcon')!.className)).toContain('MuiTableSortLabel-iconDirectionAsc');
  });

  it("ExpandMoreIcon and KeyboardDoubleArrowDownIcon get a style whose rotation shows whether the row, or some or all rows, are expanded (the expand-all icon's only sign of it)", async () => {
    const {icons} = recordingIcons(['ExpandMoreIcon', 'KeyboardDoubleArrowDownIcon']);
    const {container} = mountTable({data: few, icons, renderDetailPanel: () => 'details'});
    // each row's ExpandMoreIcon, then the expand-all icon, as drawn
    const rotations = () => [
      Array.from(container.querySelectorAll('tbody [data-icon="ExpandMoreIcon"]')).map((icon) =>
        icon.getAttribute('data-transform'),
      ),
      container.querySelector('[data-icon="KeyboardDoubleArrowDownIcon"]')!.getAttribute('data-transform'),
    ];
    expect(rotations()).toEqual([['rotate(0deg)', 'rotate(0deg)', 'rotate(0deg)'], 'rotate(0deg)']);
    await settle(() => fireEvent.click(screen.getAllByRole('button', {name: 'Expand'})[1]));
    expect(rotations()).toEqual([['rotate(0deg)', 'rotate(-180deg)', 'rotate(0deg)'], 'rotate(-90deg)']);
    await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Expand all'})));
    expect(rotations()).toEqual([['rotate(-180deg)', 'rotate(-180deg)', 'rotate(-180deg)'], 'rotate(-180deg)']);
  });

  it('MoreVertIcon (column actions button) and SearchIcon (in the search field) get a style', async () => {
    const {icons, seen} = recordingIcons(['MoreVertIcon', 'SearchIcon']);
    mountTable({data: few, icons, initialState: {showGlobalFilter: true}});
    expect(seen.MoreVertIcon[0].style).toEqual({transform: 'scale(0.9)'});
    expect(seen.SearchIcon.map((p) => p.style)).toContainEqual({marginRight: '4px'});
  });

  it('in the column actions menu SortIcon and PushPinIcon get a style with a rotation; the row pin button passes a fontSize', async () => {
    const {icons, seen} = recordingIcons(['SortIcon', 'PushPinIcon']);
    mountTable({data: few, icons, enableColumnPinning: true, enableRowPinning: true});
    expect(seen.PushPinIcon.map((p) => p.fontSize)).toContain('small');
    seen.PushPinIcon.length = 0;
    fireEvent.click(within(screen.getAllByRole('columnheader')[1]).getByRole('button', {name: 'Column Actions'}));
    await screen.findByRole('menu');
    const transforms = (key: string) => seen[key].map((p) => (p.style as {transform?: string} | undefined)?.transform);
    expect(transforms('SortIcon')).toEqual(['rotate(180deg) scaleX(-1)', undefined]);
    expect(transforms('PushPinIcon')).toEqual(['rotate(90deg)', 'rotate(-90deg)']);
  });

  it('the pagination icons get a style that mirrors them in a right-to-left theme, none otherwise', () => {
    const {icons, seen} = recordingIcons(['FirstPageIcon', 'ChevronLeftIcon', 'ChevronRightIcon', 'LastPageIcon']);
    function Table() {
      const table = useMaterialReactTable({
        columns: personColumns,
        data: few,
        icons,
        muiPaginationProps: {showFirstButton: true, showLastButton: true},
      });
      return <MaterialReactTable table={table} />;
    }
    const ltr = render(<Table />);
    expect(seen.ChevronLeftIcon.at(-1)).toEqual({});
    ltr.unmount();
    render(
      <ThemeProvider theme={createTheme({direction: 'rtl'})}>
        <Table />
      </ThemeProvider>,
    );
    for (const key of ['FirstPageIcon', 'ChevronLeftIcon', 'ChevronRightIcon', 'LastPageIcon']) {
      expect([key, seen[key].at(-1)]).toEqual([key, {style: {transform: 'scaleX(-1)'}}]);
    }
  });

  it('a key is read by every part that draws that icon: FilterListIcon is the toolbar button and the filter-mode button', () => {
    const {icons} = recordingIcons(['FilterListIcon']);
    const {container} = mountTable({
      data: few,
      icons,
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: false},
    });
    expect(container.querySelectorAll('[data-icon="FilterListIcon"]')).toHaveLength(1);
    const {container: shown} = mountTable({
      data: few,
      icons,
      enableColumnFilterModes: true,
      initialState: {showColumnFilters: true},
    });
    // the toolbar button now shows FilterListOffIcon; each column's filter-mode button shows FilterListIcon
    expect(shown.querySelectorAll('thead [data-icon="FilterListIcon"]').length).toBe(4);
  });
});
