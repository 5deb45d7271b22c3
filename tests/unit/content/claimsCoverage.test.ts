/**
 * Every guide's behaviour claims are under test: `tests/claims/<slug>.test.tsx` exists for each page in
 * `docs/guides/` and holds at least eight claims (one `it`/`test` each, titled in the page's words).
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const guides = readdirSync(path.join(root, 'docs/guides'))
  .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
  .map((file) => file.replace(/\.mdx$/, ''));

const MIN_CLAIMS = 8;

/** Counts `it(`, `test(`, `it.each`, `test.each` calls (each `.each` row counts once per row is not assumed). */
export function countClaims(source: string): number {
  return (source.match(/^\s*(?:it|test)(?:\.each\([\s\S]*?\))?\(\s*['"`]/gm) ?? []).length;
}

test('there are guides to check', () => {
  expect(guides.length).toBeGreaterThan(30);
});

test.each(guides)('guide %s has a claims file with at least eight claims', (slug) => {
  const file = path.join(root, 'tests/claims', `${slug}.test.tsx`);
  expect(existsSync(file) ? 'present' : `missing: tests/claims/${slug}.test.tsx`).toBe('present');
  expect(countClaims(readFileSync(file, 'utf8'))).toBeGreaterThanOrEqual(MIN_CLAIMS);
});

test('countClaims counts it() and test() calls, not words in strings', () => {
  expect(countClaims("it('a', () => {});\n  test(`b`, () => {});\nconst it2 = 'it(';")).toBe(2);
});
