/**
 * The route sweep: every page the site serves, visited once per view, with every per-route check run on
 * that one visit and reported as its own named result (`<route> › <check>`).
 *
 * - Desktop (1500×900, loaded dark, fresh cache): it answers 200, shows one heading, points its canonical
 *   link at itself, links to its source for editing, logs no errors, has no serious or critical axe
 *   violations; its first-load JavaScript is within budget (budgeted pages); its first demo starts within
 *   the first screen; each demo shows a data row painted dark, with as many skeleton rows served as rows
 *   arrive. Then the top bar's theme toggle is clicked, as a visitor does, and the light theme is checked
 *   for what a theme changes: colour contrast, errors, each demo's rows painted light.
 * - Phone (375×800, loaded light; pages with demos and the layout-shift sample): the first demo starts within
 *   the second screen; each demo fits the screen (a wide table scrolls inside it), light, then dark after
 *   the toggle.
 * - Layout shift: one page of each kind (tests/e2e/sweep/pages.ts) is read in all four views (both widths,
 *   each loaded in both themes): nothing moves from first paint until two seconds after hydration.
 * - Unknown paths get the 404 page inside the shell; the navigation model and the sitemap list the same pages.
 *
 * Routes run two at a time (one per worker); a route's checks share its visits. One route:
 * `npx playwright test every-route --grep '/docs/guides/sorting '`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {readSiteSettings} from '../../src/site/settings';
import {realErrors} from '../../scripts/lib/console-errors.cjs';
import {KB} from '../../scripts/lib/page-weight.cjs';
import {SITE_ORIGIN} from './config';
import {ROUTES} from './routes';
import {
  BLOG_GENERATED,
  budgets,
  demoPositionRoutes,
  demosByPage,
  layoutShiftSample,
  NOT_FOUND,
  REPO_ROOT,
  sitemapPaths,
} from './sweep/pages';
import {other, valueOf, visitRoute, type Shift, type Theme, type Violation, type Visit} from './sweep/visit';

const {docsRepoUrl, docsRepoBranch} = readSiteSettings(process.env);
const SITEMAP_PATHS = sitemapPaths();
const ALL_PATHS = [...new Set([...ROUTES, ...SITEMAP_PATHS])];
const DEMOS = demosByPage();
const EXAMPLE_POSITION = demoPositionRoutes('examples');
const GUIDE_POSITION = demoPositionRoutes('guides');
const POSITION = new Set([...EXAMPLE_POSITION, ...GUIDE_POSITION]);
const BUDGETS = budgets();
const SHIFT_SAMPLE = layoutShiftSample();

const DESKTOP = {width: 1500, height: 900, theme: 'dark' as Theme, demoLimit: 900};
const PHONE = {width: 375, height: 800, theme: 'light' as Theme, demoLimit: 1600};
const MAX_SHIFT = 0.02;
const BLOCKING = new Set(['serious', 'critical']);

/** Pages whose footer must carry "Suggest an Edit on GitHub". */
const needsEditLink = (route: string): boolean =>
  route.startsWith('/docs/') ||
  ['/', '/about', '/changelog', '/roadmap', '/site-directory', '/builder'].includes(route) ||
  (route.startsWith('/blog/') && !BLOG_GENERATED.test(route));

