import type {ChangeRecord, CombinationChange} from './changes';

/**
 * The compatibility table's Atom feed (RFC 4287): one entry per measurement that changed a result, newest
 * first, from change-log.json (written by `npm run compat`). The build writes it to
 * `/compatibility.atom` (plugins/compat-feed). Entry ids come from the records, so a rebuild or a new site
 * address never turns an old entry into a new one; all text is escaped.
 */

/** Where the build writes the feed, from the site's root. */
export const FEED_PATH = '/compatibility.atom';
/** The page whose table the feed follows. */
export const TABLE_PATH = '/docs/getting-started/install#which-versions-work-together';
/** The tag URI authority of the ids: fixed, whatever address the site is served from. */
const ID_PREFIX = 'tag:material-react-table.com,2026:compatibility';

/** Text for XML character data and attribute values; drops characters XML 1.0 cannot hold. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const OUTCOME: Record<string, string> = {
  pass: 'works',
  legacy: 'installs only with --legacy-peer-deps',
  fail: 'fails',
  skip: 'not run',
  none: 'not measured',
};

/** An entry's title: what changed, in a line. */
export function entryTitle(record: ChangeRecord): string {
  const parts = record.changes.map((change) => {
    if (change.kind === 'new') return `${change.label}: first measured`;
    if (change.kind === 'removed') return `${change.label}: no longer measured`;
    const failing = change.outcomes.filter((item) => item.to === 'fail').length;
    return `${change.label}: ${failing > 0 ? `${failing} step${failing > 1 ? 's' : ''} now fail` : 'results changed'}`;
  });
  return parts.join('; ');
}

/** One combination's changes as plain text lines. */
function changeLines(change: CombinationChange): string[] {
  const versions = Object.entries(change.resolved)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  return [
    `${change.label}${change.kind === 'changed' ? '' : ` (${change.kind === 'new' ? 'first measured' : 'no longer measured'})`}`,
    ...change.outcomes.map((item) => {
      const outcome =
        change.kind === 'changed'
          ? `${OUTCOME[item.from]} → ${OUTCOME[item.to]}`
          : OUTCOME[item.to === 'none' ? item.from : item.to];
      return `  ${item.step}: ${outcome}${item.error && item.to !== 'pass' ? ` (${item.error})` : ''}`;
    }),
    ...(versions ? [`  versions: ${versions}`] : []),
  ];
}

export interface FeedOptions {
  /** The site's origin, no trailing slash (`https://www.material-react-table.com`). */
  siteUrl: string;
  records: ChangeRecord[];
  /** The feed's `updated` when it has no entry (the table's measurement date). */
  measuredOn: string;
}

const timestamp = (date: string) => `${date}T00:00:00Z`;

/** The feed's XML. */
export function atomFeed({siteUrl, records, measuredOn}: FeedOptions): string {
  const newestFirst = [...records].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const updated = newestFirst[0]?.date ?? measuredOn;
  const table = `${siteUrl}${TABLE_PATH}`;
  const entries = newestFirst.map((record) =>
    [
      '  <entry>',
      `    <id>${escapeXml(`${ID_PREFIX}:${record.id}`)}</id>`,
      `    <title>${escapeXml(entryTitle(record))}</title>`,
      `    <updated>${timestamp(record.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(table)}"/>`,
      `    <content type="text">${escapeXml(record.changes.flatMap(changeLines).join('\n'))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${ID_PREFIX}</id>`,
    '  <title>Material React Table: which versions work together</title>',
    '  <subtitle>Each measurement of the compatibility table that changed a result</subtitle>',
    `  <updated>${timestamp(updated)}</updated>`,
    '  <author><name>Material React Table docs</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(table)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
