/**
 * Helpers for browser tests that run a Docusaurus of their own (a version
 * cut, the dev server): a copy of the site in a temp dir, a build or server
 * run in it, a free port, and waiting for a server to answer.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A free port, and waiting until a server this test started answers (the built site is playwright.config's
 * webServer): scripts/lib/local-server.cjs, shared with the benchmarks.
 */
export {freePort, waitForServer} from '../../scripts/lib/local-server.cjs';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const DOCUSAURUS = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const SKIP = new Set(['node_modules', 'build', '.git', '.docusaurus', 'test-results', 'playwright-report']);

/**
 * For a build or server in a copy: no persistent bundler cache. node_modules is the checkout's (symlinked) and
 * the bundler keys its cache on the site's path, so every temp copy would leave ~190 MB of cache in
 * node_modules/.cache that no later run can use. A cold build costs the same CPU time without it.
 */
export const COPY_ENV = {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};

/** A copy of the site (sources only, node_modules symlinked) in a new temp dir. */
export function copySite(prefix: string): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(REPO_ROOT, siteDir, {
    recursive: true,
    filter: (source) => !SKIP.has(path.relative(REPO_ROOT, source).split(path.sep)[0] ?? ''),
  });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  return siteDir;
}

/** Removes a copy made by copySite (never the checkout). */
export function removeSite(siteDir: string): void {
  if (!siteDir || path.resolve(siteDir) === REPO_ROOT || !siteDir.startsWith(os.tmpdir())) return;
  fs.rmSync(siteDir, {recursive: true, force: true});
}

/**
 * Runs `docusaurus <args>` in `siteDir` to completion (without blocking the test runner, so its timeouts still
 * fire) and rejects with the command's output when it fails. Resolves with the seconds it took.
 */
export function runDocusaurus(siteDir: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DOCUSAURUS, ...args], {
      cwd: siteDir,
      env: {...process.env, ...COPY_ENV, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve((Date.now() - started) / 1000);
      else reject(new Error(`docusaurus ${args.join(' ')} failed (${code ?? signal}):\n${output}`));
    });
  });
}

/** A long-running `docusaurus <args>` (serve, start) in `siteDir`; stop it with stopProcess. */
export function startDocusaurus(siteDir: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, [DOCUSAURUS, ...args], {
    cwd: siteDir,
    env: {...process.env, ...COPY_ENV, ...env},
    stdio: 'ignore',
  });
}

/** Stops a process this test started and waits until it has exited (so its directory can be removed). */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
