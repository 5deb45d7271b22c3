/**
 * The API reference under test: every description that states behaviour has a claims test in
 * tests/claims/api-<page>.test.tsx (or api-<page>.<part>.test.tsx). A test covers an entry when a `describe`
 * block is named exactly after it, or when an `it`/`test` title starts with `<name>: `. Descriptions written
 * with `plain()` say only what an entry is and need none; a `plain()` text that reads like behaviour fails.
 *
 * Prints, per page, the described entries with and without a test.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {API_PAGES, type ApiDescriptions, type ApiPage} from '@site/src/api/types';

const claimsDir = join(__dirname, '../../claims');

function descriptionsOf(page: ApiPage): ApiDescriptions {
  return (require(`@site/src/api/descriptions/${page}`) as {descriptions: ApiDescriptions}).descriptions;
}

/** The string literal that opens a `describe(`, `it(` or `test(` call, with its kind. */
const TITLE = /\b(describe|it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g;

export function titlesIn(source: string): {describes: string[]; tests: string[]} {
  const describes: string[] = [];
  const tests: string[] = [];
  for (const [, kind, , raw] of source.matchAll(TITLE)) {
    const title = raw.replace(/\\(.)/g, '$1');
    (kind === 'describe' ? describes : tests).push(title);
  }
  return {describes, tests};
}

function coveredNames(page: ApiPage): Set<string> {
  const files = readdirSync(claimsDir).filter(
    (file) => file === `api-${page}.test.tsx` || (file.startsWith(`api-${page}.`) && file.endsWith('.test.tsx')),
  );
  const names = new Set<string>();
  for (const file of files) {
    const {describes, tests} = titlesIn(readFileSync(join(claimsDir, file), 'utf8'));
    describes.forEach((title) => names.add(title));
    for (const title of tests) {
      const colon = title.indexOf(': ');
      if (colon > 0) names.add(title.slice(0, colon));
    }
  }
  return names;
}

/** Words that make a sentence a claim about behaviour: a plain description may not use them. */
const BEHAVIOUR_WORDS =
  /\b(default|defaults|when|whenever|while|unless|only|not|never|no longer|if|otherwise|instead|fires|calls|called|automatically|until|after|before)\b/i;

const rows = API_PAGES.map((page) => {
  const descriptions = descriptionsOf(page);
  const covered = coveredNames(page);
  const entries = Object.entries(descriptions);
  const behavioural = entries.filter(([, entry]) => entry.statesBehaviour !== false);
  return {
    page,
    described: entries.length,
    plain: entries.length - behavioural.length,
    tested: behavioural.filter(([name]) => covered.has(name)).length,
    untested: behavioural.filter(([name]) => !covered.has(name)).map(([name]) => name),
    plainButBehavioural: entries
      .filter(([, entry]) => entry.statesBehaviour === false && BEHAVIOUR_WORDS.test(entry.description))
      .map(([name, entry]) => `${name}: ${entry.description.match(BEHAVIOUR_WORDS)![0]}`),
  };
});

afterAll(() => {
  const lines = rows.map(
    (row) =>
      `${row.page.padEnd(22)} described ${String(row.described).padStart(3)}  plain ${String(row.plain).padStart(3)}` +
      `  behavioural with a test ${String(row.tested).padStart(3)}  without ${String(row.untested.length).padStart(3)}`,
  );
  // a report, printed once per run
  console.log(`API descriptions under test\n${lines.join('\n')}`);
});

describe('titlesIn', () => {
  test('reads describe names and test titles, quotes of every kind', () => {
    const source = `describe('rowCount', () => { it("sorting: starts \\"asc\\"", () => {}); test(\`x: y\`, f) });`;
    expect(titlesIn(source)).toEqual({describes: ['rowCount'], tests: ['sorting: starts "asc"', 'x: y']});
  });
});

describe.each(rows)('$page', (row) => {
  test('every behavioural description has a claims test', () => {
    expect(row.untested).toEqual([]);
  });
  test('plain() descriptions state no behaviour', () => {
    expect(row.plainButBehavioural).toEqual([]);
  });
});
