/**
 * Browser tests (tests/e2e): Playwright Test in Debian's Chromium against the production build in `build/`
 * (`npx docusaurus build` first; `npm test` does both). One file: `npx playwright test tests/e2e/shell.test.ts`;
 * one test: `--grep 'drawer'`; a failure's trace: `npx playwright show-trace test-results/<test>/trace.zip`.
 */
import {defineConfig} from '@playwright/test';
import {BASE_URL, LAUNCH_OPTIONS, PORT} from './tests/e2e/config';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  // a loaded two-core machine renders MUI tables slowly; a test that needs more sets its own
  timeout: 60_000,
  expect: {timeout: 15_000},
  // two cores, three browsers: a visit spends much of its time waiting on the network and on timers.
  // Tests spread across workers one by one; files with a costly beforeAll (a version cut, a dev server)
  // and the sweep's route groups keep their tests together with test.describe.configure({mode: 'default'})
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  forbidOnly: CI,
  // a test that needed its retry is reported as flaky: a defect to fix, not to hide
  retries: 1,
  reporter: [
    ['list'],
    ['html', {open: 'never', outputFolder: 'playwright-report'}],
    ['./tests/e2e/timing-reporter.ts'],
  ],
  use: {
    baseURL: BASE_URL,
    launchOptions: LAUNCH_OPTIONS,
    viewport: {width: 1600, height: 900},
    trace: 'on-first-retry',
  },
  projects: [
    // tests that build or start a copy of the site first (a version cut, the dev server): scheduled first,
    // so their minutes of set-up overlap the rest instead of ending the run alone
    {name: 'site copies', testMatch: /(versioning|search-dev)\.test\.ts$/},
    {name: 'site', testIgnore: /(versioning|search-dev)\.test\.ts$/},
  ],
  webServer: {
    command: `node node_modules/@docusaurus/core/bin/docusaurus.mjs serve --host 127.0.0.1 --port ${PORT} --no-open`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
  },
});
