import {HIERARCHY_LEVELS, type Hierarchy, type RecordType, type SearchIndexFile, type SearchRecord} from './types';

const emptyHierarchy = (): Hierarchy => ({
  lvl0: null,
  lvl1: null,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

/** Packs records into the compact served file (page fields once per page). */
export function packIndex(records: SearchRecord[]): SearchIndexFile {
  const pages: SearchIndexFile['pages'] = [];
  const pageIndex = new Map<string, number>();
  const packed: SearchIndexFile['records'] = [];
  for (const record of records) {
    const [path, anchor = ''] = record.url.split('#');
    const key = `${path}\u0000${record.docusaurus_tag}`;
    let index = pageIndex.get(key);
    if (index === undefined) {
      index = pages.length;
      pageIndex.set(key, index);
      pages.push({url: path, title: record.hierarchy.lvl1 ?? '', tag: record.docusaurus_tag, lang: record.language});
    }
    const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
    const headings: string[] = [];
    for (let lvl = 2; lvl <= 6; lvl += 1) {
      const value = record.hierarchy[`lvl${lvl}` as keyof Hierarchy];
      if (value === null) break;
      headings.push(value);
    }
    packed.push([index, anchor, level, headings, record.content]);
  }
  return {version: 1, pages, records: packed};
}

/** Expands the served file back into DocSearch-shaped records. */
export function unpackIndex(file: SearchIndexFile): SearchRecord[] {
  if (!file || file.version !== 1 || !Array.isArray(file.pages) || !Array.isArray(file.records)) {
    throw new Error('Unsupported search index file');
  }
  return file.records.map(([pageIndex, anchor, level, headings, content], i) => {
    const page = file.pages[pageIndex];
    const hierarchy = emptyHierarchy();
    hierarchy.lvl0 = page.title;
    hierarchy.lvl1 = page.title;
    headings.forEach((heading, h) => {
      hierarchy[HIERARCHY_LEVELS[h + 2]] = heading;
    });
    return {
      objectID: String(i),
      url: anchor ? `${page.url}#${anchor}` : page.url,
      type: (level === 0 ? 'content' : `lvl${level}`) as RecordType,
      hierarchy,
      content,
      docusaurus_tag: page.tag,
      language: page.lang,
    };
  });
}
