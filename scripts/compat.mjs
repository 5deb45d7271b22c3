#!/usr/bin/env node
/**
 * `npm run compat`: which versions of React, Material UI, the date pickers and a date library work with
 * material-react-table, measured by installing and running them. For each combination of
 * src/site/compat/matrix.json, one at a time, it writes a scratch project from three exported demos (`basic`,
 * `filter-variants` with its date and select filters, `editing-crud-inline-cell` with cell editing and a Save
 * button), installs it with that combination and records each step:
 *
 *   install   clean, or npm's ERESOLVE (and whether `--legacy-peer-deps` gets past it)
 *   types     `tsc` over the demos (errors counted, the first quoted)
 *   build     `vite build`
 *   render    each page in Chromium: rows shown, no console error
 *   features  sort by a header click, search and clear the search, open a column actions menu, open the
 *             date filter's picker, pick a select filter's option, edit a cell and save
 *
 * The result is src/site/compat/results.json (rewritten after each combination), which the Install page
 * shows. Needs the npm registry. Exits non-zero when this site's own combination fails a step.
 *
 *   node scripts/compat.mjs [--only <id>[,<id>…]] [--keep]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {filesOf, loadGenerator, root, serve} from './lib/exported-demos.mjs';

const require = createRequire(import.meta.url);
const {CHROMIUM_PATH, CHROMIUM_ARGS} = require('./lib/chromium.cjs');
const siteVersions = require('../src/components/Example/export/versions.json');
const {combinations, knownWarnings} = require('../src/site/compat/matrix.json');

const RESULTS = path.join(root, 'src/site/compat/results.json');
/** The demos of every scratch project, by page name. */
const DEMOS = {basic: 'basic', filters: 'filter-variants', editing: 'editing-crud-inline-cell'};
/** Per-step time limits (ms). */
const LIMIT = {install: 10 * 60_000, types: 4 * 60_000, build: 4 * 60_000, page: 60_000, action: 15_000};
/** The packages an app installs beside MRT: each combination sets all of them (the types follow React). */
const APP_PACKAGES = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  '@mui/material',
  '@mui/icons-material',
  '@mui/x-date-pickers',
  '@emotion/react',
  '@emotion/styled',
  'dayjs',
];
/** The packages whose resolved versions the result records. */
const RECORDED = [...APP_PACKAGES.filter((name) => name !== '@types/react-dom'), 'date-fns', 'material-react-table'];

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;
const log = (text) => console.log(`[compat ${clock()}] ${text}`);

