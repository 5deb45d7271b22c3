/**
 * What a deploy ships, checked over the production build in build/ (no browser):
 * - static/_headers: every served file falls under exactly one cache rule; content-hashed assets are
 *   cached for a year and immutable, nothing else is;
 * - the preview server (npm run preview) serves it as a host does: compressed, with those headers, and a
 *   missing page as the site's not-found page with status 404;
 * - .github/workflows/deploy.yml, read as a job graph: every suite runs before the one deploy job; the site is
 *   built once, with the site settings from the repository's variables, in the job that runs the browser tests,
 *   and that tested build/ is what Pages deploys; the base-path guard, run, stops a project-site deploy;
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
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {readSiteSettings} from '../../src/site/settings';

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
  // one preview server for the group: its tests run in order on one worker
  test.describe.configure({mode: 'default'});
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

/**
 * The workflow read as what it does, not as text: which step builds the site, which runs which suite (a step's
 * `npm run x` is expanded through package.json, so `npm run lint` and `npx eslint …` count alike), which job
 * waits for which, and which folder ends up in the Pages artifact that is deployed.
 */
interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  env?: Record<string, string>;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: {push?: {branches?: string[]}};
  env?: Record<string, string>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
/** A step of a job, with where it is. */
interface Placed {
  job: string;
  index: number;
  step: Step;
}

const SCRIPTS = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts;
/** The one pipeline's groups (scripts/test-all.mjs --list): each step as the command it runs. */
const PIPELINE = (
  JSON.parse(
    spawnSync(process.execPath, ['scripts/test-all.mjs', '--list'], {cwd: REPO_ROOT, encoding: 'utf8'}).stdout,
  ) as Array<{name: string; steps: Array<[string, string, string[]]>}>
).map(({name, steps}) => ({name, commands: steps.map(([, command, args]) => [command, ...args].join(' '))}));

/** The shell commands a `run:` executes, `npm run <script>` / `npm test` replaced by the script's commands. */
function commandsOf(run: string | undefined, depth = 0): string[] {
  if (!run) return [];
  return run
    .split(/\n|&&|;/)
    .map((command) => command.trim().replace(/^npx\s+(--no-install\s+)?/, ''))
    .filter(Boolean)
    .flatMap((command) => {
      // the pipeline, whole or by groups: its steps' commands, in order
      const pipeline = /^node\s+scripts\/test-all\.mjs(?:\s+--group\s+(\S+))?$/.exec(command);
      if (pipeline) {
        const groups = pipeline[1]?.split(',') ?? PIPELINE.map(({name}) => name);
        return PIPELINE.filter(({name}) => groups.includes(name)).flatMap(({commands}) =>
          commands.flatMap((step) => commandsOf(step, depth + 1)),
        );
      }
      const npm = /^npm\s+(?:run(?:-script)?\s+([\w:-]+)|(test|start))\b(?:\s+--)?(.*)$/.exec(command);
      const script = npm && SCRIPTS[npm[1] ?? npm[2]!];
      return script && depth < 5 ? commandsOf(`${script}${npm[3] ?? ''}`, depth + 1) : [command];
    });
}

