/**
 * The Next.js project kind of `npm run compat`: an App Router app whose pages (`/basic`, `/filters`,
 * `/editing`) are server components rendering one client component each (`'use client'`), which renders the
 * exported demo. The layout wraps them in Material UI's `AppRouterCacheProvider` (@mui/material-nextjs, so
 * Emotion's styles are in the server's HTML), the theme and the date adapter. `build` is `next build`; the
 * browser opens `next start`, so the server's HTML is hydrated as a deployed app's is, and a hydration error
 * is a console error like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import localServer from '../local-server.cjs';
import {LIMIT, firstLine, run, start} from './run.mjs';
import {exportedDemos, manifestOf, withAdapter} from './vite.mjs';

const {freePort} = localServer;
const NEXT_ENV = {NEXT_TELEMETRY_DISABLED: '1'};

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['dom', 'dom.iterable', 'esnext'],
    allowJs: false,
    skipLibCheck: true,
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'preserve',
    incremental: false,
  },
  include: ['app', 'demos'],
  exclude: ['node_modules'],
};

const PROVIDERS = `'use client';
import type {ReactNode} from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {ThemeProvider, createTheme} from '@mui/material/styles';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';

const theme = createTheme({colorSchemes: {light: true, dark: true}});

export default function Providers({children}: {children: ReactNode}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>
    </ThemeProvider>
  );
}
`;

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n';

const layout = (cacheProvider) => `import type {ReactNode} from 'react';
import {AppRouterCacheProvider} from '@mui/material-nextjs/${cacheProvider}';
import Providers from './providers';

export const metadata = {title: 'MRT in the App Router'};

export default function RootLayout({children}: {children: ReactNode}) {
  return (
    <html lang="en">
      <body>
        <AppRouterCacheProvider>
          <Providers>{children}</Providers>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
`;

const clientTable = (page, entry) => `'use client';
import ${entry} from '../../demos/${page}/${entry}';

/** A client component: MRT's hooks run in the browser, and on the server for the first HTML. */
export default function Table() {
  return <${entry} />;
}
`;

const serverPage = `import Table from './Table';

export default function Page() {
  return (
    <main>
      <Table />
    </main>
  );
}
`;

const write = (file, content) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
};

export const nextProject = {
  async write(dir, {id, requested, createProject, scenario}) {
    const demos = await exportedDemos(createProject);
    for (const [page, {files}] of Object.entries(demos)) {
      for (const [name, content] of Object.entries(files)) {
        if (!name.startsWith('src/') || name === 'src/main.tsx') continue;
        write(path.join(dir, 'demos', page, name.slice('src/'.length)), content);
      }
      write(path.join(dir, 'app', page, 'Table.tsx'), clientTable(page, 'Example'));
      write(path.join(dir, 'app', page, 'page.tsx'), serverPage);
    }
    write(path.join(dir, 'app', 'providers.tsx'), PROVIDERS);
    // an icon, so the browser asks for no /favicon.ico (a 404 would be a console error)
    write(path.join(dir, 'app', 'icon.svg'), ICON);
    write(path.join(dir, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
    write(path.join(dir, 'next.config.mjs'), 'export default {};\n');
    const manifest = manifestOf(`mrt-compat-${id}`, demos, requested, scenario.manifest);
    // Next.js builds the app: no Vite
    for (const name of ['vite', '@vitejs/plugin-react']) delete manifest.devDependencies[name];
    write(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return Object.keys(demos);
  },

  /** The layout names the newest App Router entry @mui/material-nextjs has; the providers get the date adapter. */
  afterInstall(dir, pages, adapter) {
    const installed = path.join(dir, 'node_modules/@mui/material-nextjs');
    const cacheProvider =
      ['v16-appRouter', 'v15-appRouter', 'v14-appRouter', 'v13-appRouter'].find((entry) =>
        fs.existsSync(path.join(installed, entry)),
      ) ?? 'v15-appRouter';
    write(path.join(dir, 'app', 'layout.tsx'), layout(cacheProvider));
    const providers = path.join(dir, 'app', 'providers.tsx');
    fs.writeFileSync(providers, withAdapter(fs.readFileSync(providers, 'utf8'), adapter));
  },

  async build(dir) {
    const result = await run(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'build'],
      dir,
      LIMIT.build,
      NEXT_ENV,
    );
    if (result.code !== 0) return {outcome: 'fail', error: firstLine(result.output), seconds: result.seconds};
    return {outcome: 'pass', seconds: result.seconds};
  },

  /** `next start` on a free port; resolves to {urlOf, close}. */
  async serve(dir) {
    const port = await freePort();
    const close = await start(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
      dir,
      /Ready|started server|Local:/i,
      LIMIT.page,
      NEXT_ENV,
    );
    return {urlOf: (page) => `http://127.0.0.1:${port}/${page}`, close};
  },
};