/** The first line of an error that says what went wrong (npm's and tsc's prefixes kept, paths shortened). */
const firstLine = (text) =>
  (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => /ERESOLVE|Could not resolve|error TS\d+|Error|error|failed|Cannot|Unexpected/.test(line)) ??
    text.trim().split('\n')[0] ??
    ''
  )
    .replace(/\/tmp\/mrt-compat-[^/]+\//g, '')
    .slice(0, 300);

/** Runs a command in `cwd` with a time limit; resolves to {code, output, seconds}. */
function run(command, commandArgs, cwd, limit, env = {}) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(command, commandArgs, {cwd, env: {...process.env, CI: '1', ...env}, detached: true});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\nTimed out after ${limit / 1000} s`;
      process.kill(-child.pid, 'SIGKILL');
    }, limit);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code: code ?? 1, output, seconds: Math.round((Date.now() - began) / 1000)});
    });
  });
}

/** The npm ranges a combination installs: React and Material UI ranges carry their companions. */
function requestedPackages(combination) {
  if (combination.site) {
    return Object.fromEntries(APP_PACKAGES.map((name) => [name, siteVersions[name]]));
  }
  const {react, '@mui/material': material, ...rest} = combination.packages;
  return {
    react,
    'react-dom': react,
    '@types/react': react,
    '@types/react-dom': react,
    '@mui/material': material,
    '@mui/icons-material': material,
    '@emotion/react': '^11',
    '@emotion/styled': '^11',
    dayjs: '^1',
    ...rest,
  };
}

/** The date adapter's import for `main.tsx`: the pickers 7 adapter for date-fns 3 and 4 is `AdapterDateFnsV3`. */
function adapterImport(combination, pickersMajor) {
  if (combination.adapter === 'dayjs') return {from: '@mui/x-date-pickers/AdapterDayjs', name: 'AdapterDayjs'};
  return {
    from: `@mui/x-date-pickers/${pickersMajor === 7 ? 'AdapterDateFnsV3' : 'AdapterDateFns'}`,
    name: 'AdapterDateFns',
  };
}

/** Writes the scratch project: one page per demo, the demos' files and `main.tsx` as the export makes them. */
async function writeProject(dir, combination, createProject) {
  const dependencies = {};
  const devDependencies = {};
  const pages = {};
  for (const [page, folder] of Object.entries(DEMOS)) {
    const files = (await filesOf(folder)).ts;
    const project = createProject({
      slug: page,
      pageTitle: folder,
      pageUrl: `/docs/examples/${folder}`,
      language: 'ts',
      files,
      demoApi: [],
    });
    const manifest = JSON.parse(project['package.json']);
    Object.assign(dependencies, manifest.dependencies);
    Object.assign(devDependencies, manifest.devDependencies);
    for (const [name, content] of Object.entries(project)) {
      if (!name.startsWith('src/')) continue;
      const target = path.join(dir, 'src', page, name.slice('src/'.length));
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, content);
    }
    pages[page] = project['index.html'].replace('./src/main.tsx', `./src/${page}/main.tsx`);
    if (!fs.existsSync(path.join(dir, 'tsconfig.json')))
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), project['tsconfig.json']);
  }
  for (const [page, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, `${page}.html`), html);
  const requested = requestedPackages(combination);
  for (const name of ['@types/react', '@types/react-dom']) {
    devDependencies[name] = requested[name];
    delete requested[name];
  }
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({name: `mrt-compat-${combination.id}`, private: true, type: 'module', dependencies: {...dependencies, ...requested}, devDependencies}, null, 2)}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    [
      "import {defineConfig} from 'vite';",
      "import react from '@vitejs/plugin-react';",
      `export default defineConfig({plugins: [react()], logLevel: 'warn', build: {chunkSizeWarningLimit: 100000, rollupOptions: {input: ${JSON.stringify(Object.fromEntries(Object.keys(pages).map((page) => [page, `${page}.html`])))}}}});`,
      '',
    ].join('\n'),
  );
}

/** Points each demo's `main.tsx` at the combination's date adapter. */
function pointAtAdapter(dir, adapter) {
  for (const page of Object.keys(DEMOS)) {
    const file = path.join(dir, 'src', page, 'main.tsx');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      text
        .replace(
          "import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';",
          `import {${adapter.name}} from '${adapter.from}';`,
        )
        .replace('dateAdapter={AdapterDayjs}', `dateAdapter={${adapter.name}}`),
    );
  }
}

/**
 * npm's ERESOLVE report, in one line: the line under "Could not resolve dependency:" (the peer range that
 * could not be met and who asks for it: `peerOptional date-fns@"^2.25.0 || ^3.2.0" from @mui/x-date-pickers@…`)
 * and what was found instead.
 */
function peerConflict(output) {
  const lines = output.split('\n').map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim());
  const at = lines.findIndex((line) => line.startsWith('Could not resolve dependency'));
  const wanted = at < 0 ? undefined : lines[at + 1];
  const found = lines.find((line) => /^Found: /.test(line));
  return [wanted, found && `(${found.toLowerCase()})`].filter(Boolean).join(' ') || firstLine(output);
}

const npmArgs = ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'];

async function install(dir) {
  const clean = await run('npm', npmArgs, dir, LIMIT.install);
  if (clean.code === 0) return {outcome: 'pass', seconds: clean.seconds};
  const eresolve = /ERESOLVE/.test(clean.output);
  const error = eresolve ? `ERESOLVE: ${peerConflict(clean.output)}` : firstLine(clean.output);
  if (!eresolve) return {outcome: 'fail', error, seconds: clean.seconds};
  const legacy = await run('npm', [...npmArgs, '--legacy-peer-deps'], dir, LIMIT.install);
  return {
    outcome: legacy.code === 0 ? 'legacy' : 'fail',
    error,
    ...(legacy.code === 0 ? {} : {legacyError: firstLine(legacy.output)}),
    seconds: clean.seconds + legacy.seconds,
  };
}

function resolvedVersions(dir) {
  const versions = {};
  for (const name of RECORDED) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) versions[name] = JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return versions;
}

async function typeCheck(dir) {
  const result = await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], dir, LIMIT.types);
  if (result.code === 0) return {outcome: 'pass', seconds: result.seconds};
  const errors = result.output.split('\n').filter((line) => /error TS\d+/.test(line));
  return {
    outcome: 'fail',
    errors: errors.length,
    error: firstLine(errors[0] ?? result.output),
    seconds: result.seconds,
  };
}

/**
 * The production build (what an app ships) is the `build` step. The pages opened in Chromium come from a
 * development build, as `npm run dev` serves them: React and Material UI only warn there (an unknown prop, a
 * removed API), and those warnings count as console errors.
 */
async function build(dir) {
  const vite = ['node_modules/vite/bin/vite.js', 'build'];
  const result = await run(process.execPath, vite, dir, LIMIT.build);
  if (result.code !== 0) return {outcome: 'fail', error: firstLine(result.output), seconds: result.seconds};
  const development = await run(
    process.execPath,
    [...vite, '--mode', 'development', '--outDir', 'dist-dev'],
    dir,
    LIMIT.build,
    {
      NODE_ENV: 'development',
    },
  );
  if (development.code !== 0) {
    return {outcome: 'fail', error: `development build: ${firstLine(development.output)}`, seconds: result.seconds};
  }
  return {outcome: 'pass', seconds: result.seconds + development.seconds};
}

/** Console errors that are not the table's: React's DevTools notice. */
const realErrors = (errors) => errors.filter((message) => !/Download the React DevTools/.test(message));

/** A console message as the console shows it: `%s` and `%o` filled from its arguments. */
function formatted(message) {
  const text = message.text();
  if (!/%[sdoO]/.test(text)) return text;
  const values = message.args().slice(1);
  let index = 0;
  // previews of the arguments (strings as they are): enough for React's warnings
  return text.replace(/%[sdoO]/g, () => {
    const handle = values[index++];
    const preview = handle ? String(handle).replace(/^JSHandle@/, '') : '';
    return preview;
  });
}

/** Opens `page`, waits for a first row with text; returns the page and its console errors. */
async function openPage(browser, origin, name) {
  const errors = [];
  const page = await browser.newPage({viewport: {width: 1400, height: 900}});
  page.on('crash', () => errors.push('the page crashed'));
  page.setDefaultTimeout(LIMIT.action);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(formatted(message));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/${name}.html`, {timeout: LIMIT.page});
  await page.waitForFunction(
    () => (document.querySelector('tbody tr td')?.textContent ?? '').trim().length > 0,
    undefined,
    {timeout: LIMIT.page},
  );
  return {page, errors};
}

