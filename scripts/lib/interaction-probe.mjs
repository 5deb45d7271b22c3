/**
 * What the interaction benchmark records inside the page (`page.addInitScript(PROBE)`, before any of its scripts):
 * - window.__events: Event Timing entries of 16 ms or more (input → next paint), with their interactionId;
 * - window.__tasks: long tasks (over 50 ms);
 * - window.__summary(t0, t1, expected): the interactions that started between t0 and t1, each one's longest entry
 *   (as INP counts it), their p75 and max, and the longest task from t0 to 1 s after t1. Event Timing leaves out
 *   an interaction under 16 ms: up to `expected` interactions, a missing one counts as 16 ms;
 * - window.__quiet(ms): true when no long task has ended in the last `ms`;
 * - window.__watchOpen(selector): from the next pointerdown or `k` keydown, when `selector` is first painted;
 * - window.__watch(href, title): the drawer probe bench-navigation also uses: after a
 *   tap on the link to `href`, when the drawer starts to close, when it is gone, and when the h1 reads `title`.
 * Then the Node side's helpers that read it (timed, settle, until) and bench-navigation's drawer tap.
 */
export const PROBE = () => {
  window.__events = [];
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__events.push({
        name: entry.name,
        id: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push({start: entry.startTime, duration: entry.duration});
  }).observe({type: 'longtask', buffered: true});

  window.__summary = (t0, t1, expected) => {
    const byId = new Map();
    for (const {id, start, duration} of window.__events) {
      if (id > 0 && start >= t0 && start <= t1) byId.set(id, Math.max(byId.get(id) ?? 0, duration));
    }
    const durations = [...byId.values()];
    while (durations.length < expected) durations.push(16);
    durations.sort((a, b) => a - b);
    const tasks = window.__tasks.filter((task) => task.start + task.duration >= t0 && task.start <= t1 + 1000);
    return {
      count: byId.size,
      p75: durations.length ? durations[Math.ceil(durations.length * 0.75) - 1] : null,
      max: durations.length ? durations[durations.length - 1] : null,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  };
  window.__quiet = (ms) => {
    const ends = window.__tasks.map((task) => task.start + task.duration);
    return performance.now() - Math.max(0, ...ends) >= ms;
  };

  window.__watchOpen = (selector) => {
    const result = {input: null, painted: null};
    window.__open = result;
    const start = (event) => {
      if (result.input !== null || (event.type === 'keydown' && event.key.toLowerCase() !== 'k')) return;
      result.input = event.timeStamp;
      const frame = () => {
        // found in a frame: that frame paints it, and a task queued now runs once the frame is done
        if (document.querySelector(selector)) setTimeout(() => (result.painted = performance.now()));
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    document.addEventListener('keydown', start, {capture: true});
    document.addEventListener('pointerdown', start, {capture: true});
  };

  window.__watch = (href, expectedTitle) => {
    const result = {tap: null, closing: null, gone: null, title: null};
    window.__result = result;
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (result.tap !== null || !event.target.closest?.(`a[href="${href}"]`)) return;
        result.tap = event.timeStamp;
        const paper = document.querySelector('.MuiDrawer-paper');
        const startLeft = paper ? paper.getBoundingClientRect().left : 0;
        const frame = () => {
          const now = performance.now();
          const current = document.querySelector('.MuiDrawer-modal .MuiDrawer-paper');
          const left = current ? current.getBoundingClientRect().left : -Infinity;
          if (result.closing === null && left < startLeft - 1) result.closing = now;
          if (result.gone === null && (current === null || left + current.offsetWidth <= 0)) {
            result.gone = now;
            if (result.closing === null) result.closing = now;
          }
          const h1 = document.querySelector('main h1, article h1, h1');
          if (result.title === null && h1 && h1.textContent.trim() === expectedTitle) result.title = now;
          if (result.gone === null || result.title === null) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      {capture: true},
    );
  };
};

export const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms).unref()),
  ]);
