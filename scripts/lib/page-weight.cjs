/**
 * First-load weight of a page, as a visitor's browser downloads it: every request from navigation until the
 * network has been quiet for QUIET_MS after hydration, with an empty cache, each body gzipped at level 9.
 * Counted apart, as not this page's first-load cost: Docusaurus' prefetches of linked routes, and whatever the
 * page requests once the browser is first idle after hydration (MrtFrame fetches the parts a first click opens
 * then): an init script reports the first idle callback that runs after hydration.
 * Used by `npm run bench` (prints the figures) and tests/e2e/every-route.test.ts (fails over budget).
 */
const {existsSync, readdirSync} = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const KB = 1024;
const QUIET_MS = 1500;
const TYPES = ['HTML', 'CSS', 'JS', 'other'];
const PREFETCH = 'prefetch';
const IDLE = 'idle';
const IDLE_MARK = 'page-weight:first-idle';
/** Runs in the page: logs IDLE_MARK when the first idle callback after hydration starts. */
const IDLE_PROBE = `(() => {
  const original = window.requestIdleCallback;
  if (typeof original !== 'function') return;
  let marked = false;
  window.requestIdleCallback = function (callback, options) {
    return original.call(window, function (deadline) {
      if (!marked && document.documentElement.dataset.hasHydrated === 'true') {
        marked = true;
        console.debug('${IDLE_MARK} ' + Date.now());
      }
      return callback(deadline);
    }, options);
  };
})();`;
/** First-load JavaScript budgets, KB gzip: a page that shows a table, and one that does not. */
const BUDGET_KB = {table: 300, plain: 200};

/**
 * The pages with a budget: home, install, the API reference's options page, the Table Builder, every guide
 * and every example.
 * A guide has the table budget when it has live demos (a folder under src/examples/guides/<slug>).
 */
function budgetedPages(root) {
  const examples = readdirSync(path.join(root, 'src/examples'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'src/examples', entry.name, 'Example.tsx')))
    .map((entry) => entry.name)
    .sort();
  const guides = readdirSync(path.join(root, 'docs/guides'))
    .filter((file) => /\.mdx?$/.test(file) && !/^index\./.test(file))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();
  const guideDemos = path.join(root, 'src/examples/guides');
  return [
    {path: '/', budgetKB: BUDGET_KB.table}, // the home page shows a live table
    {path: '/docs/getting-started/install', budgetKB: BUDGET_KB.plain},
    {path: '/docs/api/table-options', budgetKB: BUDGET_KB.table},
    {path: '/builder', budgetKB: BUDGET_KB.table}, // the Table Builder's live table
    ...guides.map((slug) => ({
      path: `/docs/guides/${slug}`,
      budgetKB: existsSync(path.join(guideDemos, slug)) ? BUDGET_KB.table : BUDGET_KB.plain,
    })),
    ...examples.map((slug) => ({path: `/docs/examples/${slug}`, budgetKB: BUDGET_KB.table})),
  ];
}

function classify(request, headers, contentType) {
  if (headers['sec-purpose']?.startsWith('prefetch') || headers.purpose === 'prefetch') return PREFETCH;
  const type = request.resourceType();
  if (type === 'document') return 'HTML';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'CSS';
  if (type === 'script' || /javascript|ecmascript/.test(contentType)) return 'JS';
  return 'other';
}

/**
 * Starts recording what `page` downloads. Call before the first navigation, on a fresh context (empty cache):
 * `await attachWeightProbe(context, page)` adds the idle probe and listeners; after the page has hydrated,
 * `await probe.measure(pagePath)` waits until the network is quiet and returns the figures.
 */
async function attachWeightProbe(context, page) {
  await context.addInitScript(IDLE_PROBE);
  const pending = [];
  // when the first idle callback ran (page clock, ms since 1970). The console message can reach us after the
  // requests that callback made (a loaded machine): those are told apart by their start time, not by arrival
  let idleAt = Infinity;
  page.on('console', (message) => {
    const [mark, at] = message.text().split(' ');
    if (mark === IDLE_MARK) idleAt = Math.min(idleAt, Number(at));
  });
  let inflight = 0;
  let lastActivity = Date.now();
  let failed = 0;
  const settle = () => {
    inflight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inflight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfailed', () => {
    failed += 1;
    settle();
  });
  page.on('requestfinished', (request) => {
    settle();
    pending.push(
      (async () => {
        const response = await request.response();
        const contentType = response?.headers()['content-type'] ?? '';
        const body = await response?.body().catch(() => null); // redirects have no body
        const raw = body?.length ?? 0;
        const gzip = body ? zlib.gzipSync(body, {level: 9}).length : 0;
        const type = classify(request, await request.allHeaders(), contentType);
        const text = type === 'HTML' && body ? body.toString('utf8') : undefined;
        return {
          url: request.url(),
          type,
          status: response?.status(),
          raw,
          gzip,
          text,
          startTime: request.timing().startTime,
        };
      })(),
    );
  });

  /** Waits for network quiet (nothing in flight, no activity for QUIET_MS, capped at 15 s) and sums what came. */
  async function measure(pagePath, hydratedMs = null) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (inflight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await page.waitForTimeout(100);
    }
    const requests = await Promise.all(pending);
    for (const r of requests) {
      if (r.startTime >= idleAt) r.type = IDLE;
      delete r.startTime;
    }

    // JS not referenced by the served HTML was requested at runtime (lazy route chunks etc.).
    const htmlText = requests.find((r) => r.type === 'HTML')?.text ?? '';
    for (const r of requests) {
      r.lazy = r.type === 'JS' && !htmlText.includes(new URL(r.url).pathname);
      delete r.text;
    }
    const byType = Object.fromEntries([...TYPES, PREFETCH, IDLE].map((t) => [t, {count: 0, raw: 0, gzip: 0}]));
    for (const r of requests) {
      byType[r.type].count += 1;
      byType[r.type].raw += r.raw;
      byType[r.type].gzip += r.gzip;
    }
    const total = {count: 0, raw: 0, gzip: 0};
    for (const t of TYPES) {
      total.count += byType[t].count;
      total.raw += byType[t].raw;
      total.gzip += byType[t].gzip;
    }
    return {path: pagePath, hydratedMs, failed, byType, total, requests};
  }
  return {measure};
}

/**
 * Loads `origin + pagePath` in a fresh context of `browser` and returns what it downloaded:
 * `{path, hydratedMs, failed, byType: {HTML, CSS, JS, other, prefetch: {count, raw, gzip}}, total, requests}`.
 */
async function measurePage(browser, origin, pagePath) {
  const context = await browser.newContext(); // fresh context: empty cache
  const page = await context.newPage();
  const probe = await attachWeightProbe(context, page);
  try {
    const started = Date.now();
    await page.goto(origin + pagePath, {waitUntil: 'load', timeout: 30_000});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30_000});
    return await probe.measure(pagePath, Date.now() - started);
  } finally {
    await context.close();
  }
}

module.exports = {KB, TYPES, PREFETCH, IDLE, BUDGET_KB, budgetedPages, measurePage, attachWeightProbe};
