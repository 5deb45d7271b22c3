/**
 * Nothing moves while a page loads: from the first paint until two seconds
 * after hydration, the page's accumulated layout shift (the sum of every
 * `layout-shift` entry without recent input, as a PerformanceObserver reports
 * it) is at most 0.02, on a phone (412 px) and a laptop (1350 px), in both
 * themes. A failure lists each shift with the elements that moved, from where
 * to where.
 *
 * Opening every route four times would take minutes, so the file checks one
 * page of each kind, each taken from the route list (tests/e2e/routes.ts), so
 * renamed pages are followed. The kinds differ in what can move: the home page
 * (hero and a live table, no breadcrumbs), a getting-started page (prose and
 * code blocks), a guide with a live demo and its source, an example page (a
 * table with the sandbox button), a section index, each kind of API page (the
 * index of counts, the long options table, an instance-API table, the grouped
 * component tables, the hooks table), a blog post with a live table, and the
 * about page (a standalone MDX page).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createPool, openPage, sharedBrowserForFile, unwrap} from './browser';
import {ROUTES} from './routes';

const REPO_ROOT = path.resolve(__dirname, '../..');
const MAX_SHIFT = 0.02;
/** How long after hydration shifts still count: late effects, lazy parts, fonts. */
const SETTLE_MS = 2000;
const VIEWPORTS = [
  {width: 412, height: 915},
  {width: 1350, height: 900},
] as const;
const THEMES = ['dark', 'light'] as const;

const readSource = (file: string): string => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The first route (in navigation order) that `matches`; a kind without a page fails loudly. */
function firstRoute(kind: string, matches: (route: string) => boolean): string {
  const route = ROUTES.find(matches);
  if (!route) throw new Error(`No route of the kind "${kind}" in tests/e2e/routes.ts`);
  return route;
}

const under = (section: string) => (route: string) => route.startsWith(`${section}/`);
const guideWithDemo = (route: string): boolean => {
  const file = `docs/guides/${route.slice('/docs/guides/'.length)}.mdx`;
  return (
    under('/docs/guides')(route) &&
    fs.existsSync(path.join(REPO_ROOT, file)) &&
    readSource(file).includes('<ExampleDemo')
  );
};
const postWithTable = (route: string): boolean =>
  under('/blog')(route) &&
  fs
    .readdirSync(path.join(REPO_ROOT, 'blog'))
    .some(
      (file) =>
        file.endsWith(`-${route.slice('/blog/'.length)}.mdx`) && readSource(`blog/${file}`).includes('MrtFrame'),
    );

const KINDS: Array<[string, (route: string) => boolean]> = [
  ['home', (route) => route === '/'],
  ['getting-started page', under('/docs/getting-started')],
  ['guide with a demo', guideWithDemo],
  ['example', under('/docs/examples')],
  ['section index', (route) => route === '/docs/examples'],
  ['API index', (route) => route === '/docs/api'],
  ['API options table', (route) => /^\/docs\/api\/[\w-]+-options$/.test(route)],
  ['API instance table', (route) => /^\/docs\/api\/[\w-]+-instance-apis$/.test(route)],
  ['API components', (route) => route === '/docs/api/mrt-components'],
  ['API hooks', (route) => route === '/docs/api/mrt-hooks'],
  ['blog post with a table', postWithTable],
  ['about', (route) => route === '/about'],
];
const CHECKED = KINDS.map(([kind, matches]) => [kind, firstRoute(kind, matches)] as const);

/**
 * Installed before any page script: records every layout shift (value, and
 * each moved element with its box before and after) and the moment
 * `<html data-has-hydrated>` turns true.
 */
const RECORDER = `
window.__layoutShifts = [];
window.__hydratedAt = null;
(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '(removed)';
    let text = node.tagName.toLowerCase();
    if (node.id) text += '#' + node.id;
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\\s+/).filter((c) => c && !/^css-/.test(c)).slice(0, 3) : [];
    if (classes.length) text += '.' + classes.join('.');
    const label = (node.getAttribute('aria-label') || node.innerText || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return label ? text + ' "' + label + '"' : text;
  };
  const rect = (r) => r ? 'x ' + Math.round(r.x) + ', y ' + Math.round(r.y) + ', ' + Math.round(r.width) + 'x' + Math.round(r.height) : '-';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources || []).map((s) => describe(s.node) + ': ' + rect(s.previousRect) + ' -> ' + rect(s.currentRect)),
      });
    }
  }).observe({type: 'layout-shift', buffered: true});
  const mark = () => {
    if (window.__hydratedAt === null && document.documentElement.getAttribute('data-has-hydrated') === 'true') {
      window.__hydratedAt = performance.now();
    }
  };
  // the document, not <html>: this runs before the parser has created the page's <html>
  new MutationObserver(mark).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
})();
`;

interface Shift {
  at: number;
  value: number;
  sources: string[];
}
interface Measured {
  total: number;
  shifts: Shift[];
}

const getBrowser = sharedBrowserForFile();
const run = createPool(3);

/** Opens `route` fresh and sums its layout shifts until SETTLE_MS after hydration. */
async function measure(route: string, width: number, height: number, theme: 'dark' | 'light'): Promise<Measured> {
  const {context, page} = await openPage(getBrowser(), route, {width, height, theme, initScript: RECORDER});
  try {
    await page.waitForFunction(
      (settle) => {
        const w = window as unknown as {__hydratedAt: number | null};
        return w.__hydratedAt !== null && performance.now() >= w.__hydratedAt + settle;
      },
      SETTLE_MS,
      {timeout: 30000, polling: 100},
    );
    const shifts = await page.evaluate(() => (window as unknown as {__layoutShifts: Shift[]}).__layoutShifts);
    return {total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts};
  } finally {
    await context.close();
  }
}

const report = (label: string, {total, shifts}: Measured): string =>
  [
    `${label}: accumulated layout shift ${total.toFixed(4)} (at most ${MAX_SHIFT})`,
    ...shifts.map(
      (shift) =>
        `  at ${shift.at} ms, ${shift.value.toFixed(4)}:\n${shift.sources.map((source) => `    ${source}`).join('\n')}`,
    ),
  ].join('\n');

describe.each(CHECKED)('%s (%s)', (_kind, route) => {
  test('does not move from first paint until two seconds after hydration, at 412 and 1350 px, dark and light', async () => {
    const jobs = VIEWPORTS.flatMap(({width, height}) =>
      THEMES.map(
        (theme) => [`${route} at ${width} px, ${theme}`, run(() => measure(route, width, height, theme))] as const,
      ),
    );
    const failures: string[] = [];
    for (const [label, job] of jobs) {
      const measured = unwrap(await job);
      if (measured.total > MAX_SHIFT) failures.push(report(label, measured));
    }
    expect(failures.join('\n\n')).toBe('');
  });
});