export const now = (page) => page.evaluate(() => performance.now());
/** Until no long task for `ms` (at most 20 s: a page that never calms down is measured as it is). */
export const settle = (page, ms = 800) =>
  page.waitForFunction((quiet) => window.__quiet(quiet), ms, {polling: 100, timeout: 20000}).catch(() => undefined);
/** Until `test(arg)` holds in the page; past the page's default timeout, fails with `what`. */
export const until = (page, test, arg, what) =>
  page.waitForFunction(test, arg, {polling: 50}).catch((error) => {
    throw error.name === 'TimeoutError' ? new Error(what) : error;
  });

/**
 * Runs `action` (the visitor's input), waits for `verify` (its effect), then for the second after the input and
 * a calm page, and returns window.__summary of the interactions `action` started (`expected` of them).
 */
export async function timed(page, expected, action, verify) {
  const t0 = await now(page);
  await action();
  const t1 = await now(page);
  await verify?.();
  await page.waitForFunction((end) => performance.now() > end, t1 + 1100, {polling: 100});
  await settle(page);
  return page.evaluate(([a, b, n]) => window.__summary(a, b, n), [t0, t1, expected]);
}

/**
 * bench-navigation's measure on a phone page (its steps; where it waits a fixed time, this waits for a calm
 * page): opens the drawer, types `query` in its Find Page box, taps the link to `to`, and returns the tap's Event
 * Timing (window.__summary) with bench-navigation's figures from the tap: drawer closing ('never' when it is still
 * on screen 6 s after the tap, or back open), the new title painted, and the longest task up to 2 s after it.
 */
export async function drawerTap(page, origin, to, query) {
  const html = await (await fetch(origin + to)).text();
  const title = (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
  await page.getByRole('button', {name: 'Open navigation'}).tap();
  const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
  await drawer.waitFor({state: 'visible'});
  await settle(page);
  await drawer.getByRole('textbox').first().pressSequentially(query, {delay: 30});
  const link = drawer.locator(`a[href="${to}"]`).first();
  await link.waitFor({state: 'visible'});
  await settle(page);
  await page.evaluate(([href, expected]) => window.__watch(href, expected), [to, title]);
  const tap = await timed(
    page,
    1,
    () => link.tap(),
    () => until(page, () => window.__result.title !== null, undefined, `title "${title}" never painted`),
  );
  await page
    .waitForFunction(() => window.__result.gone !== null, undefined, {timeout: 6000, polling: 100})
    .catch(() => undefined);
  await page.waitForTimeout(2000);
  const reopened = await drawer.isVisible();
  const navigation = await page.evaluate((back) => {
    const {tap, closing, title} = window.__result;
    const tasks = window.__tasks.filter((task) => task.start + task.duration >= tap && task.start <= title + 2000);
    return {
      closing: closing === null || back ? 'never' : closing - tap,
      title: title - tap,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  }, reopened);
  return {...tap, ...navigation};
}

/** The nine pairs of bench-navigation (and bench-interactions' --pairs all): [from, to, what to type in Find Page]. */
export const NAV_PAIRS = [
  ['/about', '/docs/guides/sorting', 'Sorting'],
  ['/', '/docs/getting-started/install', 'Install'],
  ['/docs/getting-started/install', '/docs/guides/row-selection', 'Row Selection'],
  ['/docs/guides/sorting', '/docs/examples/editing-crud', 'Editing CRUD'],
  ['/docs/examples/basic', '/docs/api/table-options', 'Table Options'],
  ['/docs/guides/row-selection', '/docs/guides/column-filtering', 'Column Filtering'],
  ['/changelog', '/docs/examples/basic', 'Basic'],
  ['/roadmap', '/docs/guides/pagination', 'Pagination'],
  ['/blog', '/docs/guides/global-filtering', 'Global Filtering'],
];
