/**
 * Claims of docs/guides/localization.mdx, against the installed material-react-table and its locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import React from 'react';
import {render, screen} from '@testing-library/react';
import {createTheme, ThemeProvider, type Theme} from '@mui/material/styles';
import {MaterialReactTable, useMaterialReactTable, type MRT_TableInstance} from 'material-react-table';
import {MRT_Localization_PT_BR} from 'material-react-table/locales/pt-BR';
import {MRT_Localization_FR} from 'material-react-table/locales/fr';
import {MRT_Localization_ES} from 'material-react-table/locales/es';
import {mountTable, people, personColumns, settle, type Person} from './harness';
import {tableInstance} from './tableInstance';

const LOCALES = path.resolve(__dirname, '../../node_modules/material-react-table/locales');
const codes = fs.readdirSync(LOCALES).filter((name) => fs.existsSync(path.join(LOCALES, name, 'package.json')));
const many = Array.from({length: 12500}, (_, i) => ({...people[i % 10], id: String(i)}));

describe('Localization guide', () => {
  it("each locale exports MRT_Localization_ plus the code in capitals with '-' as '_', and carries its code as language", () => {
    expect(MRT_Localization_PT_BR.language).toBe('pt-BR');
    for (const code of codes) {
      const locale = require(`material-react-table/locales/${code}`) as Record<string, {language?: string}>;
      const name = `MRT_Localization_${code.toUpperCase().replace(/-/g, '_')}`;
      expect([code, Object.keys(locale), locale[name]?.language]).toEqual([code, [name], code]);
    }
  });

  it('a locale file is 3–7 KB (1–1.7 KB gzipped) and every locale folder has its own package.json with "sideEffects": false', () => {
    expect(codes.length).toBeGreaterThan(30);
    for (const code of codes) {
      const file = fs.readFileSync(path.join(LOCALES, code, 'index.esm.js'));
      const gzipped = zlib.gzipSync(file, {level: 9}).length;
      expect([code, file.length > 3000 && file.length < 7000, gzipped > 1000 && gzipped < 1700]).toEqual([
        code,
        true,
        true,
      ]);
      expect(JSON.parse(fs.readFileSync(path.join(LOCALES, code, 'package.json'), 'utf8')).sideEffects).toBe(false);
    }
  });

  it('MRT merges the object over its English texts in a useMemo keyed on the object; every key you leave out comes from English', async () => {
    const localization = {rowsPerPage: 'People per page'};
    const {table, update} = tableInstance({data: people.slice(0, 2), localization});
    const merged = table().options.localization;
    expect([merged.rowsPerPage, merged.search, merged.language]).toEqual(['People per page', 'Search', 'en']);
    await settle(() => update({localization}));
    expect(table().options.localization).toBe(merged);
    await settle(() => update({localization: {...localization}}));
    expect(table().options.localization).not.toBe(merged);
  });

  it('localization does not cover your own content: column headers stay as written', () => {
    mountTable({data: people.slice(0, 2), localization: MRT_Localization_ES});
    expect(
      screen
        .getAllByRole('columnheader')
        .map((th) => th.querySelector('.Mui-TableHeadCell-Content-Wrapper')!.textContent),
    ).toEqual(['First Name', 'Last Name', 'Age', 'City']);
    expect(screen.getByRole('button', {name: 'Mostrar/ocultar columnas'})).toBeInTheDocument();
  });

  it('MRT replaces {column} in texts such as filterByColumn, anywhere in the sentence', () => {
    const {container} = mountTable({
      data: people.slice(0, 2),
      localization: {filterByColumn: '{column}: filter'},
      initialState: {showColumnFilters: true},
    });
    expect(container.querySelector('thead input[type="text"]')!.getAttribute('placeholder')).toBe('First Name: filter');
  });

  it('MRT formats the pagination range and total with toLocaleString(localization.language): 12,500 in English, 12 500 in French', () => {
    const english = mountTable({data: many});
    expect(english.container.textContent).toContain('1-10 of 12,500');
    english.unmount();
    const french = mountTable({data: many, localization: MRT_Localization_FR});
    expect(french.container.textContent).toContain(`1-10 ${MRT_Localization_FR.of} 12\u202f500`);
  });

  it('MRT replaces {selectedCount} and {rowCount} in the selection banner, formatted in the table’s language', async () => {
    const {table, container, update} = mountTable({data: many, enableRowSelection: true});
    await settle(() => table().setRowSelection(Object.fromEntries(many.slice(0, 1200).map((p) => [p.id, true]))));
    expect(container.textContent).toContain('1,200 of 12,500 row(s) selected');
    update({localization: MRT_Localization_FR});
    // '{selectedCount} sur {rowCount} ligne(s)', with French digit grouping
    expect(container.textContent).toContain('1\u202f200 sur 12\u202f500 ligne(s)');
  });

  it('cell values are shown as they are: a number appears as JavaScript prints it', () => {
    const {container} = mountTable<{n: number}>({data: [{n: 1234.5}], columns: [{accessorKey: 'n', header: 'N'}]});
    expect(container.querySelector('tbody td')!.textContent).toBe('1234.5');
  });

  it("columnResizeDirection defaults to the direction of the theme around the component that calls useMaterialReactTable: wrapping only the table leaves it 'ltr', while its header and body cells align right", () => {
    const ref: {table?: MRT_TableInstance<Person>} = {};
    const rtl = (theme: Theme) => createTheme({...theme, direction: 'rtl'});
    function OnlyTableWrapped() {
      const table = useMaterialReactTable({columns: personColumns, data: people.slice(0, 2)});
      ref.table = table;
      return (
        <ThemeProvider theme={rtl(createTheme())}>
          <MaterialReactTable table={table} />
        </ThemeProvider>
      );
    }
    const ltr = mountTable({data: people.slice(0, 2)});
    expect([
      ltr.container.querySelector('thead th')!.className,
      ltr.container.querySelector('tbody td')!.className,
    ]).toEqual([expect.stringContaining('MuiTableCell-alignLeft'), expect.stringContaining('MuiTableCell-alignLeft')]);
    ltr.unmount();
    const inner = render(<OnlyTableWrapped />);
    expect(ref.table!.options.columnResizeDirection).toBe('ltr');
    expect(inner.container.querySelector('tbody td')!.className).toContain('MuiTableCell-alignRight');
    expect(inner.container.querySelector('thead th')!.className).toContain('MuiTableCell-alignRight');
    inner.unmount();
    function Table() {
      const table = useMaterialReactTable({columns: personColumns, data: people.slice(0, 2)});
      ref.table = table;
      return <MaterialReactTable table={table} />;
    }
    render(
      <ThemeProvider theme={rtl(createTheme())}>
        <Table />
      </ThemeProvider>,
    );
    expect(ref.table!.options.columnResizeDirection).toBe('rtl');
  });
});
