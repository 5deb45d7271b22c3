/**
 * Hover styles on touch screens. Rules that style an element under a hovered one (MRT's row highlight
 * `tr:hover td::after`, Infima's `.table-of-contents__link:hover code`) are built under
 * `@media (hover: hover)` (src/lib/hoverOnly): a phone's tap, which moves the hover state, then restyles
 * only what it touches. Checked on the built CSS and the server-rendered Emotion styles (so the plugins
 * cannot stop applying unnoticed), and as a visitor: a mouse still lights a row, a tap does not.
 */
import {expect, test, type Browser} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import postcss, {type Container} from 'postcss';
import * as cheerio from 'cheerio';
import {stylesUnderHover, splitSelectorList} from '../../src/lib/hoverOnly/selectors';
import {BASE_URL} from './config';

const BUILD = path.resolve(__dirname, '../../build');
const TABLE_PAGE = '/docs/guides/sorting';

/** Selectors styling an element under a hovered one, split into those under `@media (hover: hover)` and not. */
function hoverRules(css: string) {
  const inside: string[] = [];
  const outside: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    for (const selector of splitSelectorList(rule.selector).filter(stylesUnderHover)) {
      let media = false;
      for (let node = rule.parent as Container | undefined; node; node = node.parent as Container | undefined) {
        if (node.type === 'atrule' && /^\(\s*hover\s*:\s*hover\s*\)$/.test((node as {params?: string}).params ?? '')) {
          media = true;
        }
      }
      (media ? inside : outside).push(selector);
    }
  });
  return {inside, outside};
}

test('the site’s stylesheet has every hover-descendant rule under @media (hover: hover)', () => {
  const dir = path.join(BUILD, 'assets/css');
  const css = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  const {inside, outside} = hoverRules(css);
  expect(outside).toEqual([]);
  // Infima's and the site's own such rules are there, so the check above is not vacuous
  expect(inside).toEqual(expect.arrayContaining(['.table-of-contents__link:hover code']));
  expect(inside.some((selector) => selector.includes('.mrt-heading:hover'))).toBe(true);
});

test('a table page’s server-rendered MRT styles have theirs under @media (hover: hover) too', () => {
  const html = fs.readFileSync(path.join(BUILD, `${TABLE_PAGE.slice(1)}.html`), 'utf8');
  const $ = cheerio.load(html);
  const css = $('style[data-emotion]')
    .map((_, element) => $(element).text())
    .get()
    .join('\n');
  const {inside, outside} = hoverRules(css);
  expect(outside).toEqual([]);
  expect(inside.some((selector) => /:hover td::?after$/.test(selector))).toBe(true);
});

/** The first body row's third cell in the page's first demo, and its row highlight (`td::after`). */
async function firstDemoCell(browser: Browser, device: 'mouse' | 'touch') {
  const context = await browser.newContext(
    device === 'touch'
      ? {viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true}
      : {viewport: {width: 1500, height: 900}},
  );
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${TABLE_PAGE}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  const demo = page.locator('.mrt-example .mrt-frame[data-hydrated="true"]').first();
  await demo.scrollIntoViewIfNeeded();
  const cell = demo.locator('tbody tr').first().locator('td').nth(2);
  await cell.waitFor();
  const highlight = () => cell.evaluate((td) => getComputedStyle(td, '::after').backgroundColor);
  return {context, cell, highlight};
}

test('with a mouse, pointing at a row lights it up as MRT draws it', async ({browser}) => {
  const {context, cell, highlight} = await firstDemoCell(browser, 'mouse');
  try {
    expect(await highlight()).toBe('rgba(0, 0, 0, 0)');
    await cell.hover();
    await expect.poll(highlight).not.toBe('rgba(0, 0, 0, 0)');
    // rules Emotion inserts in the browser (a sorted header's styles) are put under the media query too
    await cell.page().locator('.mrt-example .mrt-frame thead .MuiTableSortLabel-root').first().click();
    // the selectors of the rules at the top level of Emotion's sheets, that is, under no media query
    const topLevel = await cell.page().evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => (sheet.ownerNode as HTMLElement | null)?.dataset?.emotion)
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
        .map((rule) => rule.selectorText),
    );
    const outside = topLevel.flatMap(splitSelectorList).filter(stylesUnderHover);
    expect(outside).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on a touch screen, a tap on a row leaves no hover highlight behind', async ({browser}) => {
  const {context, cell, highlight} = await firstDemoCell(browser, 'touch');
  try {
    await cell.tap();
    await cell.page().waitForTimeout(300); // the emulated hover settles within a frame or two
    expect(await cell.evaluate((td) => td.matches('tr:hover td'))).toBe(true); // the tap did move hover here
    expect(await highlight()).toBe('rgba(0, 0, 0, 0)');
  } finally {
    await context.close();
  }
});
