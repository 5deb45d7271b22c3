/**
 * A demo as a project of its own: a small Vite + React app that runs the demo's files unchanged, with
 * `npm install && npm run dev`. Plain module (no React, no browser): the export buttons (actions.ts) and
 * the check that builds every demo's project (scripts/check-exports.mjs) both call `createProject`.
 */
import versions from './versions.json';

export type ExportLanguage = 'ts' | 'js';

export interface SourceFile {
  /** File name inside the project's `src/` folder (`Example.tsx`, `routes/org.ts`). */
  name: string;
  code: string;
}

export interface DemoToExport {
  /** The demo's folder name (`basic`, `single-selection`). */
  slug: string;
  /** Where the demo is shown, for the README. */
  pageTitle: string;
  pageUrl: string;
  language: ExportLanguage;
  /** The demo's own files, the entry (`Example.tsx` / `Example.jsx`) first. */
  files: SourceFile[];
  /**
   * The npm packages those files import, as the examples loader read them at build time
   * (plugins/examples/transform.cjs, `packagesOf`; `LoadedExample.loadPackages`).
   */
  packages: string[];
  /** The stand-in API (src/demo-api), in the same language: added only for demos that call it. */
  demoApi: SourceFile[];
}

export type ProjectFiles = Record<string, string>;

type PackageName = keyof typeof versions;

/** What every project installs: React, MRT and MRT's peers (MRT imports the date pickers and icons itself). */
const BASE_PACKAGES: PackageName[] = [
  '@emotion/react',
  '@emotion/styled',
  '@mui/icons-material',
  '@mui/material',
  '@mui/x-date-pickers',
  'material-react-table',
  'react',
  'react-dom',
];
const BUILD_PACKAGES: Record<ExportLanguage, PackageName[]> = {
  ts: ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'],
  js: ['@vitejs/plugin-react', 'vite'],
};

/** Demos that call the stand-in API (`fetch('/demo-api/...')`) take it with them. */
export const callsDemoApi = (files: SourceFile[]) => files.some((file) => file.code.includes('/demo-api/'));

/** MRT's date and time filters need a `LocalizationProvider` above the table. */
export const usesDateFilters = (files: SourceFile[]) =>
  files.some((file) => /filterVariant:\s*['"](date|datetime|time)/.test(file.code));

/** Every package the project lists, with the exact version this site runs; throws on an unknown import. */
export function dependenciesOf(demo: DemoToExport): {dependencies: ProjectFiles; devDependencies: ProjectFiles} {
  const names = new Set<string>([...BASE_PACKAGES, ...demo.packages]);
  if (usesDateFilters(demo.files)) names.add('dayjs');
  const pick = (list: Iterable<string>) =>
    Object.fromEntries(
      [...list].sort().map((name) => {
        const version = (versions as Record<string, string>)[name];
        if (!version) throw new Error(`${demo.slug} imports ${name}, which export/packages.json does not list`);
        return [name, version];
      }),
    );
  return {dependencies: pick(names), devDependencies: pick(BUILD_PACKAGES[demo.language])};
}

const entryOf = (demo: DemoToExport) => demo.files[0].name.replace(/\.[jt]sx?$/, '');

function mainFile(demo: DemoToExport): string {
  const ts = demo.language === 'ts';
  const dates = usesDateFilters(demo.files);
  const api = callsDemoApi(demo.files);
  const lines = [
    "import {StrictMode} from 'react';",
    "import {createRoot} from 'react-dom/client';",
    "import CssBaseline from '@mui/material/CssBaseline';",
    "import {ThemeProvider, createTheme} from '@mui/material/styles';",
    ...(dates
      ? [
          "import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';",
          "import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';",
        ]
      : []),
    ...(api ? ["import {installStandInApi} from './demo-api/install';"] : []),
    `import ${entryOf(demo)} from './${entryOf(demo)}';`,
    '',
    ...(api
      ? [
          '// The demo asks `/demo-api/...` for its data. This stand-in answers those requests in the page, from',
          '// seeded data (src/demo-api); point the demo at your own endpoint and delete these two lines.',
          'installStandInApi();',
          '',
        ]
      : []),
    'const theme = createTheme({colorSchemes: {light: true, dark: true}});',
    '',
    `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
    '  <StrictMode>',
    '    <ThemeProvider theme={theme}>',
    '      <CssBaseline />',
    ...(dates
      ? [
          '      <LocalizationProvider dateAdapter={AdapterDayjs}>',
          `        <${entryOf(demo)} />`,
          '      </LocalizationProvider>',
        ]
      : [`      <${entryOf(demo)} />`]),
    '    </ThemeProvider>',
    '  </StrictMode>,',
    ');',
    '',
  ];
  return lines.join('\n');
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    isolatedModules: true,
    resolveJsonModule: true,
    allowImportingTsExtensions: false,
  },
  include: ['src'],
};

/** The project's files, by path. */
export function createProject(demo: DemoToExport): ProjectFiles {
  const ts = demo.language === 'ts';
  const {dependencies, devDependencies} = dependenciesOf(demo);
  const name = `mrt-${demo.slug}`;
  const files: ProjectFiles = {
    'package.json': `${JSON.stringify(
      {
        name,
        private: true,
        version: '0.0.0',
        type: 'module',
        scripts: {dev: 'vite', build: ts ? 'tsc && vite build' : 'vite build', preview: 'vite preview'},
        dependencies,
        devDependencies,
      },
      null,
      2,
    )}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      '    <link rel="icon" href="data:," />',
      `    <title>${demo.pageTitle.replace(/[<&]/g, '')} · Material React Table</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="./src/main.${ts ? 'tsx' : 'jsx'}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import {defineConfig} from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({plugins: [react()]});',
      '',
    ].join('\n'),
    [`src/main.${ts ? 'tsx' : 'jsx'}`]: mainFile(demo),
    'README.md': [
      `# ${demo.pageTitle}: the demo \`${demo.slug}\``,
      '',
      `The demo from ${demo.pageUrl}, as a Vite + React project with the package versions that page runs.`,
      '',
      '```sh',
      'npm install',
      'npm run dev',
      '```',
      '',
      `The demo's own files are in \`src/\` as they are on the page; \`src/main.${ts ? 'tsx' : 'jsx'}\` puts it on screen`,
      'inside an MUI theme.',
      ...(callsDemoApi(demo.files)
        ? [
            '',
            'The demo loads its data from `/demo-api/...`. `src/demo-api` answers those requests inside the page',
            'with seeded data, so the project runs offline; replace the URLs with your own API and remove',
            `\`installStandInApi()\` from \`src/main.${ts ? 'tsx' : 'jsx'}\`.`,
          ]
        : []),
      '',
    ].join('\n'),
  };
  if (ts) files['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;
  for (const file of demo.files) files[`src/${file.name}`] = file.code;
  if (callsDemoApi(demo.files)) for (const file of demo.demoApi) files[`src/demo-api/${file.name}`] = file.code;
  return files;
}
