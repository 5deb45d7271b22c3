/**
 * What a deploy ships, checked over the production build in build/ (no browser):
 * - static/_headers: every served file falls under exactly one cache rule; content-hashed assets are
 *   cached for a year and immutable, nothing else is;
 * - the preview server (npm run preview) serves it as a host does: compressed, with those headers, and a
 *   missing page as the site's not-found page with status 404;
 * - .github/workflows/deploy.yml parses, runs the README's install and test commands, and deploys build/
 *   from main with the site settings taken from configuration;
 * - deploy/docsearch-crawler.js: run on a built guide, example and API page, its selectors find the same
 *   title, headings and text blocks as the embedded index, and none of the chrome.
 */
import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as cheerio from 'cheerio';
import YAML from 'yaml';
import {buildPageRecords} from '../../plugins/search-index/records';
import {matchesPattern as matches, parseHeaders} from '../../scripts/lib/static-headers.cjs';
import {freePort, waitForServer, REPO_ROOT} from './processes';
import {filesUnder} from '../../plugins/shared/filesUnder';
import {spawn, type ChildProcess} from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

// ---------- cache headers ----------

/** The URLs a static host serves a built file at: pages with and without `.html`, `/` for index.html. */
function urlsOf(file: string): string[] {
  const url = `/${path.relative(BUILD, file).split(path.sep).join('/')}`;
  if (url === '/index.html') return ['/', url];
  if (url.endsWith('.html')) return [url.slice(0, -'.html'.length), url];
  return [url];
}

const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/;

