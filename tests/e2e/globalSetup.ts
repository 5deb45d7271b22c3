import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_URL, PORT} from './config';
import {waitForServer} from './processes';

declare global {
  var __E2E_SERVER__: ChildProcess | undefined;
}

/** Serves the production build (`npm run build` first) on 127.0.0.1 for the browser tests. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
    throw new Error('No production build: run `npx docusaurus build` before the browser tests.');
  }
  const server = spawn(
    process.execPath,
    [
      require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore', detached: false},
  );
  globalThis.__E2E_SERVER__ = server;
  await waitForServer(`${BASE_URL}/`, 30000);
}
