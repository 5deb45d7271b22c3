#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, format check, unit and claims tests, production build, browser tests.
 * Stops at the first failing step and exits with its code; either way it ends
 * with a table of every step's time.
 */
import {spawnSync} from 'node:child_process';

const steps = [
  ['type-check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  // one code style (.prettierrc.json); `npm run format` rewrites the files
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,cjs,mjs,css}']],
  // jest's default on a 2-core machine is one worker; these suites are CPU-bound and independent per file
  ['unit tests', 'npx', ['jest', '--selectProjects', 'unit', '--maxWorkers', '2']],
  // one file per docs page: each sentence about what MRT does, checked against the installed package
  ['claims tests', 'npx', ['jest', '--selectProjects', 'claims', '--maxWorkers', '2']],
  // every demo exported as a Vite project (TS and JS): type-checked, built, a sample opened in Chromium
  ['demo exports', 'node', ['scripts/check-exports.mjs']],
  ['production build', 'npx', ['docusaurus', 'build']],
  // Playwright Test against that one build (playwright.config.ts serves it); the version cut and the dev
  // server start their own copies inside their test files
  ['browser tests', 'npx', ['playwright', 'test']],
];

/** [name, seconds, outcome] of every step run so far. */
const timings = [];
const started = Date.now();

function printTimings() {
  const rows = [...timings, ['total', (Date.now() - started) / 1000, '']];
  const width = Math.max(...rows.map(([name]) => name.length));
  const format = (seconds) => {
    const whole = Math.round(seconds);
    return `${seconds.toFixed(1).padStart(7)} s  (${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')})`;
  };
  console.log('\n=== step times');
  for (const [name, seconds, outcome] of rows) console.log(`${name.padEnd(width)}  ${format(seconds)}  ${outcome}`);
}

for (const [name, command, args, extraEnv = {}] of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...extraEnv}});
  const seconds = (Date.now() - stepStarted) / 1000;
  const failed = result.status !== 0;
  timings.push([name, seconds, failed ? `failed (exit ${result.status ?? result.signal})` : 'passed']);
  if (failed) {
    console.error(`\n=== ${name} failed after ${seconds.toFixed(1)}s (exit ${result.status ?? result.signal})`);
    printTimings();
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds.toFixed(1)}s`);
}
printTimings();
