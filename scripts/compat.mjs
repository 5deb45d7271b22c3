#!/usr/bin/env node
/**
 * `npm run compat`: which versions of React, Material UI, the date pickers and a date library work with
 * material-react-table, measured by installing and running them. For each combination of
 * src/site/compat/matrix.json, one at a time, it writes a scratch project from three exported demos (`basic`,
 * `filter-variants` with its date and select filters, `editing-crud-inline-cell` with cell editing and a Save
 * button), installs it with that combination and records each step:
 *
 *   install   clean, or npm's ERESOLVE (and whether `--legacy-peer-deps` gets past it)
 *   types     `tsc` over the project (errors counted, the first quoted)
 *   build     `vite build` (`next build` for a Next.js combination)
 *   render    each page in Chromium: rows shown, no console error, the scenario's own check
 *   features  sort by a header click, search and clear the search, open a column actions menu, open the
 *             date filter's picker, pick a select filter's option, edit a cell and save
 *
 * A combination with a `scenario` (a Next.js app, a second TanStack Table, a CSS-variables theme) adds to
 * this: scripts/lib/compat/scenarios.mjs. The layers live in scripts/lib/compat/ (run, steps, vite, next, browser).
 *
 * The result is src/site/compat/results.json (rewritten after each combination), which the Install page
 * shows. A run that changes a result (an outcome moved, a combination measured for the first time) appends a
 * record (src/site/compat/changes.ts) to src/site/compat/change-log.json, which the Atom feed lists, and
 * with `--changes-out <file>` writes a summary to that file (the weekly workflow's pull request body).
 * Needs the npm registry. Exits non-zero when this site's own combination fails a step.
 *
 *   node scripts/compat.mjs [--only <id>[,<id>…]] [--keep] [--latest-mrt] [--changes-out <file>]
 *
 * `--latest-mrt` installs the newest material-react-table 3 in every combination but the site's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {loadGenerator, loadSiteModule, root} from './lib/exported-demos.mjs';
import {inBrowser, FEATURES} from './lib/compat/browser.mjs';
import {firstLine, run} from './lib/compat/run.mjs';
import {install, typeCheck} from './lib/compat/steps.mjs';
import {scenarioOf} from './lib/compat/scenarios.mjs';
import {adapterImport} from './lib/compat/vite.mjs';

const require = createRequire(import.meta.url);
const siteVersions = require('../src/components/Example/export/versions.json');
const {combinations, knownWarnings} = require('../src/site/compat/matrix.json');

const RESULTS = path.join(root, 'src/site/compat/results.json');
/** Every measurement that changed a result (src/site/compat/changes.ts), apart: no page bundles it. */
const CHANGE_LOG = path.join(root, 'src/site/compat/change-log.json');
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
/** The packages whose resolved versions the result records (and any a combination names). */
const RECORDED = [...APP_PACKAGES.filter((name) => name !== '@types/react-dom'), 'date-fns', 'material-react-table'];

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const keep = args.includes('--keep');
const latestMrt = args.includes('--latest-mrt');
const only = option('--only')?.split(',') ?? null;
const changesOut = option('--changes-out');
const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;
const log = (text) => console.log(`[compat ${clock()}] ${text}`);

/** The npm ranges a combination installs: React and Material UI ranges carry their companions. */
function requestedPackages(combination) {
  const mrt = latestMrt && !combination.site ? {'material-react-table': '^3'} : {};
  // the site's exact set, and the scenarios measured on it (`"base": "site"`) with their own packages
  if (combination.site || combination.base === 'site') {
    return {
      ...Object.fromEntries(APP_PACKAGES.map((name) => [name, siteVersions[name]])),
      ...mrt,
      ...combination.packages,
    };
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
    ...mrt,
    ...rest,
  };
}

function resolvedVersions(dir, combination) {
  const versions = {};
  for (const name of new Set([...RECORDED, ...Object.keys(combination.packages ?? {})])) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) versions[name] = JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return versions;
}

const skipped = (why) => ({outcome: 'skip', error: why});

