/**
 * Every written guide (a page under docs/guides with a "Relevant Options" table), read from the served HTML
 * without running any script: its options table lists exactly the entries the page asks for, each linking to
 * its reference row, and the page has h3 sub-sections, so the on-this-page outline of narrow screens (which
 * lists h3 only) is not empty. The list of guides is read from docs/guides, so a new guide is checked as soon
 * as it has an options table.
 */
import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import {API_PAGE_LIST} from '@site/src/api/pages';
import {BASE_URL} from '../config';

const GUIDES_DIR = path.resolve(__dirname, '../../../docs/guides');

/** The reference page each prop of `<ApiOptionsTable>` names entries of. */
const PROP_PAGES = Object.fromEntries(API_PAGE_LIST.map(({prop, page}) => [prop, page]));

interface Guide {
  slug: string;
  /** `<page>#<name>` of every entry the page asks for. */
  requested: string[];
  h3Count: number;
}

function readGuide(file: string): Guide | null {
  const source = fs.readFileSync(path.join(GUIDES_DIR, file), 'utf8');
  const table = /<ApiOptionsTable\b([\s\S]*?)\/>/.exec(source);
  if (!table) return null;
  const requested = Object.entries(PROP_PAGES).flatMap(([prop, page]) => {
    const list = new RegExp(`${prop}=\\{\\[([^\\]]*)\\]\\}`).exec(table[1]!);
    return list ? [...list[1]!.matchAll(/'([^']+)'|"([^"]+)"/g)].map((match) => `${page}#${match[1] ?? match[2]}`) : [];
  });
  // headings outside code fences
  const prose = source.replace(/^(```|````)[\s\S]*?^\1/gm, '');
  return {slug: file.replace(/\.mdx?$/, ''), requested, h3Count: (prose.match(/^### /gm) ?? []).length};
}

const GUIDES = fs
  .readdirSync(GUIDES_DIR)
  .filter((file) => /\.mdx?$/.test(file))
  .sort()
  .map(readGuide)
  .filter((guide): guide is Guide => guide !== null);

interface Node5 {
  nodeName: string;
  attrs?: Array<{name: string; value: string}>;
  childNodes?: Node5[];
}

/** The `href` of every `a.api-name-link` in the HTML, as `<page>#<name>`. */
function optionLinks(html: string): string[] {
  const links: string[] = [];
  const walk = (node: Node5) => {
    const attr = (name: string) => node.attrs?.find((candidate) => candidate.name === name)?.value;
    if (node.nodeName === 'a' && (attr('class') ?? '').split(/\s+/).includes('api-name-link')) {
      links.push((attr('href') ?? '').replace(/^\/docs\/api\//, ''));
    }
    (node.childNodes ?? []).forEach(walk);
  };
  walk(parse(html) as unknown as Node5);
  return links;
}

test('there are written guides to check', () => {
  expect(GUIDES.length).toBeGreaterThan(0);
});

for (const guide of GUIDES) {
  const {slug} = guide;
  test.describe(`/docs/guides/${slug}`, () => {
    test('its options table lists exactly the entries the page names, linked to their reference rows', async () => {
      const response = await fetch(`${BASE_URL}/docs/guides/${slug}`);
      expect(response.status).toBe(200);
      const shown = optionLinks(await response.text());
      expect(guide.requested.length).toBeGreaterThan(0);
      expect([...shown].sort()).toEqual([...guide.requested].sort());
    });

    test('it has h3 sub-sections, so the narrow-screen outline lists something', () => {
      expect({slug, h3Count: guide.h3Count > 0}).toEqual({slug, h3Count: true});
    });
  });
}
