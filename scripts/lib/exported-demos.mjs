/**
 * What the scripts that build exported demo projects share (`check-exports.mjs`, `compat.mjs`): the project
 * generator bundled from its TypeScript source, a demo's files as the site shows them (TS and generated JS),
 * and a server for the built projects.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';
import * as esbuild from 'esbuild';
import {listen, siteServer} from './site-server.mjs';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {toJavaScript, javaScriptName, packagesOf} = require('../../plugins/examples/transform.cjs');
const {siblingSources} = require('../../plugins/examples/loader.cjs');

/** A TypeScript module of the site (`src/...`), bundled for Node into `scratch` as `<name>.mjs` and imported. */
export async function loadSiteModule(scratch, source, name) {
  const outfile = path.join(scratch, `${name}.mjs`);
  await esbuild.build({
    entryPoints: [path.join(root, source)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** `src/components/Example/export/project.ts`, bundled for Node into `scratch` and imported. */
export const loadGenerator = (scratch) =>
  loadSiteModule(scratch, 'src/components/Example/export/project.ts', 'project');

/**
 * The demo's files as the site shows them (the examples loader's listing): Example.tsx first, then the rest;
 * and the npm packages each language's files import, read as the loader reads them (`packagesOf`).
 */
export async function filesOf(folder) {
  const dir = path.join(root, 'src/examples', folder);
  const ts = ['Example.tsx', ...siblingSources(dir, 'Example.tsx')].map((name) => ({
    name,
    code: fs.readFileSync(path.join(dir, name), 'utf8'),
  }));
  const js = [];
  for (const file of ts) js.push({name: javaScriptName(file.name), code: await toJavaScript(file.code)});
  const packages = {ts: packagesOf(ts.map((file) => file.code)), js: packagesOf(js.map((file) => file.code))};
  return {ts, js, packages};
}

/** Writes a project's files (`createProject`'s map of path → content) under `base`. */
export function writeProject(base, project) {
  for (const [name, content] of Object.entries(project)) {
    fs.mkdirSync(path.dirname(path.join(base, name)), {recursive: true});
    fs.writeFileSync(path.join(base, name), content);
  }
}

/** Builds many projects in one Vite build: `inputs` maps an entry name to a project's index.html under `root`. */
export async function buildProjects(root, inputs, outDir) {
  const {build} = await import('vite');
  const {default: react} = await import('@vitejs/plugin-react');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {outDir, emptyOutDir: true, chunkSizeWarningLimit: 100_000, rollupOptions: {input: inputs}},
  });
}

/** Serves the built projects in `dir` (site-server.mjs) on a free loopback port; resolves to [origin, close]. */
export async function serve(dir) {
  const server = siteServer(dir);
  return [await listen(server), () => server.close()];
}
