#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, unit tests, production build, browser tests.
 * Stops at the first failing step and exits with its code.
 */
import {spawnSync} from 'node:child_process';

const steps = [
  ['type-check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['unit tests', 'npx', ['jest', '--selectProjects', 'unit']],
  ['production build', 'npx', ['docusaurus', 'build']],
  // hosted search mode (search-hosted.test.ts): same site built with Algolia settings
  [
    'hosted-search build',
    'npx',
    ['docusaurus', 'build', '--out-dir', 'build-hosted'],
    {ALGOLIA_APP_ID: 'TESTAPPID', ALGOLIA_API_KEY: 'test-search-key', ALGOLIA_INDEX_NAME: 'material-react-table'},
  ],
  ['browser tests', 'npx', ['jest', '--selectProjects', 'e2e', '--runInBand']],
];

for (const [name, command, args, extraEnv = {}] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...extraEnv}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds}s (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds}s`);
}
