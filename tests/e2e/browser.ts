import {expect, type Browser, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {BASE_URL} from './config';

export interface OpenOptions {
  width?: number;
  height?: number;
  theme?: 'light' | 'dark';
  /** Extra script run before any page script (e.g. to break localStorage). */
  initScript?: string;
  /** Wait for React hydration (default true). */
  hydrate?: boolean;
  /** Origin to open `path` on (default: the production build's BASE_URL). */
  base?: string;
  /** Milliseconds a page action / a navigation may take (default 15000 / 30000). */
  timeouts?: {action: number; navigation: number};
  /**
   * Browse as a visitor whose browser asks to save data (default true): search then loads only on intent,
   * not once the page is idle, so a test sees (and pays for) the index only when it searches.
   */
  saveData?: boolean;
}

/** An init script: `navigator.connection.saveData` is true, as with Chromium's data saver or Save-Data. */
export const SAVE_DATA_SCRIPT = `Object.defineProperty(navigator, 'connection', {
  value: {saveData: true, effectiveType: '4g'}, configurable: true,
});`;

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  status: number | undefined;
}

/** A fresh context and page at `path`, hydrated, with console errors collected. */
export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const {width = 1600, height = 900, theme, initScript, hydrate = true, base = BASE_URL, saveData = true} = options;
  const {action, navigation} = options.timeouts ?? {action: 15000, navigation: 30000};
  const context = await browser.newContext({viewport: {width, height}});
  context.setDefaultTimeout(action);
  context.setDefaultNavigationTimeout(navigation);
  if (theme) {
    await context.addInitScript(`try { localStorage.setItem('isLightTheme', '${theme === 'light'}'); } catch (e) {}`);
  }
  if (saveData) await context.addInitScript(SAVE_DATA_SCRIPT);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const response = await page.goto(`${base}${path}`);
  if (hydrate) await waitForHydration(page);
  return {context, page, errors, status: response?.status()};
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30000});
}

/** Bounding box of the first element matching `selector`, or null when not rendered. */
export async function box(page: Page, selector: string) {
  const handle = await page.$(selector);
  return handle ? handle.boundingBox() : null;
}

/**
 * What covers the visible centre of `element` once it has stopped moving, or
 * null when the element itself (or something inside it) is on top there. The
 * visible centre is the centre of the element's box clipped by the viewport
 * and by every scrolling or clipping ancestor. Runs in the page.
 */
async function coveringElement(element: Element): Promise<string | null> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const same = (a: DOMRect, b: DOMRect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
  // settled: the same box on two frames in a row (slides, grows and scrolls have ended)
  const deadline = Date.now() + 5000;
  let rect = element.getBoundingClientRect();
  for (;;) {
    await frame();
    await frame();
    const next = element.getBoundingClientRect();
    if (same(rect, next) || Date.now() > deadline) break;
    rect = next;
  }
  let left = Math.max(rect.left, 0);
  let top = Math.max(rect.top, 0);
  let right = Math.min(rect.right, window.innerWidth);
  let bottom = Math.min(rect.bottom, window.innerHeight);
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    left = Math.max(left, clip.left);
    top = Math.max(top, clip.top);
    right = Math.min(right, clip.right);
    bottom = Math.min(bottom, clip.bottom);
  }
  if (right <= left || bottom <= top) return 'nothing: the element has no visible area';
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  if (hit && (hit === element || element.contains(hit))) return null;
  if (!hit) return 'nothing: no element at its centre';
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('')}`;
  const layer = hit.closest('header, nav, [role="dialog"], [role="presentation"], .MuiBackdrop-root');
  return layer && layer !== hit ? `${describe(hit)} in ${describe(layer)}` : describe(hit);
}

/**
 * Asserts that a visitor can hit the element: scrolled into view and settled,
 * the topmost element at its visible centre (document.elementFromPoint) is the
 * element or one of its descendants, not a fixed bar, backdrop or other layer
 * stacked over it.
 */
export async function expectReachable(locator: Locator, name?: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const label = name ?? locator.toString();
  const coveredBy = await locator.evaluate(coveringElement);
  expect({element: label, coveredBy}).toEqual({element: label, coveredBy: null});
}

/**
 * Types into a text field the way a visitor does: clicks the field itself (so
 * a covered or disabled field fails), selects what it holds, and types over it
 * key by key. An empty `text` clears the field with Delete.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  if (text === '') await field.press('Delete');
  else await field.pressSequentially(text);
}

/**
 * Enters a query in MRT's search box (or a table's own copy of it) the way a visitor pastes it. Typed key by key
 * on a loaded machine, a key can land between the box's 250 ms timer and React's render of the search it set,
 * and MRT 3.2.1 replaces it with the older text (Known Issues: "Letters typed while the search renders are
 * lost"). Tests whose subject is not that defect paste. An empty `text` clears the box with Delete.
 */
export async function searchFor(field: Locator, text: string): Promise<void> {
  if (text === '') await typeInto(field, '');
  else await pasteInto(field, text);
}

/** Pastes `text` into a field the way a visitor pastes: clicks it, selects what it holds, inserts the text at once. */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.page().keyboard.insertText(text);
}

/**
 * Waits until the page's h1 reads `title`. After a client-side navigation the
 * URL changes before React renders the new page, so reading the h1 straight
 * after `waitForURL` can still see the old one on a loaded machine.
 */
export async function waitForHeading(page: Page, title: string, timeout = 30000): Promise<void> {
  try {
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, title, {timeout});
  } catch {
    expect(await page.textContent('h1')).toBe(title);
  }
}