/** `docusaurus build`'s output folder, or null when the command does not build the site. */
function buildOutput(command: string): string | null {
  if (!/^docusaurus\s+build\b/.test(command)) return null;
  return normalisePath(/--out-dir[=\s]+(\S+)/.exec(command)?.[1] ?? 'build');
}
const runsBrowserTests = (command: string) => /^playwright\s+test\b/.test(command);
/** The jest projects a command runs (every project when it selects none). */
function jestProjects(command: string, all: string[]): string[] {
  if (!/^jest\b/.test(command)) return [];
  const selected = /--selectProjects[=\s]+((?:[\w-]+\s*)+)/.exec(command)?.[1]?.trim().split(/\s+/);
  return selected ?? all;
}
const normalisePath = (folder: string) => folder.replace(/^\.\//, '').replace(/\/+$/, '') || '.';
const action = (step: Step, name: string) => step.uses?.split('@')[0] === name;

test.describe('deploy workflow (.github/workflows/deploy.yml)', () => {
  const workflow = YAML.parse(read('.github/workflows/deploy.yml')) as Workflow;
  const jobNames = Object.keys(workflow.jobs);
  const steps: Placed[] = jobNames.flatMap((job) =>
    workflow.jobs[job]!.steps.map((step, index) => ({job, index, step})),
  );
  const where = (predicate: (placed: Placed) => boolean) => steps.filter(predicate);
  const withCommand = (predicate: (command: string) => boolean) =>
    where(({step}) => commandsOf(step.run).some(predicate));
  const needsOf = (job: string): string[] => [workflow.jobs[job]?.needs ?? []].flat();
  /** Every job `job` waits for, directly or through others. */
  function upstream(job: string, seen = new Set<string>()): Set<string> {
    for (const need of needsOf(job)) {
      if (!seen.has(need)) {
        seen.add(need);
        upstream(need, seen);
      }
    }
    return seen;
  }
  const describeStep = ({job, index, step}: Placed) => `${job}[${index}] ${step.name ?? step.uses ?? step.run}`;

  const deploys = where(({step}) => action(step, 'actions/deploy-pages'));
  const builds = where(({step}) => commandsOf(step.run).some((command) => buildOutput(command) !== null));
  const browserTests = withCommand(runsBrowserTests);

  test('runs on every push to main', () => {
    expect(workflow.on.push?.branches).toContain('main');
  });

  test('one job deploys to Pages, with the permissions Pages needs, after every other job has passed', () => {
    expect(deploys.map(describeStep)).toHaveLength(1);
    const deploy = deploys[0]!.job;
    const permissions = {...workflow.permissions, ...workflow.jobs[deploy]!.permissions};
    expect(permissions).toMatchObject({pages: 'write', 'id-token': 'write'});
    // nothing runs beside the deploy job: a failing check anywhere stops it
    expect([...upstream(deploy)].sort()).toEqual(jobNames.filter((job) => job !== deploy).sort());
  });

  test('every suite runs: type-check, lint, format check, each jest project, the browser tests', () => {
    const config = require('../../jest.config.js') as {projects: Array<{displayName: string}>};
    const projects = config.projects.map((project) => project.displayName);
    const ranProjects = new Set(
      steps.flatMap(({step}) => commandsOf(step.run).flatMap((command) => jestProjects(command, projects))),
    );
    expect(projects.filter((project) => !ranProjects.has(project))).toEqual([]);
    expect(withCommand((command) => /^tsc\b/.test(command) && !/--watch/.test(command))).not.toEqual([]);
    expect(withCommand((command) => /^eslint\b/.test(command))).not.toEqual([]);
    expect(withCommand((command) => /^prettier\b.*--check\b/.test(command))).not.toEqual([]);
    expect(browserTests).not.toEqual([]);
  });

  test('each job installs the dependencies before it runs anything from them', () => {
    const installs = (step: Step) => commandsOf(step.run).some((command) => /^npm\s+(ci|install|i)\b/.test(command));
    for (const job of jobNames) {
      const jobSteps = workflow.jobs[job]!.steps;
      const firstTool = jobSteps.findIndex((step) =>
        commandsOf(step.run).some((command) =>
          /^(docusaurus|playwright|jest|tsc|eslint|prettier|node)\b/.test(command),
        ),
      );
      if (firstTool === -1) continue;
      expect({job, installedBefore: jobSteps.slice(0, firstTool).some(installs)}).toEqual({job, installedBefore: true});
    }
  });

  test('the site is built once, in the job that runs the browser tests, before them', () => {
    expect(builds.map(describeStep)).toHaveLength(1);
    const build = builds[0]!;
    // playwright.config.ts serves build/ (its webServer runs `docusaurus serve`, whose default folder it is)
    expect(commandsOf(build.step.run).map(buildOutput).filter(Boolean)).toEqual(['build']);
    // a later step of its job, or later in the same step (the pipeline's browser group builds, then tests)
    const position = (step: Step, predicate: (command: string) => boolean) => commandsOf(step.run).findIndex(predicate);
    const testsAfterBuild = browserTests.filter(
      ({job, index, step}) =>
        job === build.job &&
        (index > build.index ||
          (index === build.index &&
            position(step, runsBrowserTests) > position(step, (command) => buildOutput(command) !== null))),
    );
    expect(testsAfterBuild.map(describeStep)).toEqual(browserTests.map(describeStep));
    expect(browserTests).not.toEqual([]);
    // Debian's Chromium (/usr/bin/chromium, tests/e2e/config.ts) is installed before them
    const browser = browserTests[0]!;
    const chromium = withCommand((command) => /^(sudo\s+)?apt-get\s+install\b.*\bchromium\b/.test(command)).filter(
      ({job, index}) => job === browser.job && index < browser.index,
    );
    expect(chromium).not.toEqual([]);
  });

  test('the deployed artifact is that tested build/, handed over as an artifact, not built again', () => {
    const deploy = deploys[0]!;
    const pagesName = deploy.step.with?.artifact_name ?? 'github-pages';
    const pagesUploads = where(
      ({step}) => action(step, 'actions/upload-pages-artifact') && (step.with?.name ?? 'github-pages') === pagesName,
    );
    expect(pagesUploads.map(describeStep)).toHaveLength(1);
    const pagesUpload = pagesUploads[0]!;
    // uploaded by the deploy job itself before it deploys, or by a job it waits for
    expect(
      pagesUpload.job === deploy.job ? pagesUpload.index < deploy.index : upstream(deploy.job).has(pagesUpload.job),
    ).toBe(true);

    // where the uploaded folder comes from: built in that job, or downloaded from the job that built it
    const folder = normalisePath(pagesUpload.step.with?.path ?? '_site');
    const build = builds[0]!;
    let origin: Placed | undefined;
    if (pagesUpload.job === build.job) {
      origin = build.index < pagesUpload.index && folder === 'build' ? build : undefined;
    } else {
      const download = where(
        ({job, index, step}) =>
          job === pagesUpload.job &&
          index < pagesUpload.index &&
          action(step, 'actions/download-artifact') &&
          normalisePath(step.with?.path ?? '.') === folder,
      ).at(-1);
      expect(download && describeStep(download)).toBeTruthy();
      expect(download!.step.with?.name).toBeTruthy(); // one named artifact, unpacked straight into the folder
      const upload = where(
        ({step}) => action(step, 'actions/upload-artifact') && step.with?.name === download!.step.with!.name,
      );
      expect(upload.map(describeStep)).toHaveLength(1);
      expect(upstream(pagesUpload.job).has(upload[0]!.job)).toBe(true);
      const uploaded = normalisePath(upload[0]!.step.with?.path ?? '');
      origin =
        upload[0]!.job === build.job && upload[0]!.index > build.index && uploaded === 'build' ? build : undefined;
    }
    expect(origin && describeStep(origin)).toBe(describeStep(build));
    // the deploy job builds nothing itself
    expect(builds.filter(({job}) => job === deploy.job)).toEqual([]);
  });

  test('the build gets every site setting from the repository’s variables', () => {
    // the variables the site reads, found by reading the settings with a recording environment
    const names = new Set<string>();
    readSiteSettings(new Proxy({}, {get: (_target, name) => (names.add(String(name)), undefined)}));
    expect(names.size).toBeGreaterThan(5);
    const build = builds[0]!;
    const env = {...workflow.env, ...workflow.jobs[build.job]!.env, ...build.step.env};
    const missing = [...names].filter((name) => env[name]?.replace(/\s+/g, '') !== `\${{vars.${name}}}`);
    expect(missing).toEqual([]);
  });

  test('a Pages base path stops the workflow before anything is deployed', () => {
    // the guard: a step fed the base path that actions/configure-pages reports
    const guards = where(({job, step}) =>
      Object.values(step.env ?? {}).some((value) => {
        const id = /steps\.([\w-]+)\.outputs\.base_path/.exec(value)?.[1];
        return Boolean(
          id && workflow.jobs[job]!.steps.some((other) => other.id === id && action(other, 'actions/configure-pages')),
        );
      }),
    );
    expect(guards.map(describeStep)).toHaveLength(1);
    const guard = guards[0]!;
    const deploy = deploys[0]!;
    expect(guard.job === deploy.job ? guard.index < deploy.index : upstream(deploy.job).has(guard.job)).toBe(true);
    const variable = Object.entries(guard.step.env!).find(([, value]) => value.includes('base_path'))![0];
    // run it as the runner does (bash -e)
    const runGuard = (basePath: string) =>
      spawnSync('bash', ['-e', '-c', guard.step.run!], {env: {...process.env, [variable]: basePath}, encoding: 'utf8'});
    expect(runGuard('').status).toBe(0);
    const underPath = runGuard('/material-react-table');
    expect(underPath.status).not.toBe(0);
    expect(underPath.stdout + underPath.stderr).toMatch(/custom domain/i);
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

  for (const url of PAGES) {
    test(`${url}: the selectors find the embedded index’s title, headings and text, and no demo or chrome`, () => {
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
    });
  }

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
