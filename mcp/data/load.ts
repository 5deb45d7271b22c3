import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {DATA_FILE, DATA_FORMAT, SITE_DIR, currentFingerprint, currentStamps} from './freshness';
import type {McpData} from './types';

/**
 * The server's data, fresh: read from mcp/.data when its fingerprint matches the sources, otherwise rebuilt
 * first by cli.ts in a child process (its output goes to stderr: the server's stdout carries only the
 * protocol), then read.
 */

function readData(): McpData | null {
  try {
    const data = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as McpData;
    return data.format === DATA_FORMAT ? data : null;
  } catch {
    return null;
  }
}

/** Runs the data build in a child process; resolves when it has written the file. */
export function runDataBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'sucrase/register', path.join(SITE_DIR, 'mcp/data/cli.ts')], {
      cwd: SITE_DIR,
      stdio: ['ignore', process.stderr, process.stderr],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // the site's components are written for React's automatic JSX runtime
        SUCRASE_OPTIONS: JSON.stringify({jsxRuntime: 'automatic', production: true}),
      },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the data build exited with ${code}`))));
  });
}

const LOCK_FILE = `${DATA_FILE}.lock`;
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `build` holding the build lock, so that servers started together build once (the others wait). */
async function withBuildLock(build: () => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(LOCK_FILE), {recursive: true});
  for (;;) {
    try {
      fs.closeSync(fs.openSync(LOCK_FILE, 'wx'));
    } catch {
      const lock = fs.statSync(LOCK_FILE, {throwIfNoEntry: false});
      if (lock && Date.now() - lock.mtimeMs > STALE_LOCK_MS) fs.rmSync(LOCK_FILE, {force: true});
      else await sleep(250);
      continue;
    }
    try {
      return await build();
    } finally {
      fs.rmSync(LOCK_FILE, {force: true});
    }
  }
}

export async function loadData(log: (line: string) => void = () => {}): Promise<McpData> {
  const existing = readData();
  // the same names, sizes and times: the same sources, without reading them all
  if (existing && existing.stamps === currentStamps()) return existing;
  const fingerprint = currentFingerprint();
  if (existing?.fingerprint === fingerprint) return existing;
  log(
    existing
      ? 'the site’s sources changed since the data was built: rebuilding it (about 20 s)'
      : 'no data yet: building it from the site’s sources (about 20 s)',
  );
  await withBuildLock(async () => {
    // a server that held the lock before may have built it already
    if (readData()?.fingerprint !== fingerprint) await runDataBuild();
  });
  const built = readData();
  if (!built) throw new Error(`the data build wrote no readable ${path.relative(SITE_DIR, DATA_FILE)}`);
  return built;
}