async function measure(combination, createProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-compat-'));
  const scenario = scenarioOf(combination);
  const {project} = scenario;
  const result = {id: combination.id, requested: requestedPackages(combination), steps: {}};
  const notRun = (why, steps) => {
    for (const step of steps) result.steps[step] = skipped(why);
    result.features = Object.fromEntries(Object.keys(FEATURES).map((name) => [name, skipped(why)]));
    return result;
  };
  try {
    const pages = await project.write(dir, {id: combination.id, requested: result.requested, createProject, scenario});
    log(`${combination.id}: installing`);
    result.steps.install = await install(dir);
    log(`${combination.id}: install ${result.steps.install.outcome} (${result.steps.install.seconds} s)`);
    if (result.steps.install.outcome === 'fail') return notRun('not installed', ['types', 'build', 'render']);
    result.resolved = resolvedVersions(dir, combination);
    const pickersMajor = Number(result.resolved['@mui/x-date-pickers'].split('.')[0]);
    project.afterInstall(dir, pages, adapterImport(combination.adapter, pickersMajor));
    result.steps.types = await typeCheck(dir);
    log(`${combination.id}: types ${result.steps.types.outcome} (${result.steps.types.seconds} s)`);
    result.steps.build = await project.build(dir);
    log(`${combination.id}: build ${result.steps.build.outcome} (${result.steps.build.seconds} s)`);
    if (result.steps.build.outcome === 'fail') return notRun('not built', ['render']);
    let served;
    try {
      served = await project.serve(dir);
    } catch (error) {
      return notRun(`not served: ${firstLine(error.message)}`, ['render']);
    }
    try {
      const {render, features} = await inBrowser({urlOf: served.urlOf, pages, knownWarnings, check: scenario.check});
      result.steps.render = render;
      result.features = features;
    } finally {
      served.close();
    }
    log(
      `${combination.id}: render ${result.steps.render.outcome}; ${Object.entries(result.features)
        .map(([name, {outcome}]) => `${name} ${outcome}`)
        .join(', ')}`,
    );
    return result;
  } finally {
    if (keep) log(`kept ${dir}`);
    else fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** src/site/compat/changes.ts, bundled for Node into `scratch` and imported. */
const loadChanges = (scratch) => loadSiteModule(scratch, 'src/site/compat/changes.ts', 'changes');

const passed = (result) =>
  Object.values(result.steps).every((step) => step.outcome === 'pass') &&
  Object.values(result.features ?? {}).every((feature) => feature.outcome === 'pass');

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-compat-generator-'));
  const {createProject} = await loadGenerator(scratch);
  const {changesBetween, changeRecord, describeChange} = await loadChanges(scratch);
  const npmVersion = (await run('npm', ['--version'], root, 30_000)).output.trim();
  const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : null;
  const changeLog = fs.existsSync(CHANGE_LOG) ? JSON.parse(fs.readFileSync(CHANGE_LOG, 'utf8')) : {changes: []};
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
  const history = earlier.filter((entry) => entry.date !== today);
  // what this run changed, against the results it started from (one record for the whole run)
  const before = previous?.combinations ?? [];
  const labels = Object.fromEntries(combinations.map((entry) => [entry.id, entry.label]));
  const removed = only === null ? before.map((entry) => entry.id).filter((id) => !(id in labels)) : [];
  const measured = [];
  let record = null;
  try {
    for (const combination of chosen) {
      const result = await measure(combination, createProject);
      result.measuredOn = new Date().toISOString().slice(0, 10);
      results.set(combination.id, result);
      measured.push(combination.id);
      if (combination.site && !passed(result)) siteFailed = true;
      // keep the matrix's order; write after each combination so a stopped run keeps what it measured
      const ordered = combinations.map((entry) => results.get(entry.id)).filter(Boolean);
      record = changeRecord(today, changesBetween(before, ordered, {labels, measured, removed}));
      const changes = [...changeLog.changes, ...(record ? [record] : [])];
      fs.writeFileSync(
        CHANGE_LOG,
        `${JSON.stringify({'//': 'Written by `npm run compat`; do not edit. The Atom feed lists it.', changes}, null, 2)}\n`,
      );
      // a partial run on the day of a full one updates that day's count
      const day =
        only === null || earlier.some((entry) => entry.date === today)
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
  const summary = record ? record.changes.map((change) => `- ${describeChange(change)}`).join('\n') : '';
  log(record ? `results changed:\n${summary}` : 'no result changed');
  if (changesOut) fs.writeFileSync(changesOut, record ? `${summary}\n` : '');
  if (siteFailed) {
    console.error("This site's own combination failed a step: see src/site/compat/results.json");
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