const describeViolations = (label: string, violations: Violation[]): string =>
  violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${label} ${violation.impact}: ${violation.id} (${violation.help}) on ${violation.nodes} node(s): ` +
        violation.targets.join(' | '),
    )
    .join('\n');

const shiftReport = (label: string, shifts: Shift[]): string => {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (total <= MAX_SHIFT) return '';
  return [
    `${label}: accumulated layout shift ${total.toFixed(4)} (at most ${MAX_SHIFT})`,
    ...shifts.map(
      (shift) =>
        `  at ${shift.at} ms, ${shift.value.toFixed(4)}:\n${shift.sources.map((source) => `    ${source}`).join('\n')}`,
    ),
  ].join('\n');
};

test.describe.configure({mode: 'parallel'});

test.describe('navigation model and sitemap', () => {
  test('the sitemap lists every page of the navigation model, src/pages and blog/', () => {
    expect(ROUTES.filter((route) => !SITEMAP_PATHS.includes(route))).toEqual([]);
  });
  test('every sitemap page is in the navigation model, src/pages or blog/ (or is a generated blog page)', () => {
    expect(SITEMAP_PATHS.filter((route) => !ROUTES.includes(route) && !BLOG_GENERATED.test(route))).toEqual([]);
  });
  test('the sweep finds 41 example pages with a demo, guides with demos, and budgets for 75+ pages', () => {
    expect(EXAMPLE_POSITION.length).toBe(41);
    expect(GUIDE_POSITION.length).toBeGreaterThan(0);
    expect([...DEMOS.keys()].filter((page) => page.startsWith('/docs/guides/')).length).toBeGreaterThan(0);
    expect(BUDGETS.size).toBeGreaterThan(75);
    expect([...BUDGETS.values()].filter((budget) => budget === 200).length).toBeGreaterThan(0);
  });
});

/** Every check of one demo view: `theme` is the theme the page should be in. */
function expectDemo(visit: Visit, slug: string, theme: Theme, toggledView: boolean): void {
  const report = toggledView ? visit.toggled : visit.loaded;
  const view = valueOf(report?.demos.get(slug), `demo ${slug} (${theme})`);
  expect({slug, theme: view.theme}).toEqual({slug, theme});
  expect(view.firstRow).not.toBe('');
  expect({slug, theme, rowIsLight: view.rowIsLight}).toEqual({slug, theme, rowIsLight: theme === 'light'});
  if (visit.width < 600) {
    // on a phone the demo stays inside the screen and the page never scrolls sideways
    expect(view.frame).not.toBeNull();
    expect({slug, left: view.frame!.left >= 0, right: view.frame!.right <= visit.width}).toEqual({
      slug,
      left: true,
      right: true,
    });
    expect({slug, fitsScreen: view.scrollWidth <= visit.width}).toEqual({slug, fitsScreen: true});
  }
}

for (const route of ALL_PATHS) {
  const demos = DEMOS.get(route) ?? [];
  const budgetKB = BUDGETS.get(route);
  const shiftKind = SHIFT_SAMPLE.get(route);
  const phoneVisit = demos.length > 0 || POSITION.has(route) || shiftKind !== undefined;

  test.describe(`${route} `, () => {
    // a route's checks run in order on one worker and share its visits
    test.describe.configure({mode: 'default'});
    let desktop: Visit;
    let phone: Visit | undefined;
    /** The layout-shift sample's other two views: desktop light, phone dark (load only). */
    let extra: Visit[] = [];

    test.beforeAll(async ({browser}) => {
      test.setTimeout(240_000);
      desktop = await visitRoute(browser, route, {
        ...DESKTOP,
        demos,
        weight: budgetKB !== undefined,
        axe: true,
        demoTop: POSITION.has(route),
        shifts: shiftKind !== undefined,
      });
      if (phoneVisit) {
        phone = await visitRoute(browser, route, {
          ...PHONE,
          demos,
          demoTop: POSITION.has(route),
          shifts: shiftKind !== undefined,
        });
      }
      if (shiftKind) {
        extra = [
          await visitRoute(browser, route, {...DESKTOP, theme: 'light', demos: [], toggle: false, shifts: true}),
          await visitRoute(browser, route, {...PHONE, theme: 'dark', demos: [], toggle: false, shifts: true}),
        ];
      }
    });

    test('answers 200 with one visible heading and its canonical link', () => {
      expect({route, status: desktop.status}).toEqual({route, status: 200});
      const headings = valueOf(desktop.headings, 'headings');
      expect({route, visibleH1Count: headings.length}).toEqual({route, visibleH1Count: 1});
      expect({route, h1: headings[0]}).not.toEqual({route, h1: ''});
      const shell = valueOf(desktop.loaded.shell, 'head and shell');
      expect({route, theme: shell.theme}).toEqual({route, theme: 'dark'});
      expect({route, canonical: shell.canonical}).toEqual({route, canonical: `${SITE_ORIGIN}${route}`});
    });

    test('logs no errors: loaded dark, then after the theme toggle to light', () => {
      expect({route, theme: 'dark', errors: realErrors(desktop.loaded.errors)}).toEqual({
        route,
        theme: 'dark',
        errors: [],
      });
      expect({route, theme: 'light', errors: realErrors(desktop.toggled?.errors ?? [])}).toEqual({
        route,
        theme: 'light',
        errors: [],
      });
      const lightShell = valueOf(desktop.toggled?.shell, 'head and shell after the toggle');
      expect({route, theme: lightShell.theme}).toEqual({route, theme: 'light'});
    });

    test('has no serious or critical axe violations (dark: every rule)', () => {
      expect(describeViolations(`${route} [dark]`, valueOf(desktop.loaded.axe, 'axe (dark)'))).toBe('');
    });

    test('has no serious or critical axe violations after the toggle (light: colour rules)', () => {
      expect(describeViolations(`${route} [light]`, valueOf(desktop.toggled?.axe, 'axe (light)'))).toBe('');
    });

    test('its footer edit link points at the page source in the repository', () => {
      const prefix = `${docsRepoUrl}/edit/${docsRepoBranch}/`;
      const {editHref} = valueOf(desktop.loaded.shell, 'head and shell');
      if (needsEditLink(route)) expect({route, editHref}).toEqual({route, editHref: expect.any(String)});
      if (editHref === null) return;
      expect(editHref.slice(0, prefix.length)).toBe(prefix);
      const file = decodeURIComponent(editHref.slice(prefix.length));
      expect(file).not.toBe('');
      expect({file, escapesRepo: path.isAbsolute(file) || file.split('/').includes('..')}).toEqual({
        file,
        escapesRepo: false,
      });
      expect({route, file, exists: fs.existsSync(path.join(REPO_ROOT, file))}).toEqual({route, file, exists: true});
    });

    if (shiftKind) {
      test(`does not move from first paint until two seconds after hydration (${shiftKind}: ${DESKTOP.width} and ${PHONE.width} px, dark and light)`, () => {
        const failures = [desktop, phone!, ...extra]
          .map((visit) =>
            shiftReport(
              `${route} at ${visit.width} px, ${visit.theme}`,
              valueOf(visit.shifts ?? undefined, 'layout shift'),
            ),
          )
          .filter(Boolean);
        expect(failures.join('\n\n')).toBe('');
      });
    }

    if (budgetKB !== undefined) {
      test(`first-load JavaScript within ${budgetKB} KB gzip`, () => {
        const weight = valueOf(desktop.weight ?? undefined, 'page weight');
        expect(weight.failed).toBe(0);
        const jsKB = Math.round((weight.byType.JS.gzip / KB) * 10) / 10;
        expect(jsKB).toBeGreaterThan(100); // a page without its main script was not measured
        expect(jsKB).toBeLessThan(budgetKB);
      });
    }

    if (POSITION.has(route)) {
      test(`its first demo starts within the first screen at ${DESKTOP.width} px (top above ${DESKTOP.demoLimit} px)`, () => {
        const top = valueOf(desktop.demoTop ?? undefined, 'first demo position');
        expect({route, top, above: top < DESKTOP.demoLimit}).toEqual({route, top, above: true});
      });
      test(`its first demo starts within the second screen at ${PHONE.width} px (top above ${PHONE.demoLimit} px)`, () => {
        const top = valueOf(phone?.demoTop ?? undefined, 'first demo position (phone)');
        expect({route, top, above: top < PHONE.demoLimit}).toEqual({route, top, above: true});
      });
    }

    for (const slug of demos) {
      test(`demo ${slug}: renders cleanly at ${DESKTOP.width} px, dark, then light after the toggle`, () => {
        expectDemo(desktop, slug, DESKTOP.theme, false);
        expectDemo(desktop, slug, other(DESKTOP.theme), true);
      });
      test(`demo ${slug}: renders cleanly and fits the screen at ${PHONE.width} px, light, then dark after the toggle`, () => {
        expectDemo(phone!, slug, PHONE.theme, false);
        expectDemo(phone!, slug, other(PHONE.theme), true);
      });
      test(`demo ${slug}: serves as many skeleton rows as rows arrive`, () => {
        const rows = valueOf(desktop.rows.get(slug), `rows of ${slug}`);
        if (!rows.skeletons) return; // served with its rows (or no table body): nothing to replace
        expect({slug, skeletonRows: rows.served}).toEqual({slug, skeletonRows: rows.drawn});
      });
    }
  });
}

test.describe(`${NOT_FOUND} `, () => {
  test.describe.configure({mode: 'default'});
  let visit: Visit;
  test.beforeAll(async ({browser}) => {
    test.setTimeout(120_000);
    visit = await visitRoute(browser, NOT_FOUND, {...DESKTOP, demos: [], axe: true});
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`answers 404 with the 404 page inside the shell (${theme} theme)`, () => {
      const report = theme === 'dark' ? visit.loaded : visit.toggled!;
      expect(visit.status).toBe(404);
      const shell = valueOf(report.shell, 'head and shell');
      expect(shell.theme).toBe(theme);
      expect(valueOf(visit.headings, 'headings')).toEqual(['Page Not Found']);
      expect(shell.hasTopBar).toBe(true);
      expect(shell.hasPermanentNav).toBe(true);
      // the document itself is a 404 response, which Chromium logs; nothing else may fail
      expect(realErrors(report.errors).filter((error) => !/status of 404/.test(error))).toEqual([]);
      expect(describeViolations(`${NOT_FOUND} [${theme}]`, valueOf(report.axe, `axe (${theme})`))).toBe('');
    });
  }
});
