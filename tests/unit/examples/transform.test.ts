import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {transform} from 'sucrase';

const TRANSFORM = path.resolve(__dirname, '../../../plugins/examples/transform.cjs');
const {javaScriptName, importSpecifiers, packageOf, packagesOf} = require(TRANSFORM) as {
  javaScriptName: (name: string) => string;
  importSpecifiers: (source: string) => string[];
  packageOf: (specifier: string) => string | null;
  packagesOf: (sources: string[]) => string[];
};

/** Runs the real TS→JS conversion (sucrase + prettier) in a child process, as the build does. */
function toJavaScriptAll(sources: string[]): string[] {
  return JSON.parse(
    execFileSync(process.execPath, [TRANSFORM], {input: JSON.stringify(sources)}).toString(),
  ) as string[];
}
const toJavaScript = async (source: string) => toJavaScriptAll([source])[0];

const SOURCE = `import {useMemo} from 'react';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import type {Theme} from '@mui/material/styles';
import {data, type Person} from './makeData';

interface Props {
  dense?: boolean;
}

export default function Example({dense = false}: Props) {
  const columns = useMemo<MRT_ColumnDef<Person>[]>(() => [{accessorKey: 'name', header: 'Name'}], []);
  const table = useMaterialReactTable({columns, data, muiTableProps: {sx: (theme: Theme) => ({gap: theme.spacing(dense ? 1 : 2)})}});
  return <MaterialReactTable table={table} />;
}
`;

describe('toJavaScript', () => {
  test('strips every type annotation, interface, generic and type-only import', async () => {
    const js = await toJavaScript(SOURCE);
    expect(js).not.toMatch(/interface |type Person|MRT_ColumnDef|: Props|: Theme|<Person>|import type/);
    expect(js).toContain("import { data } from './makeData';");
    expect(js).toContain('<MaterialReactTable table={table} />');
    expect(js).toContain('export default function Example({ dense = false }) {');
  });

  test('keeps the blank lines that separate the code into paragraphs', async () => {
    const js = await toJavaScript(SOURCE);
    expect(js).toMatch(/from '\.\/makeData';\n\nexport default function/);
  });

  test('the generated JavaScript is itself valid (it compiles as plain JSX)', async () => {
    const js = await toJavaScript(SOURCE);
    expect(() => transform(js, {transforms: ['jsx', 'imports']})).not.toThrow();
  });

  test('every example folder converts without leftover TypeScript', async () => {
    const root = path.resolve(__dirname, '../../../src/examples');
    const files = fs
      .readdirSync(root)
      .filter((dir) => fs.existsSync(path.join(root, dir, 'Example.tsx')))
      .flatMap((dir) =>
        fs
          .readdirSync(path.join(root, dir))
          .filter((f) => /\.tsx?$/.test(f))
          .map((f) => path.join(root, dir, f)),
      );
    expect(files.length).toBeGreaterThan(0);
    const outputs = toJavaScriptAll(files.map((file) => fs.readFileSync(file, 'utf8')));
    for (const [index, file] of files.entries()) {
      const js = outputs[index];
      expect({file, leftover: /^\s*(interface|type)\s+\w+|import type|\bas const\b/m.test(js)}).toEqual({
        file,
        leftover: false,
      });
    }
  });
});

test('javaScriptName maps .tsx to .jsx and .ts to .js', () => {
  expect(javaScriptName('Example.tsx')).toBe('Example.jsx');
  expect(javaScriptName('makeData.ts')).toBe('makeData.js');
});

test('importSpecifiers lists runtime imports once, in order, without type-only ones', () => {
  expect(importSpecifiers(SOURCE)).toEqual(['react', 'material-react-table', './makeData']);
  expect(importSpecifiers("import 'x.css';\nexport {a} from './a';")).toEqual(['x.css', './a']);
});

test('importSpecifiers reads static, re-exported and dynamic imports, not type-only ones', () => {
  const code = [
    "import type {A} from 'a';",
    "import B from 'b';",
    "export {c} from 'c';",
    "export type {E} from 'e';",
    "const d = () => import('d');",
    "const lazyChart = lazy(() => import( '@scope/chart/Line' ));",
    "import {\n  f,\n  g,\n} from 'f';",
    "const again = import('b');",
  ].join('\n');
  expect(importSpecifiers(code)).toEqual(['b', 'c', 'd', '@scope/chart/Line', 'f']);
});

test('packageOf names the npm package of a specifier, and nothing for a relative one', () => {
  expect(packageOf('@mui/material/Box')).toBe('@mui/material');
  expect(packageOf('react-dom/client')).toBe('react-dom');
  expect(packageOf('material-react-table/locales/es')).toBe('material-react-table');
  expect(packageOf('./data')).toBeNull();
  expect(packageOf('/abs')).toBeNull();
});

test('packagesOf gathers the npm packages of several files, sorted, each once', () => {
  expect(
    packagesOf([
      "import {MaterialReactTable} from 'material-react-table';\nimport {rows} from './data';",
      "import Box from '@mui/material/Box';\nimport {Button} from '@mui/material';",
      "export const load = () => import('jspdf');",
    ]),
  ).toEqual(['@mui/material', 'jspdf', 'material-react-table']);
  expect(packagesOf(["import {rows} from './data';"])).toEqual([]);
});
