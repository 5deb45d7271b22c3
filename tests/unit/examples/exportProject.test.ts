import {readFileSync} from 'node:fs';
import path from 'node:path';
import {unzipSync, strFromU8} from 'fflate';
import {decompressFromBase64} from 'lz-string';
import {createProject, dependenciesOf, type DemoToExport} from '@site/src/components/Example/export/project';
import {codeSandboxParameters, zipProject} from '@site/src/components/Example/export/formats';
import versions from '@site/src/components/Example/export/versions.json';

const root = path.join(__dirname, '../../..');

const plain: DemoToExport = {
  slug: 'basic',
  pageTitle: 'Basic',
  pageUrl: 'https://example.org/docs/examples/basic',
  language: 'ts',
  files: [
    {
      name: 'Example.tsx',
      code: "import {MaterialReactTable} from 'material-react-table';\nimport Box from '@mui/material/Box';\nimport {data} from './data';\nexport default function Example() { return null; }\n",
    },
    {name: 'data.ts', code: 'export const data = [];\n'},
  ],
  packages: ['@mui/material', 'material-react-table'],
  demoApi: [{name: 'install.ts', code: 'export function installStandInApi() {}\n'}],
};
const remote: DemoToExport = {
  ...plain,
  slug: 'remote',
  files: [
    {
      name: 'Example.tsx',
      code: "import {useQuery} from '@tanstack/react-query';\nexport default function Example() { return null; }\n",
    },
    {name: 'peopleApi.ts', code: "export const load = () => fetch('/demo-api/people');\n"},
  ],
  packages: ['@tanstack/react-query'],
};

test('a project lists MRT with its peers and what the demo imports, at the versions of the lockfile', () => {
  const {dependencies, devDependencies} = dependenciesOf(remote);
  expect(Object.keys(dependencies)).toEqual([
    '@emotion/react',
    '@emotion/styled',
    '@mui/icons-material',
    '@mui/material',
    '@mui/x-date-pickers',
    '@tanstack/react-query',
    'material-react-table',
    'react',
    'react-dom',
  ]);
  expect(dependencies['material-react-table']).toBe('3.2.1');
  expect(dependencies.react).toBe(versions.react);
  expect(Object.keys(devDependencies)).toEqual([
    '@types/react',
    '@types/react-dom',
    '@vitejs/plugin-react',
    'typescript',
    'vite',
  ]);
  expect(Object.keys(dependenciesOf({...plain, language: 'js'}).devDependencies)).toEqual([
    '@vitejs/plugin-react',
    'vite',
  ]);
});

test('a date filter brings Day.js and a LocalizationProvider', () => {
  const dated = {
    ...plain,
    files: [
      {
        name: 'Example.tsx',
        code: "const c = {filterVariant: 'date-range'};\nexport default function Example() { return null; }\n",
      },
    ],
  };
  expect(dependenciesOf(dated).dependencies.dayjs).toBe(versions.dayjs);
  expect(createProject(dated)['src/main.tsx']).toContain('<LocalizationProvider dateAdapter={AdapterDayjs}>');
  expect(dependenciesOf(plain).dependencies.dayjs).toBeUndefined();
  expect(createProject(plain)['src/main.tsx']).not.toContain('LocalizationProvider');
});

test('an import no export lists fails loudly instead of producing a project that cannot install', () => {
  const odd = {...plain, files: [{name: 'Example.tsx', code: "import x from 'left-pad';\n"}], packages: ['left-pad']};
  expect(() => dependenciesOf(odd)).toThrow('left-pad');
});

test('a server-backed demo takes the stand-in API with it; a plain one does not', () => {
  const withApi = createProject(remote);
  expect(withApi['src/demo-api/install.ts']).toBeDefined();
  expect(withApi['src/main.tsx']).toContain('installStandInApi();');
  expect(withApi['README.md']).toContain('/demo-api/');
  const without = createProject(plain);
  expect(Object.keys(without).filter((name) => name.startsWith('src/demo-api'))).toEqual([]);
  expect(without['src/main.tsx']).not.toContain('installStandInApi');
});

test("the project keeps the demo's files unchanged and names the page it came from", () => {
  const files = createProject(plain);
  expect(files['src/Example.tsx']).toBe(plain.files[0].code);
  expect(files['src/data.ts']).toBe(plain.files[1].code);
  expect(files['README.md']).toContain(plain.pageUrl);
  expect(JSON.parse(files['package.json']).scripts).toEqual({
    dev: 'vite',
    build: 'tsc && vite build',
    preview: 'vite preview',
  });
  expect(files['tsconfig.json']).toBeDefined();
  const js = createProject({
    ...plain,
    language: 'js',
    files: [{name: 'Example.jsx', code: 'export default () => null;\n'}],
  });
  expect(js['tsconfig.json']).toBeUndefined();
  expect(js['src/main.jsx']).toContain("import Example from './Example';");
  expect(js['index.html']).toContain('src="./src/main.jsx"');
});

test('the zip holds every file under one folder, byte for byte', () => {
  const files = createProject(plain);
  const unzipped = unzipSync(zipProject('mrt-basic', files));
  expect(Object.keys(unzipped).sort()).toEqual(
    Object.keys(files)
      .map((name) => `mrt-basic/${name}`)
      .sort(),
  );
  expect(strFromU8(unzipped['mrt-basic/src/Example.tsx'])).toBe(files['src/Example.tsx']);
});

test("CodeSandbox's parameters decode back to the files", () => {
  const files = createProject(plain);
  const encoded = codeSandboxParameters(files);
  expect(encoded).toMatch(/^[\w-]+$/);
  const json = decompressFromBase64(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  expect(JSON.parse(json!).files['src/Example.tsx']).toEqual({content: files['src/Example.tsx'], isBinary: false});
});

test('versions.json is what package-lock.json says (run `npm run generate:export-versions` after an upgrade)', () => {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const {EXPORT_PACKAGES} = JSON.parse(
    readFileSync(path.join(root, 'src/components/Example/export/packages.json'), 'utf8'),
  );
  expect(versions).toEqual(
    Object.fromEntries(
      (EXPORT_PACKAGES as string[]).map((name) => [name, lock.packages[`node_modules/${name}`]?.version]),
    ),
  );
});
