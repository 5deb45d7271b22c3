/**
 * A docs page has one title: its navigation label is exactly its front matter
 * `title` (the page's h1 and <title>), for every docs page the navigation lists.
 * No exceptions. A page's label is the outermost entry linking to it (what the
 * breadcrumbs show): a section linking to its own overview page (Getting Started,
 * API Reference, Guides) names that page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {flattenNav, labelForPath} from '@site/src/navigation/model';
import {navigation} from '@site/src/navigation/navigation';
import {DOCS_DIR, listDocFiles, routeForDocFile} from '../helpers/docs';

/** The front matter `title` of a doc file; a title this cannot read fails the test instead of being skipped. */
function frontMatterTitle(file: string): string {
  const source = fs.readFileSync(path.join(DOCS_DIR, file), 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  if (!frontMatter) throw new Error(`${file}: no front matter`);
  const line = /^title:[ \t]*(.*)$/m.exec(frontMatter)?.[1]?.trim();
  if (!line) throw new Error(`${file}: no title in the front matter`);
  if (line.startsWith('"')) return JSON.parse(line) as string;
  if (line.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(line)) throw new Error(`${file}: unreadable title ${line}`);
    return line.slice(1, -1).replace(/''/g, "'");
  }
  if (/^[|>]/.test(line) || /:\s|\s#/.test(line))
    throw new Error(`${file}: write the title on one line, quoted: ${line}`);
  return line;
}

const labels = new Map<string, string>();
for (const {item} of flattenNav(navigation)) {
  if (!item.external && !item.href.includes('#')) labels.set(item.href, labelForPath(navigation, item.href)!);
}

const docs = listDocFiles().map((file) => ({file, route: routeForDocFile(file)}));

test('every docs page the navigation lists has the navigation label as its title', () => {
  const listed = docs.filter(({route}) => labels.has(route));
  expect(listed.length).toBeGreaterThan(90);
  const mismatches = listed
    .map(({file, route}) => ({file, label: labels.get(route), title: frontMatterTitle(file)}))
    .filter(({label, title}) => label !== title);
  expect(mismatches).toEqual([]);
});
