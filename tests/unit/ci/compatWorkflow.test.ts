/**
 * The weekly compatibility workflow runs the script a maintainer runs by hand (`npm run compat`), with the
 * newest releases, and opens a pull request only from what the script reports as changed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const workflow = readFileSync(path.join(root, '.github/workflows/compat.yml'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};

test('runs weekly and by hand', () => {
  expect(workflow).toMatch(/schedule:\n\s+- cron: '\d+ \d+ \* \* [0-6]'/);
  expect(workflow).toMatch(/workflow_dispatch:/);
});

test('measures with npm run compat, the newest MRT, and writes what changed', () => {
  expect(pkg.scripts.compat).toBe('node scripts/compat.mjs');
  const runs = [...workflow.matchAll(/^\s*run: (npm run compat.*)$/gm)].map((match) => match[1]);
  expect(runs).toEqual(['npm run compat -- --latest-mrt --changes-out compat-changes.md']);
  const script = readFileSync(path.join(root, 'scripts/compat.mjs'), 'utf8');
  expect(script).toContain("args.includes('--latest-mrt')");
  expect(script).toContain("option('--changes-out')");
});

test('opens a pull request only when the script wrote a change, with the results and the change log alone', () => {
  expect(workflow).toMatch(/if \[ -s compat-changes\.md \]; then echo "changed=true"/);
  expect(workflow).toMatch(
    /if: steps\.changed\.outputs\.changed == 'true'\n\s+uses: peter-evans\/create-pull-request@v7/,
  );
  expect(workflow).toMatch(
    /add-paths: \|\n\s+src\/site\/compat\/results\.json\n\s+src\/site\/compat\/change-log\.json\n/,
  );
  expect(workflow).toMatch(/body-path: compat-changes\.md/);
});
