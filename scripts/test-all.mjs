#!/usr/bin/env node
/**
 * The one test pipeline. `npm test` runs every step; `.ci/run` runs `npm test`; the deploy workflow's jobs
 * run its groups (`node scripts/test-all.mjs --group static`), so no list of steps lives anywhere else
 * (tests/unit/ci/pipeline.test.ts fails when the workflow runs a step of its own or leaves a group out).
 *
 *   node scripts/test-all.mjs [--group static,unit] [--list]
 *
 * Steps of a group marked `parallel` run at the same time (each is single-threaded; the machine has two
 * cores); the groups run in order. Stops at the first failing group and exits with its code; either way it
 * ends with a table of every step's time. `--list` prints the groups and steps as JSON and runs nothing.
 */
import {spawn} from 'node:child_process';
import {pathToFileURL} from 'node:url';

export const GROUPS = [
  {
    name: 'static',
    parallel: true,
    steps: [
      ['type-check', 'npx', ['tsc', '--noEmit']],
      ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
      // one code style (.prettierrc.json); `npm run format` rewrites the files
      ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,cjs,mjs,css}']],
    ],
  },
  {
    name: 'unit',
    steps: [
      // jest's default on a 2-core machine is one worker; these suites are CPU-bound and independent per file
      ['unit tests', 'npx', ['jest', '--selectProjects', 'unit', '--maxWorkers', '2']],
      // one file per docs page: each sentence about what MRT does, checked against the installed package
      ['claims tests', 'npx', ['jest', '--selectProjects', 'claims', '--maxWorkers', '2']],
    ],
  },
  {
    name: 'exports',
    steps: [
      // every demo exported as a Vite project (TS and JS): type-checked, built, a sample opened in Chromium
      ['demo exports', 'node', ['scripts/check-exports.mjs']],
    ],
  },
  {
    name: 'browser',
    steps: [
      ['production build', 'npx', ['docusaurus', 'build']],
      // Playwright Test against that one build (playwright.config.ts serves it); the version cut and the dev
      // server start their own copies inside their test files
      ['browser tests', 'npx', ['playwright', 'test']],
    ],
  },
];

/** [name, seconds, outcome] of every step run so far. */
const timings = [];

function printTimings(started) {
  const rows = [...timings, ['total', (Date.now() - started) / 1000, '']];
  const width = Math.max(...rows.map(([name]) => name.length));
  const format = (seconds) => {
    const whole = Math.round(seconds);
    return `${seconds.toFixed(1).padStart(7)} s  (${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')})`;
  };
  console.log('\n=== step times');
  for (const [name, seconds, outcome] of rows) console.log(`${name.padEnd(width)}  ${format(seconds)}  ${outcome}`);
}

/** Runs one step; resolves with its exit code. Parallel steps' output is prefixed with the step's name. */
function runStep([name, command, args], prefixed) {
  return new Promise((resolve) => {
    const stepStarted = Date.now();
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, {stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) out.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - stepStarted) / 1000;
      const status = code ?? 1;
      timings.push([name, seconds, status === 0 ? 'passed' : `failed (exit ${code ?? signal})`]);
      console.log(`=== ${name} ${status === 0 ? 'passed' : 'failed'} after ${seconds.toFixed(1)}s`);
      resolve(status);
    });
  });
}

async function main(argv) {
  const index = argv.indexOf('--group');
  const wanted = index >= 0 ? argv[index + 1].split(',') : GROUPS.map((group) => group.name);
  const unknown = wanted.filter((name) => !GROUPS.some((group) => group.name === name));
  if (unknown.length) {
    console.error(`unknown group(s): ${unknown.join(', ')}; groups: ${GROUPS.map((group) => group.name).join(', ')}`);
    return 2;
  }
  if (argv.includes('--list')) {
    console.log(JSON.stringify(GROUPS, null, 2));
    return 0;
  }
  const started = Date.now();
  for (const group of GROUPS.filter(({name}) => wanted.includes(name))) {
    const codes = group.parallel ? await Promise.all(group.steps.map((step) => runStep(step, true))) : [];
    if (!group.parallel) {
      for (const step of group.steps) {
        const code = await runStep(step, false);
        codes.push(code);
        if (code !== 0) break;
      }
    }
    const failed = codes.find((code) => code !== 0);
    if (failed !== undefined) {
      console.error(`\n=== group ${group.name} failed`);
      printTimings(started);
      return failed;
    }
  }
  printTimings(started);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2));
