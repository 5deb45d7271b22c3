import fs from 'node:fs';
import path from 'node:path';
import {generateTable, tableThemeOptions} from '../../../src/builder/codegen';
import {FORMATS} from '../../../src/builder/formats';
import {notesFor} from '../../../src/builder/combinations';
import {
  COLUMNS,
  DEFAULT_STATE,
  withColumnSetting,
  withLargeDataGuard,
  withOption,
  withPrimaryColor,
} from '../../../src/builder/model';
import {builderDemo} from '../../../src/builder/project';
import {createProject} from '../../../src/components/Example/export/project';
import {randomStates, singleChanges} from './randomStates';

describe('generateTable', () => {
  it('writes the smallest program for the defaults', () => {
    const code = generateTable(DEFAULT_STATE, 'ts');
    expect(code).toContain('const table = useMaterialReactTable({columns, data});');
    expect(code).toContain('const data = makeData(10);');
    expect(code).not.toMatch(/initialState|mrtTheme|enable/);
  });

  it('writes each changed option once, and nothing for a default', () => {
    for (const {label, state} of singleChanges()) {
      const code = generateTable(state, 'ts');
      const [name] = label.split(/[=.]/);
      if (name in state.options) expect({label, has: code.includes(`${name}: `)}).toEqual({label, has: true});
    }
    expect(generateTable(withOption(DEFAULT_STATE, 'enableSorting', true), 'ts')).toBe(
      generateTable(DEFAULT_STATE, 'ts'),
    );
  });

  it('keeps lines short and indents with two spaces', () => {
    for (const {state} of randomStates(50, 11)) {
      for (const line of generateTable(state, 'ts').split('\n')) {
        expect(line.length).toBeLessThanOrEqual(100);
        expect(line).toMatch(/^( {2})*\S|^$/);
      }
    }
  });

  it('gives the table a theme of its own only when a primary colour is set', () => {
    expect(generateTable(DEFAULT_STATE, 'ts')).not.toMatch(/ThemeProvider|createTheme/);
    const state = withPrimaryColor(DEFAULT_STATE, '#c2185b');
    const ts = generateTable(state, 'ts');
    expect(ts).toContain("import {\n  ThemeProvider,\n  createTheme,\n  type Theme,\n} from '@mui/material/styles';");
    expect(ts).toContain('const tableTheme = (outer: Theme) =>');
    expect(ts).toContain("palette: {mode: outer.palette.mode, primary: {main: '#c2185b'}},");
    expect(ts).toMatch(
      /<ThemeProvider theme=\{tableTheme\}>\n {6}<MaterialReactTable table=\{table\} \/>\n {4}<\/ThemeProvider>/,
    );
    const js = generateTable(state, 'js');
    expect(js).toContain("import {ThemeProvider, createTheme} from '@mui/material/styles';");
    expect(js).toContain('const tableTheme = (outer) =>');
    // the live table builds its theme from the same options the program writes
    expect(tableThemeOptions('#c2185b', 'dark')).toEqual({palette: {mode: 'dark', primary: {main: '#c2185b'}}});
  });

  it('writes JavaScript without types', () => {
    const state = withColumnSetting(
      withOption(DEFAULT_STATE, 'enableGrouping', true),
      COLUMNS[1]!,
      'format',
      'currency',
    );
    const js = generateTable(state, 'js');
    expect(js).toMatch(
      /^import \{\n {2}MaterialReactTable,\n {2}useMaterialReactTable,\n\} from 'material-react-table';$/m,
    );
    expect(js).toContain('cell.getValue().toLocaleString');
    expect(js).not.toContain('MRT_ColumnDef');
  });
});

describe('the Cell formats', () => {
  it('run the code they print', () => {
    const values: Record<string, unknown> = {
      currency: 1234.5,
      rounded: 1234.5,
      iso: new Date('2024-01-31'),
      short: new Date('2024-01-31'),
      medium: new Date('2024-01-31'),
    };
    for (const [name, format] of Object.entries(FORMATS)) {
      if (!format.code) continue;
      const run = new Function('value', `return ${format.code};`) as (value: unknown) => string;
      expect({name, out: run(values[name])}).toEqual({
        name,
        out: (format.format as (value: unknown) => string)(values[name]),
      });
    }
    expect(FORMATS.medium!.format!(new Date('2024-01-31') as never)).toBe('Jan 31, 2024');
  });
});

describe('combination notes and large data', () => {
  it('say editDisplayMode needs enableEditing until it is on', () => {
    expect(notesFor(DEFAULT_STATE).get('editDisplayMode')).toMatch(/enableEditing/);
    expect(notesFor(withOption(DEFAULT_STATE, 'enableEditing', true)).has('editDisplayMode')).toBe(false);
  });

  it('turn on row virtualization for 10 000 rows without pagination', () => {
    const state = {...withOption(DEFAULT_STATE, 'enablePagination', false), rows: 10000 as const};
    const guarded = withLargeDataGuard(state);
    expect(guarded.state.options.enableRowVirtualization).toBe(true);
    expect(guarded.note).toMatch(/enableRowVirtualization/);
    expect(withLargeDataGuard({...DEFAULT_STATE, rows: 10000}).note).toBeNull();
  });
});

describe('the exported project', () => {
  it('holds the table, the data file and a LocalizationProvider for date filters', () => {
    const data = fs.readFileSync(path.resolve(__dirname, '../../../src/builder/template/data.ts'), 'utf8');
    const state = withColumnSetting(DEFAULT_STATE, COLUMNS[2]!, 'filterVariant', 'date');
    const files = createProject(
      builderDemo(state, 'ts', [{name: 'data.ts', code: data}], 'https://example.com/builder'),
    );
    expect(files['src/Table.tsx']).toBe(generateTable(state, 'ts'));
    expect(files['src/data.ts']).toBe(data);
    expect(files['src/main.tsx']).toContain('LocalizationProvider');
    expect(JSON.parse(files['package.json']!).dependencies['material-react-table']).toBe('3.2.1');
  });
});
