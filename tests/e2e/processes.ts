/**
 * Helpers for browser tests that run a Docusaurus of their own (a version
 * cut, the dev server): a copy of the site in a temp dir, a free port, and
 * waiting for a server to answer.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {expect} from '@playwright/test';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const DOCUSAURUS = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const SKIP = new Set(['node_modules', 'build', 'build-hosted', '.git', '.docusaurus']);

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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 200 (a server this test started itself; the built site is playwright.config's webServer). */
export async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(url).catch(() => null))?.ok ?? false, {
      message: `Server at ${url} did not start within ${timeoutMs} ms`,
      timeout: timeoutMs,
      intervals: [250],
    })
    .toBe(true);
}