const header = (page, text) => page.locator('thead th', {hasText: text}).first();
const column = (page, index) =>
  page
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => (row.querySelectorAll('td')[i]?.textContent ?? '').trim()), index);

/** The page each feature runs on (a fresh copy each time, so one feature's failure cannot spoil the next). */
const FEATURE_PAGES = {
  sort: 'basic',
  search: 'basic',
  columnActions: 'basic',
  datePicker: 'filters',
  selectFilter: 'filters',
  editSave: 'editing',
};

/** Runs one action of a feature; a failure says which ("the search field's clear button: Timeout …"). */
async function must(what, action) {
  try {
    return await action();
  } catch (error) {
    throw new Error(`${what}: ${firstLine(error.message)}`);
  }
}

/** The features, each a visitor's clicks on one page; a feature passes when its visible result shows. */
const FEATURES = {
  sort: async (basic) => {
    const before = await column(basic, 0);
    await must("the First Name header's label", () =>
      header(basic, 'First Name').locator('.Mui-TableHeadCell-Content-Labels').click(),
    );
    const sorted = [...before].sort((a, b) => a.localeCompare(b));
    await must('rows sorted by first name', () =>
      basic.waitForFunction(
        (expected) =>
          [...document.querySelectorAll('tbody tr')]
            .map((row) => (row.querySelector('td')?.textContent ?? '').trim())
            .join('|') === expected,
        sorted.join('|'),
        {timeout: LIMIT.action},
      ),
    );
  },
  search: async (basic) => {
    const rows = await basic.locator('tbody tr').count();
    await must('the Show/Hide search button', () => basic.getByRole('button', {name: 'Show/Hide search'}).click());
    const field = basic.getByPlaceholder('Search');
    await must('typing in the search field', async () => {
      await field.click();
      await field.pressSequentially('Denver');
    });
    await must('only the rows with "Denver"', () =>
      basic.waitForFunction(
        (all) => {
          const shown = [...document.querySelectorAll('tbody tr')];
          return shown.length < all && shown.every((row) => row.textContent.includes('Denver'));
        },
        rows,
        {timeout: LIMIT.action},
      ),
    );
    // an end adornment MRT passes through the TextField's InputProps
    await must("the search field's Clear search button", () =>
      basic.getByRole('button', {name: 'Clear search'}).click(),
    );
    await must('every row back', () =>
      basic.waitForFunction((all) => document.querySelectorAll('tbody tr').length === all, rows, {
        timeout: LIMIT.action,
      }),
    );
  },
  columnActions: async (basic) => {
    await must("the City header's Column Actions button", () =>
      header(basic, 'City').getByRole('button', {name: 'Column Actions'}).click(),
    );
    await must('the column actions menu', () =>
      basic.getByRole('menu').getByRole('menuitem').first().waitFor({state: 'visible'}),
    );
  },
  datePicker: async (filters) => {
    await must('the Show/Hide filters button', () => filters.getByRole('button', {name: 'Show/Hide filters'}).click());
    await must("the Last Review filter's calendar button", () =>
      header(filters, 'Last Review').locator('.MuiInputAdornment-root button').first().click(),
    );
    await must("the picker's days", () =>
      filters.getByRole('dialog').getByRole('gridcell').first().waitFor({state: 'visible'}),
    );
  },
  selectFilter: async (filters) => {
    await must('the Show/Hide filters button', () => filters.getByRole('button', {name: 'Show/Hide filters'}).click());
    await must("the Team filter's options", async () => {
      await header(filters, 'Team').getByRole('combobox').click();
      await filters.getByRole('option', {name: 'Sales', exact: true}).click();
    });
    const teamIndex = await filters
      .locator('thead tr')
      .first()
      .locator('th')
      .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent.includes('Team')));
    await must('only the Sales rows', () =>
      filters.waitForFunction(
        (index) => {
          const teams = [...document.querySelectorAll('tbody tr')].map(
            (row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? '',
          );
          return teams.length > 0 && teams.every((team) => team === 'Sales');
        },
        teamIndex,
        {timeout: LIMIT.action},
      ),
    );
  },
  editSave: async (editing) => {
    // columns: Name, Category, Price, Stock (the 4th cell); the second row's Stock
    const cell = editing.locator('tbody tr').nth(1).locator('td').nth(3);
    const input = cell.locator('input');
    await must('a double-click on a Stock cell opens its field', async () => {
      await cell.dblclick();
      await input.click();
    });
    await must('typing 2 and Enter', async () => {
      await input.press('ControlOrMeta+A');
      await input.pressSequentially('2');
      await input.press('Enter');
      await input.waitFor({state: 'detached'});
    });
    await must('Save, then "No unsaved changes."', async () => {
      await editing.getByRole('button', {name: 'Save', exact: true}).click();
      await editing.getByRole('status').filter({hasText: 'No unsaved changes.'}).waitFor();
    });
    const text = (await cell.textContent()).trim();
    if (text !== '2') throw new Error(`the saved cell reads "${text}", not "2"`);
  },
};

