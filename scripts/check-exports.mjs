#!/usr/bin/env node
/**
 * `npm run test:exports` (a step of `npm test`): every demo a page shows, exported as its own project
 * (src/components/Example/export/project.ts) in TypeScript and in JavaScript, must type-check and build, and
 * a sample of the built projects must show their first rows in Chromium with no console error.
 *
 * The projects are written to a scratch folder that shares this site's node_modules (the versions are the
 * same: export/versions.json comes from the lockfile), and checked in batches: one `tsc` program over every
 * TypeScript project (each project's tsconfig is the same file, checked below) and one Vite build with every
 * project's index.html as an entry. Prints the figures; exits non-zero on the first failing step.
 *
 *   node scripts/check-exports.mjs [--keep] [--only <slug-substring>]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {buildProjects, filesOf, loadGenerator, root, serve, writeProject} from './lib/exported-demos.mjs';

const require = createRequire(import.meta.url);
const {exportKit} = require('../plugins/examples/kit.cjs');
const {CHROMIUM_PATH, CHROMIUM_ARGS} = require('./lib/chromium.cjs');

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;

/** Demos opened in Chromium: a plain table, server-backed ones, React Query, editing, dates, virtualization. */
const BROWSER_SAMPLE = [
  'basic',
  'remote',
  'react-query',
  'editing-crud',
  'filter-variants',
  'virtualized',
  'lazy-sub-rows',
  'guides/sorting/click-to-add',
];

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (text) => console.log(`[exports ${seconds()}] ${text}`);

/** Every demo a page imports (`@site/src/examples/<folder>/Example.tsx?example`), with the page it is on. */
function demosOnPages() {
  const demos = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        const title = text.match(/^title:\s*(.+)$/m)?.[1]?.replace(/^['"]|['"]$/g, '') ?? path.basename(file);
        const page = `/${path
          .relative(root, file)
          .replace(/\.mdx?$/, '')
          .replace(/\/index$/, '')}`;
        for (const match of text.matchAll(/@site\/src\/examples\/([^'"]+)\/Example\.tsx\?example/g)) {
          if (!demos.has(match[1])) demos.set(match[1], {folder: match[1], title, page});
        }
      }
    }
  };
  walk(path.join(root, 'docs'));
  return [...demos.values()].filter((demo) => only === null || demo.folder.includes(only));
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, {stdio: 'inherit', ...options});
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status})`);
}

async function main() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mrt-exports-'));
  try {
    const {createProject} = await loadGenerator(scratch);
    const kit = await exportKit(path.join(root, 'src/demo-api'));
    const demos = demosOnPages();
    step(`${demos.length} demos`);

    const projects = path.join(scratch, 'projects');
    const inputs = {};
    const shared = {};
    for (const demo of demos) {
      const files = await filesOf(demo.folder);
      const dir = demo.folder.replace(/\//g, '__');
      for (const language of ['ts', 'js']) {
        const project = createProject({
          slug: path.basename(demo.folder),
          pageTitle: demo.title,
          pageUrl: demo.page,
          language,
          files: files[language],
          packages: files.packages[language],
          demoApi: kit[language],
        });
        const base = path.join(projects, language, dir);
        writeProject(base, project);
        // the batched checks below stand for each project's own tsconfig and vite config: all must be alike
        for (const [name, content] of Object.entries(project)) {
          if (/^(tsconfig\.json|vite\.config\.[jt]s)$/.test(name)) {
            shared[name] ??= content;
            if (shared[name] !== content) throw new Error(`${dir}/${name} differs from the other projects'`);
          }
        }
        inputs[`${language}/${dir}`] = path.join(base, 'index.html');
      }
    }
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    step(`${Object.keys(inputs).length} projects written`);

    // one program over every TypeScript project, with the projects' own compiler options
    const tsconfig = JSON.parse(shared['tsconfig.json']);
    fs.writeFileSync(
      path.join(projects, 'ts', 'tsconfig.json'),
      JSON.stringify({...tsconfig, include: ['*/src']}, null, 2),
    );
    run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(projects, 'ts', 'tsconfig.json')]);
    step('type-check passed');

    const dist = path.join(scratch, 'dist');
    await buildProjects(projects, inputs, dist);
    step('Vite build passed');

    const sample = demos.filter((demo) => BROWSER_SAMPLE.includes(demo.folder));
    if (sample.length > 0) {
      const {chromium} = await import('playwright-core');
      const [origin, close] = await serve(dist);
      const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
      try {
        for (const demo of sample) {
          for (const language of ['ts', 'js']) {
            const page = await browser.newPage();
            const errors = [];
            page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
            page.on('pageerror', (error) => errors.push(error.message));
            await page.goto(`${origin}/${language}/${demo.folder.replace(/\//g, '__')}/index.html`);
            const firstCell = page.locator('tbody tr').first().locator('td').first();
            await firstCell.waitFor({state: 'visible', timeout: 20000});
            // server-backed demos show skeletons first: wait for text in the first row
            await page.waitForFunction(
              () => (document.querySelector('tbody tr')?.textContent ?? '').trim().length > 0,
              undefined,
              {timeout: 20000},
            );
            const rows = await page.locator('tbody tr').count();
            const text = (await page.locator('tbody tr').first().textContent()).trim();
            if (errors.length > 0) throw new Error(`${language}/${demo.folder}: console errors: ${errors.join(' | ')}`);
            if (/error loading data/i.test(await page.locator('body').textContent())) {
              throw new Error(`${language}/${demo.folder}: "Error Loading Data"`);
            }
            step(`${language}/${demo.folder}: ${rows} rows, first: ${text.slice(0, 40)}`);
            await page.close();
          }
        }
      } finally {
        await browser.close();
        close();
      }
    }
    step('done');
  } finally {
    if (keep) console.log(`kept ${scratch}`);
    else fs.rmSync(scratch, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
