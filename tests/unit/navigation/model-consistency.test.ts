/**
 * The navigation model (src/navigation/navigation.ts) against the docs/
 * folder: one entry per page, every page listed, every link resolvable.
 * Pages are counted nowhere here: adding a doc file and its one model entry
 * is all a new page needs.
 */
import {flattenNav, pagePaths} from '@site/src/navigation/model';
import {navigation} from '@site/src/navigation/navigation';
import {links} from '@site/src/site/links';
import {hasDoc, listDocFiles, routeForDocFile} from '../helpers/docs';

const allItems = flattenNav(navigation).map(({item}) => item);
const internalDocHrefs = allItems
  .filter((item) => !item.external && !item.href.includes('#') && /^\/docs(\/|$)/.test(item.href))
  .map((item) => item.href);
const slugsUnder = (base: string) =>
  [...new Set(internalDocHrefs)]
    .filter((href) => href.startsWith(`${base}/`))
    .map((href) => href.slice(base.length + 1));

describe('navigation model', () => {
  it('has pages in each docs section (the docs/ folder checks below keep model and files in step)', () => {
    for (const section of ['/docs/getting-started', '/docs/api', '/docs/guides', '/docs/examples']) {
      expect({section, pages: slugsUnder(section).length > 0}).toEqual({section, pages: true});
    }
  });

  it('lists the top-level routes and the section landing pages', () => {
    const paths = pagePaths(navigation);
    for (const route of [
      '/',
      '/about',
      '/changelog',
      '/roadmap',
      '/blog',
      '/docs/getting-started',
      '/docs/api',
      '/docs/guides',
      '/docs/examples',
    ]) {
      expect(paths).toContain(route);
    }
  });

  it('has a docs file behind every internal /docs href', () => {
    const missing = internalDocHrefs.filter((href) => {
      const rel = href.replace(/^\/docs\/?/, '');
      return !hasDoc(rel) && !hasDoc(`${rel}/index`.replace(/^\//, ''));
    });
    expect(missing).toEqual([]);
  });

  it('lists every doc file under docs/', () => {
    const listed = new Set(internalDocHrefs);
    const files = listDocFiles();
    // not vacuous: the folder is read
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !listed.has(routeForDocFile(file)))).toEqual([]);
  });

  it('has no duplicate hrefs', () => {
    // A section and its first child may share a page (About → About the Project);
    // apart from that every entry is a distinct page.
    const seen = new Map<string, number>();
    for (const {item, parents} of flattenNav(navigation)) {
      const parent = parents.at(-1);
      if (parent && parent.href === item.href) continue;
      seen.set(item.href, (seen.get(item.href) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('uses group anchors only under their own section', () => {
    for (const {item, parents} of flattenNav(navigation)) {
      if (!item.href.includes('#')) continue;
      expect(item.secondaryItems?.length).toBeGreaterThan(0);
      expect(item.href.split('#')[0]).toBe(parents.at(-1)?.href);
    }
  });

  it('marks the four external entries and nothing else as external', () => {
    const external = allItems.filter((item) => item.external);
    expect(external.map((item) => item.href).sort()).toEqual(
      [links.storybook, links.discord, links.libraryRepo, links.npm].sort(),
    );
    for (const item of allItems) {
      expect(item.external === true).toBe(/^https?:\/\//.test(item.href));
    }
  });

  it('gives every entry a non-empty label and trimmed keywords', () => {
    for (const item of allItems) {
      expect(item.label.trim()).not.toBe('');
      for (const keyword of item.keywords ?? []) expect(keyword).toBe(keyword.trim());
    }
  });
});