/**
 * Opens every page (rows shown), then runs each feature on a fresh copy of its page. Console errors anywhere
 * fail the render step, except the known warnings of matrix.json, which are counted apart. A crashed browser
 * is started again, so one broken page does not fail the features of the others.
 */
async function inBrowser(dir) {
  const {chromium} = await import('playwright-core');
  const [origin, close] = await serve(path.join(dir, 'dist-dev'));
  let browser = null;
  const fresh = async () => {
    if (!browser?.isConnected()) browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    return browser;
  };
  const render = {outcome: 'pass', rows: {}};
  const features = {};
  const consoleErrors = [];
  const known = new Set();
  const collect = (name, errors) => {
    for (const message of realErrors(errors)) {
      const warning = knownWarnings.find((entry) => message.includes(entry.match));
      if (warning) known.add(warning.id);
      else consoleErrors.push(`${name}: ${firstLine(message)}`);
    }
  };
  try {
    for (const name of Object.keys(DEMOS)) {
      let opened = null;
      try {
        opened = await openPage(await fresh(), origin, name);
        render.rows[name] = await opened.page.locator('tbody tr').count();
      } catch (error) {
        render.outcome = 'fail';
        render.error ??= `${name}: ${firstLine(error.message)}`;
      } finally {
        if (opened) {
          collect(name, opened.errors);
          await opened.page.close().catch(() => {});
        }
      }
    }
    for (const [feature, act] of Object.entries(FEATURES)) {
      const name = FEATURE_PAGES[feature];
      let opened = null;
      try {
        opened = await openPage(await fresh(), origin, name);
        await act(opened.page);
        features[feature] = {outcome: 'pass'};
      } catch (error) {
        features[feature] = {outcome: 'fail', error: firstLine(error.message)};
      } finally {
        if (opened) {
          collect(name, opened.errors);
          await opened.page.close().catch(() => {});
        }
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    close();
  }
  if (consoleErrors.length > 0) {
    render.outcome = 'fail';
    render.consoleErrors = consoleErrors.length;
    render.error ??= `console error on ${consoleErrors[0]}`;
  }
  if (known.size > 0) render.knownWarnings = [...known];
  return {render, features};
}

const skipped = (why) => ({outcome: 'skip', error: why});

async function measure(combination, createProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-compat-'));
  const result = {id: combination.id, requested: requestedPackages(combination), steps: {}};
  try {
    await writeProject(dir, combination, createProject);
    log(`${combination.id}: installing`);
    result.steps.install = await install(dir);
    log(`${combination.id}: install ${result.steps.install.outcome} (${result.steps.install.seconds} s)`);
    if (result.steps.install.outcome === 'fail') {
      for (const step of ['types', 'build', 'render']) result.steps[step] = skipped('not installed');
      result.features = Object.fromEntries(Object.keys(FEATURES).map((name) => [name, skipped('not installed')]));
      return result;
    }
    result.resolved = resolvedVersions(dir);
    pointAtAdapter(dir, adapterImport(combination, Number(result.resolved['@mui/x-date-pickers'].split('.')[0])));
    result.steps.types = await typeCheck(dir);
    log(`${combination.id}: types ${result.steps.types.outcome} (${result.steps.types.seconds} s)`);
    result.steps.build = await build(dir);
    log(`${combination.id}: build ${result.steps.build.outcome} (${result.steps.build.seconds} s)`);
    if (result.steps.build.outcome === 'fail') {
      result.steps.render = skipped('not built');
      result.features = Object.fromEntries(Object.keys(FEATURES).map((name) => [name, skipped('not built')]));
      return result;
    }
    const {render, features} = await inBrowser(dir);
    result.steps.render = render;
    result.features = features;
    log(
      `${combination.id}: render ${render.outcome}; ${Object.entries(features)
        .map(([name, {outcome}]) => `${name} ${outcome}`)
        .join(', ')}`,
    );
    return result;
  } finally {
    if (keep) log(`kept ${dir}`);
    else fs.rmSync(dir, {recursive: true, force: true});
  }
}

const passed = (result) =>
  Object.values(result.steps).every((step) => step.outcome === 'pass') &&
  Object.values(result.features ?? {}).every((feature) => feature.outcome === 'pass');

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-compat-generator-'));
  const {createProject} = await loadGenerator(scratch);
  const npmVersion = (await run('npm', ['--version'], root, 30_000)).output.trim();
  const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : null;
  const results = new Map((previous?.combinations ?? []).map((entry) => [entry.id, entry]));
  const chosen = combinations.filter((combination) => only === null || only.includes(combination.id));
  let siteFailed = false;
  const today = new Date().toISOString().slice(0, 10);
  // one entry per day the matrix was measured (the changelog lists them); a partial run (--only) adds none
  const earlier =
    previous?.history ??
    (previous
      ? [
          {
            date: previous.measuredOn,
            combinations: previous.combinations.length,
            workingThroughout: previous.combinations.filter(passed).length,
          },
        ]
      : []);
  const history = earlier.filter((entry) => entry.date !== today || only !== null);
  try {
    for (const combination of chosen) {
      const result = await measure(combination, createProject);
      result.measuredOn = new Date().toISOString().slice(0, 10);
      results.set(combination.id, result);
      if (combination.site && !passed(result)) siteFailed = true;
      // keep the matrix's order; write after each combination so a stopped run keeps what it measured
      const ordered = combinations.map((entry) => results.get(entry.id)).filter(Boolean);
      const day =
        only === null
          ? [{date: today, combinations: ordered.length, workingThroughout: ordered.filter(passed).length}]
          : [];
      fs.writeFileSync(
        RESULTS,
        `${JSON.stringify(
          {
            '//': 'Written by `npm run compat` (scripts/compat.mjs); do not edit. The Install page shows it.',
            measuredOn: new Date().toISOString().slice(0, 10),
            materialReactTable: siteVersions['material-react-table'],
            node: process.versions.node,
            npm: npmVersion,
            buildTools: {typescript: siteVersions.typescript, vite: siteVersions.vite},
            history: [...history, ...day],
            combinations: ordered,
          },
          null,
          2,
        )}\n`,
      );
    }
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  log(`done: ${chosen.length} combinations`);
  if (siteFailed) {
    console.error("This site's own combination failed a step: see src/site/compat/results.json");
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
