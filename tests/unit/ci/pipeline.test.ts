/**
 * One pipeline: `npm test`, `.ci/run` and the deploy workflow all run scripts/test-all.mjs, the workflow by
 * groups, so a step added there (the demo exports check, say) runs everywhere.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const groups = JSON.parse(
  execFileSync(process.execPath, ['scripts/test-all.mjs', '--list'], {cwd: root, encoding: 'utf8'}),
) as Array<{name: string; steps: Array<[string, string, string[]]>}>;
const workflow = readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8');
/** The commands of the workflow's `run:` lines (one-line runs; block runs are shell checks, not tests). */
const runs = [...workflow.matchAll(/^\s*(?:-\s+)?run:\s*(\S.*)$/gm)].map((match) => match[1].trim());

/** Test tools a job must not call directly: each belongs to a step of the pipeline. */
const TOOLS = /\b(tsc|eslint|prettier|jest|playwright|check-exports|docusaurus build)\b/;

test('npm test and .ci/run run the pipeline', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: {test: string}};
  expect(pkg.scripts.test).toBe('node scripts/test-all.mjs');
  expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
});

test('the workflow runs no test step of its own', () => {
  expect(runs.filter((command) => TOOLS.test(command))).toEqual([]);
});

test('the workflow runs every group of the pipeline, each once', () => {
  const named = runs
    .map((command) => /^node scripts\/test-all\.mjs --group (\S+)$/.exec(command)?.[1])
    .filter((list): list is string => Boolean(list))
    .flatMap((list) => list.split(','));
  expect([...named].sort()).toEqual(groups.map((group) => group.name).sort());
});

test('the pipeline has the steps CI relies on', () => {
  const steps = groups.flatMap((group) => group.steps.map(([name]) => name));
  expect(steps).toEqual(
    expect.arrayContaining(['type-check', 'lint', 'format', 'unit tests', 'claims tests', 'demo exports']),
  );
  expect(steps).toEqual(expect.arrayContaining(['production build', 'browser tests']));
});

test('an unknown group is refused with the list of groups', () => {
  let message = '';
  try {
    execFileSync(process.execPath, ['scripts/test-all.mjs', '--group', 'nope'], {cwd: root, stdio: 'pipe'});
  } catch (error) {
    message = String((error as {stderr: Buffer}).stderr);
  }
  expect(message).toMatch(/unknown group\(s\): nope; groups: static, unit, exports, browser/);
});
