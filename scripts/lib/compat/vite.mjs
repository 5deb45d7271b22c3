/**
 * The Vite project kind of `npm run compat`: one page per demo (and any page a scenario adds), the demos'
 * files and `main.tsx` as the Download button exports them (src/components/Example/export/project.ts), built
 * for production (the `build` step) and for development (what the browser opens: React and Material UI only
 * warn there).
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesOf, serve} from '../exported-demos.mjs';
import {LIMIT, firstLine, run} from './run.mjs';

/** The demos of every scratch project, by page name. */
export const DEMOS = {basic: 'basic', filters: 'filter-variants', editing: 'editing-crud-inline-cell'};

/** Each demo as the export makes it: page name → {files: {path: content}, manifest}. */
export async function exportedDemos(createProject) {
  const out = {};
  for (const [page, folder] of Object.entries(DEMOS)) {
    const {ts: files, packages} = await filesOf(folder);
    const project = createProject({
      slug: page,
      pageTitle: folder,
      pageUrl: `/docs/examples/${folder}`,
      language: 'ts',
      files,
      packages: packages.ts,
      demoApi: [],
    });
    out[page] = {files: project, manifest: JSON.parse(project['package.json'])};
  }
  return out;
}

/** The date adapter's import: the pickers 7 adapter for date-fns 3 and 4 is `AdapterDateFnsV3`. */
export function adapterImport(adapter, pickersMajor) {
  if (adapter === 'dayjs') return {from: '@mui/x-date-pickers/AdapterDayjs', name: 'AdapterDayjs'};
  return {
    from: `@mui/x-date-pickers/${pickersMajor === 7 ? 'AdapterDateFnsV3' : 'AdapterDateFns'}`,
    name: 'AdapterDateFns',
  };
}

/** Swaps the exported Day.js adapter for the combination's in a file's text. */
export const withAdapter = (text, adapter) =>
  text
    .replace(
      "import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';",
      `import {${adapter.name}} from '${adapter.from}';`,
    )
    .replace('dateAdapter={AdapterDayjs}', `dateAdapter={${adapter.name}}`);

/** The package.json of a scratch project: the demos' packages, then the combination's (the types as dev). */
export function manifestOf(name, demos, requested, extra = {}) {
  const dependencies = {};
  const devDependencies = {};
  for (const {manifest} of Object.values(demos)) {
    Object.assign(dependencies, manifest.dependencies);
    Object.assign(devDependencies, manifest.devDependencies);
  }
  const runtime = {...requested};
  for (const types of ['@types/react', '@types/react-dom']) {
    devDependencies[types] = runtime[types];
    delete runtime[types];
  }
  return {
    name,
    private: true,
    dependencies: {...dependencies, ...runtime, ...extra.dependencies},
    devDependencies: {...devDependencies, ...extra.devDependencies},
  };
}

const write = (file, content) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
};

export const viteProject = {
  /** Writes the project; `scenario.pages` adds pages made from a demo, `scenario.main` rewrites each `main.tsx`. */
  async write(dir, {id, requested, createProject, scenario}) {
    const demos = await exportedDemos(createProject);
    const pages = {};
    const all = {...Object.fromEntries(Object.keys(demos).map((page) => [page, {from: page, files: {}}]))};
    Object.assign(all, scenario.pages ?? {});
    for (const [page, {from, files}] of Object.entries(all)) {
      const project = demos[from].files;
      for (const [name, content] of Object.entries(project)) {
        if (!name.startsWith('src/')) continue;
        const own = name.slice('src/'.length);
        const text = files[own] ?? (own === 'main.tsx' && scenario.main ? scenario.main(content) : content);
        write(path.join(dir, 'src', page, own), text);
      }
      for (const [own, text] of Object.entries(files)) write(path.join(dir, 'src', page, own), text);
      pages[page] = project['index.html'].replace('./src/main.tsx', `./src/${page}/main.tsx`);
      write(path.join(dir, `${page}.html`), pages[page]);
    }
    write(path.join(dir, 'tsconfig.json'), demos.basic.files['tsconfig.json']);
    const manifest = {...manifestOf(`mrt-compat-${id}`, demos, requested, scenario.manifest), type: 'module'};
    write(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const input = JSON.stringify(Object.fromEntries(Object.keys(pages).map((page) => [page, `${page}.html`])));
    write(
      path.join(dir, 'vite.config.mjs'),
      [
        "import {defineConfig} from 'vite';",
        "import react from '@vitejs/plugin-react';",
        `export default defineConfig({plugins: [react()], logLevel: 'warn', build: {chunkSizeWarningLimit: 100000, rollupOptions: {input: ${input}}}});`,
        '',
      ].join('\n'),
    );
    return Object.keys(pages);
  },

  /** Points each page's `main.tsx` at the combination's date adapter. */
  afterInstall(dir, pages, adapter) {
    for (const page of pages) {
      const file = path.join(dir, 'src', page, 'main.tsx');
      fs.writeFileSync(file, withAdapter(fs.readFileSync(file, 'utf8'), adapter));
    }
  },

  /**
   * The production build (what an app ships) is the `build` step. The pages opened in Chromium come from a
   * development build, as `npm run dev` serves them: React and Material UI only warn there (an unknown prop,
   * a removed API), and those warnings count as console errors.
   */
  async build(dir) {
    const vite = ['node_modules/vite/bin/vite.js', 'build'];
    const result = await run(process.execPath, vite, dir, LIMIT.build);
    if (result.code !== 0) return {outcome: 'fail', error: firstLine(result.output), seconds: result.seconds};
    const development = await run(
      process.execPath,
      [...vite, '--mode', 'development', '--outDir', 'dist-dev'],
      dir,
      LIMIT.build,
      {NODE_ENV: 'development'},
    );
    if (development.code !== 0) {
      return {outcome: 'fail', error: `development build: ${firstLine(development.output)}`, seconds: result.seconds};
    }
    return {outcome: 'pass', seconds: result.seconds + development.seconds};
  },

  /** Serves the development build; resolves to {urlOf, close}. */
  async serve(dir) {
    const [origin, close] = await serve(path.join(dir, 'dist-dev'));
    return {urlOf: (page) => `${origin}/${page}.html`, close};
  },
};
