import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import {navigation} from '../../src/navigation/navigation';
import {pagePaths} from '../../src/navigation/model';
import {findElement, plainText, type TreeNode} from '../../plugins/llms/markdown';
import {openPage} from './browser';
import {BASE_URL} from './config';
import {blogPosts} from './routes';

/**
 * The Markdown twins over the production build: every docs page and blog post has one, with its page's h1
 * and every h2 and nothing of the shell; they are served as text; "Copy page" puts the twin on the clipboard.
 */
const BUILD = path.resolve(__dirname, '../../build');
const DOCS_PAGES = pagePaths(navigation).filter((route) => route.startsWith('/docs/') || route === '/docs');
const PAGES = [...DOCS_PAGES, ...blogPosts().map((post) => post.path)];

const readBuilt = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');

function headingsOf(html: string): {h1: string; h2: string[]} {
  const document = parse(html) as unknown as TreeNode;
  const main = findElement(document, (node) => node.tagName === 'main')!;
  const h1 = findElement(main, (node) => node.tagName === 'h1');
  const markdown = findElement(main, (node) =>
    (node.attrs ?? []).some((a) => a.name === 'class' && a.value.split(' ').includes('markdown')),
  );
  const h2: string[] = [];
  const walk = (node: TreeNode) => {
    for (const child of node.childNodes ?? []) {
      if (child.tagName === 'h2') h2.push(plainText(child));
      else if (child.tagName) walk(child);
    }
  };
  if (markdown) walk(markdown);
  return {h1: h1 ? plainText(h1) : '', h2};
}

/** The twin without its code: fenced blocks and code spans (TSX in them is code, not markup). */
const prose = (markdown: string) =>
  markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');

/** Headings keep their code spans, which prose() drops: compare them with code marks removed. */
const headingLines = (markdown: string, level: number) =>
  [
    ...markdown
      .replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
      .matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm')),
  ].map((match) =>
    match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/\\(.)/g, '$1'),
  );

const SHELL_TAGS =
  /<\/?(html|head|body|main|nav|header|footer|aside|article|section|div|span|p|a|ul|ol|li|table|tr|td|th|button|svg|path|style|script|img|input|code|pre)\b[^>]*>/i;
const DATA_URI = /data:[a-z]+\/[\w.+-]+[;,]/i;

test.describe('Markdown twins in the build', () => {
  for (const route of PAGES) {
    test(`${route} has a twin with its h1, every h2 and no shell`, () => {
      const twinFile = `${route}.md`;
      expect(fs.existsSync(path.join(BUILD, twinFile))).toBe(true);
      const twin = readBuilt(twinFile);
      const {h1, h2} = headingsOf(readBuilt(`${route}.html`));
      expect(h1).not.toBe('');
      expect(twin.startsWith(`# `)).toBe(true);
      expect(headingLines(twin, 1)[0]).toBe(h1);
      expect(headingLines(twin, 2)).toEqual(h2);
      expect(prose(twin)).not.toMatch(SHELL_TAGS);
      expect(twin).not.toMatch(DATA_URI);
      // chrome as lines of its own: outline title, copy controls, sandbox button, edit link, breadcrumbs
      expect(twin).not.toMatch(
        /^(On this page|Open as Markdown|Copy page|Open Sandbox|Suggest an Edit on GitHub|Copied|Home|Docs)$/m,
      );
    });
  }

  test('llms.txt links the twin of every docs page of the navigation model, and nothing else of the docs', () => {
    const index = readBuilt('llms.txt');
    const linked = [...index.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/]+(\/docs\/[^)]*)\.md\)/gm)].map(
      (match) => match[1],
    );
    expect(linked).toEqual(DOCS_PAGES);
    const full = readBuilt('llms-full.txt');
    const order = DOCS_PAGES.map((route) => full.indexOf(`${route}\n\n# `));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

test.describe('serving the twins', () => {
  for (const file of ['/docs/guides/sorting.md', '/llms.txt', '/llms-full.txt']) {
    test(`${file} is served as text`, async () => {
      const response = await fetch(`${BASE_URL}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/(markdown|plain)\b/);
      expect(await response.text()).toBe(readBuilt(file));
    });
  }
});

test.describe('Copy page', () => {
  const DOC = '/docs/guides/sorting';

  test('is in the served page, copies the twin with "Copied" for 3 s, and links the twin', async ({browser}) => {
    // rendered on the server: hydration adds nothing that moves the page
    const served = await (await fetch(`${BASE_URL}${DOC}`)).text();
    expect(served).toContain('Copy page');
    expect(served).toContain('Open as Markdown');
    // the assistants' links point at this page's twin (src/site/assistants.ts)
    for (const address of ['https://chatgpt.com/?q=Read%20', 'https://claude.ai/new?q=Read%20']) {
      expect(served).toContain(`${address}${encodeURIComponent('http')}`);
    }
    expect(served).toContain(encodeURIComponent(`${DOC}.md, a page of the Material React Table V3 docs`));

    const {page, context, errors} = await openPage(browser, DOC, {width: 1600});
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60000);
      const h1Before = await page.locator('h1').boundingBox();
      const button = page.getByRole('button', {name: 'Copy page'});
      const status = page.locator('.mrt-page-actions [role="status"]');
      await button.click();
      await page.waitForFunction(
        () => document.querySelector('.mrt-page-actions [role="status"]')?.textContent === 'Copied',
        undefined,
        {
          timeout: 5000,
        },
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readBuilt(`${DOC}.md`));
      expect(await page.locator('h1').boundingBox()).toEqual(h1Before);
      await page.clock.runFor(2999);
      await expect(status.textContent()).resolves.toBe('Copied');
      await page.clock.runFor(1);
      await page.waitForFunction(() => document.querySelector('.mrt-page-actions [role="status"]')?.textContent === '');

      const link = page.getByRole('link', {name: 'Open as Markdown'});
      expect(await link.getAttribute('href')).toBe(`${DOC}.md`);
      expect(await (await fetch(`${BASE_URL}${DOC}.md`)).text()).toMatch(/^# Sorting\n/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
