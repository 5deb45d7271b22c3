/**
 * What every layer of `npm run compat` shares: running a command with a time limit, the first line of an
 * error worth quoting, and the per-step time limits.
 */
import {spawn} from 'node:child_process';

/** Per-step time limits (ms). */
export const LIMIT = {install: 10 * 60_000, types: 4 * 60_000, build: 6 * 60_000, page: 60_000, action: 15_000};

/** The first line of an error that says what went wrong (npm's and tsc's prefixes kept, paths shortened). */
export const firstLine = (text) =>
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
export function run(command, commandArgs, cwd, limit, env = {}) {
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

/**
 * Starts a long-running command (a server) in its own process group; resolves once `ready` matches its
 * output, to a function that stops the whole group. Rejects with the output when it exits or times out first.
 */
export function start(command, commandArgs, cwd, ready, limit, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {cwd, env: {...process.env, CI: '1', ...env}, detached: true});
    let output = '';
    let settled = false;
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      stop();
      reject(new Error(`not ready after ${limit / 1000} s: ${firstLine(output)}`));
    }, limit);
    const listen = (chunk) => {
      output += chunk;
      if (!settled && ready.test(output)) {
        settled = true;
        clearTimeout(timer);
        resolve(stop);
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('close', (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`exited with ${code}: ${firstLine(output)}`));
    });
  });
}