test.describe('cache headers (static/_headers)', () => {
  const rules = parseHeaders(read('static/_headers'));

  test('the build ships the file unchanged', () => {
    expect(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8')).toBe(read('static/_headers'));
  });

  test('every served file matches exactly one rule, and only content-hashed assets are immutable', () => {
    const problems: string[] = [];
    let hashed = 0;
    let unhashed = 0;
    for (const file of filesUnder(BUILD)) {
      if (path.basename(file) === '_headers') continue;
      for (const url of urlsOf(file)) {
        const matching = rules.filter((rule) => matches(rule.pattern, url));
        if (matching.length !== 1) {
          problems.push(
            `${url}: ${matching.length} rules (${matching.map((rule) => rule.pattern).join(', ') || 'none'})`,
          );
          continue;
        }
        const cacheControl = matching[0]!.headers['cache-control'] ?? '';
        if (HASHED_ASSET.test(url)) {
          hashed += 1;
          if (!/\bmax-age=31536000\b/.test(cacheControl) || !/\bimmutable\b/.test(cacheControl)) {
            problems.push(`${url}: a hashed asset, but "${cacheControl}"`);
          }
        } else {
          unhashed += 1;
          if (
            /\bimmutable\b/.test(cacheControl) ||
            !/\bmax-age=0\b/.test(cacheControl) ||
            !/\bmust-revalidate\b/.test(cacheControl)
          ) {
            problems.push(`${url}: keeps its name between builds, but "${cacheControl}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // the build has both kinds, so neither branch above is vacuous
    expect(hashed).toBeGreaterThan(100);
    expect(unhashed).toBeGreaterThan(100);
  });

  test('everything under /assets/ carries a content hash in its name', () => {
    const unhashed = filesUnder(path.join(BUILD, 'assets'))
      .flatMap(urlsOf)
      .filter((url) => !HASHED_ASSET.test(url));
    expect(unhashed).toEqual([]);
  });

  test('the rule checker itself: a catch-all next to /assets/* is two rules for an asset', () => {
    const overlapping = parseHeaders('/*\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n');
    expect(overlapping.filter((rule) => matches(rule.pattern, '/assets/js/main.0123abcd.js'))).toHaveLength(2);
    expect(matches('/docs/*', '/docs/guides/sorting')).toBe(true);
    expect(matches('/blog', '/blog/rss.xml')).toBe(false);
  });
});

test.describe('preview server (npm run preview)', () => {
  let server: ChildProcess;
  let origin: string;
  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve-build.mjs', '--port', String(port)], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    await waitForServer(`${origin}/`, 30_000);
  });
  test.afterAll(() => {
    server.kill();
  });

  test('a page: clean URL, compressed, revalidated', async () => {
    const response = await fetch(`${origin}/docs/guides/sorting`, {headers: {'accept-encoding': 'gzip'}});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toContain('<h1');
  });

  test('a hashed script: immutable for a year', async () => {
    const script = fs.readdirSync(path.join(BUILD, 'assets/js')).find((name) => name.startsWith('main.'))!;
    const response = await fetch(`${origin}/assets/js/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('a deep link to a missing page: the site’s not-found page, status 404', async () => {
    const response = await fetch(`${origin}/docs/guides/no-such-guide`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Page Not Found/);
  });

  test('nothing outside build/ is served', async () => {
    const response = await fetch(`${origin}/..%2Fpackage.json`);
    expect(response.status).toBe(404);
  });
});

// ---------- deploy workflow ----------

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  env?: Record<string, string>;
  steps: Step[];
}

test.describe('deploy workflow (.github/workflows/deploy.yml)', () => {
  const workflow = YAML.parse(read('.github/workflows/deploy.yml')) as {
    on: {push: {branches: string[]}};
    jobs: Record<string, Job>;
  };
  const readmeCommands = /```bash\n([\s\S]*?)```/
    .exec(read('README.md'))![1]!
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  const runs = (job: Job) => job.steps.map((step) => step.run ?? '').join('\n');

  test('the README starts with the install and test commands the workflow relies on', () => {
    expect(readmeCommands).toEqual(['npm install && npm start', 'npm test']);
  });

  test('runs on pushes to main', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
  });

  test('tests with the README commands before anything is deployed', () => {
    const test = workflow.jobs.test!;
    expect(runs(test)).toMatch(/apt-get install[^\n]*\bchromium\b/);
    expect(runs(test)).toMatch(/^npm install\b/m);
    expect(runs(test)).toMatch(/^npm test$/m);
    expect(workflow.jobs.build!.needs).toBe('test');
    expect(workflow.jobs.deploy!.needs).toBe('build');
  });

  test('builds with the site settings from configuration and publishes build/', () => {
    const build = workflow.jobs.build!;
    expect(runs(build)).toMatch(/^npm install\b/m);
    expect(runs(build)).toMatch(/^npm run build$/m);
    for (const name of ['SITE_URL', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME', 'ANALYTICS_DOMAIN']) {
      expect(build.env?.[name]).toBe(`\${{ vars.${name} }}`);
    }
    const upload = build.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe('build');
    // Pages' base path is read, and a non-root one stops the build: the site is served from a domain root
    expect(build.steps.some((step) => step.uses?.startsWith('actions/configure-pages@'))).toBe(true);
    expect(runs(build)).toMatch(/BASE_PATH/);
    expect(workflow.jobs.deploy!.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });
});

// ---------- hosted search crawler ----------

type RecordProps = Record<string, string | {selectors: string; defaultValue?: string}>;
interface CrawlerConfig {
  startUrls: string[];
  sitemaps: string[];
  actions: Array<{
    recordExtractor: (args: {
      $: cheerio.CheerioAPI;
      helpers: {docsearch: (options: {recordProps: RecordProps}) => unknown};
    }) => unknown;
  }>;
  initialIndexSettings: Record<string, {attributesForFaceting: string[]}>;
}

/** Evaluates the file as the Crawler's editor does, with `Crawler` capturing its configuration. */
function loadCrawlerConfig(): CrawlerConfig {
  let config: CrawlerConfig | undefined;
  class Crawler {
    constructor(value: CrawlerConfig) {
      config = value;
    }
  }
  vm.runInNewContext(read('deploy/docsearch-crawler.js'), {Crawler});
  return config!;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What each record property's selector finds on a page, after the extractor has removed the chrome. */
function extract(html: string): {tag: string | undefined; props: Record<string, string[]>} {
  const config = loadCrawlerConfig();
  const $ = cheerio.load(html);
  let props: Record<string, string[]> = {};
  config.actions[0]!.recordExtractor({
    $,
    helpers: {
      docsearch: ({recordProps}) => {
        props = Object.fromEntries(
          Object.entries(recordProps).map(([name, value]) => {
            const selector = typeof value === 'string' ? value : value.selectors;
            return [
              name,
              $(selector)
                .toArray()
                .map((element) => normalise($(element).text())),
            ];
          }),
        );
        return [];
      },
    },
  });
  return {tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content'), props};
}

test.describe('hosted search crawler (deploy/docsearch-crawler.js)', () => {
  const PAGES = ['/docs/guides/sorting', '/docs/examples/basic', '/docs/api/table-options'];

  test.each(PAGES)(
    '%s: the selectors find the embedded index’s title, headings and text, and no demo or chrome',
    (url) => {
      const html = fs.readFileSync(path.join(BUILD, `${url}.html`), 'utf8');
      const embedded = buildPageRecords(html, {url});
      const {tag, props} = extract(html);

      const title = embedded[0]!.hierarchy.lvl1;
      expect(props.lvl0).toEqual([title]);
      expect(props.lvl1).toEqual([title]);
      for (const level of [2, 3, 4, 5, 6]) {
        const headings = embedded
          .filter((record) => record.type === `lvl${level}`)
          .map((record) => record.hierarchy[`lvl${level}` as 'lvl2']);
        expect({level, headings: props[`lvl${level}`]}).toEqual({level, headings});
      }
      if (!url.startsWith('/docs/api/')) expect(props.lvl2!.length).toBeGreaterThan(0);

      // every text block of the embedded index is a block the crawler reads (a list item's text may also
      // carry its nested list, which the embedded index keeps as records of their own); compared without
      // spaces, which the two put between table cells differently
      const squash = (text: string) => text.replace(/\s+/g, '');
      const blocks = props.content!.map(squash).filter(Boolean); // an empty block makes no record
      const contents = embedded
        .filter((record) => record.type === 'content')
        .map((record) => squash(record.content!.replace(/…$/, '')));
      expect(contents.length).toBeGreaterThan(3);
      const missing = contents.filter((content) => !blocks.some((block) => block.startsWith(content)));
      expect(missing).toEqual([]);
      expect(blocks.length).toBe(contents.length);

      expect(tag).toBe(embedded[0]!.docusaurus_tag);
    },
  );

  test('a demo’s rows and the page chrome are not read', () => {
    const html = fs.readFileSync(path.join(BUILD, 'docs/examples/basic.html'), 'utf8');
    const $ = cheerio.load(html);
    const demoRow = normalise($('.mrt-example tbody tr').first().text());
    const breadcrumbs = normalise($('.mrt-breadcrumbs').text());
    expect(demoRow).not.toBe('');
    expect(breadcrumbs).not.toBe('');
    const text = extract(html).props.content!.join('\n');
    expect(text).not.toContain(demoRow);
    expect(text).not.toContain(breadcrumbs);
  });

  test('the index can be filtered as the search modal filters it', () => {
    const config = loadCrawlerConfig();
    const [settings] = Object.values(config.initialIndexSettings);
    expect(settings!.attributesForFaceting).toEqual(expect.arrayContaining(['docusaurus_tag', 'language']));
    expect(config.sitemaps).toEqual([expect.stringMatching(/\/sitemap\.xml$/)]);
  });
});
