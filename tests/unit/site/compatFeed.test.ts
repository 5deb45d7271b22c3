/**
 * The compatibility table's Atom feed (src/site/compat/feed.ts, written to /compatibility.atom by
 * plugins/compat-feed): well-formed Atom with the elements RFC 4287 requires, text escaped, ids stable.
 */
import type {ChangeRecord} from '@site/src/site/compat/changes';
import {FEED_PATH, TABLE_PATH, atomFeed, entryTitle, escapeXml} from '@site/src/site/compat/feed';
import changeLog from '@site/src/site/compat/change-log.json';
import results from '@site/src/site/compat/results.json';

const ATOM = 'http://www.w3.org/2005/Atom';
const SITE = 'https://docs.example.com';

const record = (id: string, date: string, label: string, error?: string): ChangeRecord => ({
  id,
  date,
  changes: [
    {
      id: 'row',
      label,
      kind: 'changed',
      outcomes: [{step: 'types', from: 'pass', to: 'fail', ...(error ? {error} : {})}],
      resolved: {react: '19.3.1'},
    },
  ],
});

const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
};
const child = (element: Element, name: string) =>
  [...element.children].filter((node) => node.namespaceURI === ATOM && node.localName === name);

test('is well-formed Atom: a feed with id, title, updated, author and links; each entry id, title, updated', () => {
  const xml = atomFeed({
    siteUrl: SITE,
    measuredOn: '2026-11-28',
    records: [record('2026-11-30-00000001', '2026-11-30', 'Row A'), record('2026-12-02-00000002', '2026-12-02', 'B')],
  });
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  const feed = parse(xml).documentElement;
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, 'feed']);
  for (const name of ['id', 'title', 'updated', 'author']) expect(child(feed, name)).toHaveLength(1);
  expect(child(feed, 'updated')[0].textContent).toBe('2026-12-02T00:00:00Z');
  const links = child(feed, 'link').map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`);
  expect(links).toEqual([`self ${SITE}${FEED_PATH}`, `alternate ${SITE}${TABLE_PATH}`]);
  const entries = child(feed, 'entry');
  expect(entries).toHaveLength(2);
  for (const entry of entries) {
    for (const name of ['id', 'title', 'updated', 'content']) expect(child(entry, name)).toHaveLength(1);
    expect(child(entry, 'updated')[0].textContent).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/);
  }
  // newest first
  expect(child(entries[0], 'title')[0].textContent).toBe('B: 1 step now fail');
});

test('escapes what a measurement quotes: an error with <, & and quotes reads back as written', () => {
  const error = `error TS2322: Type '<T>() => "a" & "b"' is not assignable <script>alert(1)</script>`;
  const xml = atomFeed({
    siteUrl: SITE,
    measuredOn: '2026-11-28',
    records: [record('2026-12-02-0000abcd', '2026-12-02', 'Material UI 9 & "pickers" <9>', error)],
  });
  expect(xml).not.toContain('<script>');
  const entry = child(parse(xml).documentElement, 'entry')[0];
  expect(child(entry, 'title')[0].textContent).toBe('Material UI 9 & "pickers" <9>: 1 step now fail');
  expect(child(entry, 'content')[0].getAttribute('type')).toBe('text');
  expect(child(entry, 'content')[0].textContent).toContain(error);
  expect(escapeXml('a\u0000b\u0008c')).toBe('abc');
});

test('entry ids come from the records: the same whatever the site address or the order of records', () => {
  const records = [record('2026-11-30-00000001', '2026-11-30', 'A'), record('2026-12-02-00000002', '2026-12-02', 'B')];
  const ids = (xml: string) =>
    child(parse(xml).documentElement, 'entry').map((entry) => child(entry, 'id')[0].textContent);
  const here = ids(atomFeed({siteUrl: SITE, measuredOn: '2026-11-28', records}));
  const there = ids(
    atomFeed({siteUrl: 'https://other.example', measuredOn: '2026-11-28', records: [...records].reverse()}),
  );
  expect(here).toEqual(there);
  expect(here).toEqual([
    'tag:material-react-table.com,2026:compatibility:2026-12-02-00000002',
    'tag:material-react-table.com,2026:compatibility:2026-11-30-00000001',
  ]);
});

test('with no change recorded, a valid feed without entries, updated on the measurement day', () => {
  const feed = parse(atomFeed({siteUrl: SITE, measuredOn: '2026-11-28', records: []})).documentElement;
  expect(child(feed, 'entry')).toHaveLength(0);
  expect(child(feed, 'updated')[0].textContent).toBe('2026-11-28T00:00:00Z');
});

test('titles say what happened to each combination', () => {
  const base = record('x', '2026-12-02', 'Next.js App Router');
  expect(entryTitle({...base, changes: [{...base.changes[0], kind: 'new'}]})).toBe(
    'Next.js App Router: first measured',
  );
  expect(entryTitle({...base, changes: [{...base.changes[0], kind: 'removed'}]})).toBe(
    'Next.js App Router: no longer measured',
  );
  const fixed = {...base.changes[0], outcomes: [{step: 'types', from: 'fail' as const, to: 'pass' as const}]};
  expect(entryTitle({...base, changes: [fixed]})).toBe('Next.js App Router: results changed');
});

test('the committed change log makes a valid feed, one entry per recorded change', () => {
  const changes = (changeLog as unknown as {changes: ChangeRecord[]}).changes;
  const feed = parse(atomFeed({siteUrl: SITE, records: changes, measuredOn: results.measuredOn})).documentElement;
  expect(child(feed, 'entry')).toHaveLength(changes.length);
});
