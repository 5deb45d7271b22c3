import type {V2Names} from '../../src/search/names';
import v2Names from '../../src/search/v2-names.json';
import synonyms from '../../src/search/synonyms.json';
import type {ApiEntryData, ApiPageData, KnownIssueData} from '../data/types';
import {closest} from './closest';
import type {DocsContext} from './context';
import {failure, ok} from './result';

/**
 * `get_api`: one entry of the API reference by name (`enableRowSelection`, `table.setSorting`,
 * `useMRT_Rows`), or a reference page by the type it lists (`MRT_ColumnDef`). Each entry comes with its page,
 * type, default, description, the V2 name it had if it was renamed, and the Known Issues that are about it.
 * An old (V1/V2) name answers with its V3 entry; a name that is nothing answers with the closest real ones.
 */

/** `table.` → the table instance APIs, and so on: where a qualified name looks. */
const QUALIFIERS: Record<string, ApiEntryData['page'][]> = {
  table: ['table-instance-apis'],
  column: ['column-instance-apis', 'column-options'],
  columnDef: ['column-options'],
  row: ['row-instance-apis'],
  cell: ['cell-instance-apis'],
  state: ['state-options'],
  initialState: ['state-options'],
};

/**
 * The hand-written synonyms that are old API names (`onrowselectchange` → `onRowSelectionChange`), not plain
 * words (`freeze` → `pin`): those that stand for an entry whose name has several words.
 */
export function oldApiNames(isEntry: (name: string) => boolean): Array<{old: string; new: string}> {
  return Object.entries((synonyms as {synonyms: Record<string, string[]>}).synonyms).flatMap(([word, values]) =>
    values.filter((value) => isEntry(value) && /[a-z][A-Z]/.test(value)).map((value) => ({old: word, new: value})),
  );
}

/** An old name's V3 name: V2 → V3 renames (generated), then the V1 names of the hand-written synonyms. */
export function newNameOf(name: string, isEntry: (name: string) => boolean): string | undefined {
  const renamed = (v2Names as V2Names).renamed.find((rename) => rename.old === name)?.new;
  if (renamed) return renamed;
  return oldApiNames(isEntry).find((entry) => entry.old === name.toLowerCase())?.new;
}

/** The V2 name an entry had, when it was renamed for V3. */
export const oldNameOf = (name: string): string | undefined =>
  (v2Names as V2Names).renamed.find((rename) => rename.new === name)?.old;

/** Reads `table.setSorting()`, `row.original`, `<MRT_Table />`… as a qualifier and a name. */
export function parseName(input: string): {qualifier?: string; name: string} {
  const cleaned = input
    .trim()
    .replace(/^<\s*|\s*\/?>$/g, '')
    .replace(/\(.*\)$/, '')
    .replace(/^getState\(\)\./, 'state.');
  const parts = cleaned.split('.');
  if (parts.length === 2 && parts[0] in QUALIFIERS) return {qualifier: parts[0], name: parts[1]};
  return {name: parts[parts.length - 1]};
}

export function issuesAbout(context: DocsContext, name: string): KnownIssueData[] {
  return context.data.knownIssues.filter((issue) => issue.names.includes(name));
}

function describeEntry(context: DocsContext, entry: ApiEntryData) {
  const path = `/docs/api/${entry.page}#${entry.name}`;
  const issues = issuesAbout(context, entry.name);
  const v2 = oldNameOf(entry.name);
  const required = entry.optional === false && (entry.page === 'table-options' || entry.page === 'column-options');
  const lines = [
    `## ${entry.name} (${entry.pageTitle})`,
    `- Reference: ${context.absolute(path)}`,
    `- Type: \`${entry.type}\``,
    `- Default: ${entry.defaultValue !== undefined ? `\`${entry.defaultValue}\`` : 'none'}${required ? ' (required)' : ''}`,
    `- Source: ${entry.source}`,
    ...(v2 ? [`- V2 name: \`${v2}\``] : []),
    ...(entry.guides.length ? [`- Guides: ${entry.guides.map((guide) => context.absolute(guide)).join(', ')}`] : []),
    ...(entry.props?.length ? [`- Props: ${entry.props.map((prop) => `${prop.name}: ${prop.type}`).join('; ')}`] : []),
    '',
    entry.description || '(no description)',
    ...issues.flatMap((issue) => [
      '',
      `**Known issue: ${issue.title}** (${context.absolute(issue.url)})`,
      '',
      issue.markdown,
    ]),
  ];
  return {
    text: lines.join('\n'),
    structured: {
      name: entry.name,
      page: entry.page,
      pageTitle: entry.pageTitle,
      path,
      url: context.absolute(path),
      type: entry.type,
      defaultValue: entry.defaultValue ?? null,
      required,
      source: entry.source,
      description: entry.description,
      guides: entry.guides,
      v2Name: v2 ?? null,
      knownIssues: issues.map((issue) => ({
        title: issue.title,
        url: context.absolute(issue.url),
        text: issue.markdown,
      })),
    },
  };
}

function describePage(context: DocsContext, page: ApiPageData) {
  const entries = context.data.api.filter((entry) => entry.page === page.page).map((entry) => entry.name);
  const path = `/docs/api/${page.page}`;
  return ok(
    [
      `## ${page.typeName} (${page.title})`,
      `- Reference: ${context.absolute(path)}`,
      '',
      page.summary,
      '',
      `Its ${entries.length} entries (get_api each for its type and description): ${entries.join(', ')}`,
    ].join('\n'),
    {name: page.typeName, page: page.page, url: context.absolute(path), summary: page.summary, entries},
  );
}

export function getApi(context: DocsContext, input: string) {
  const {qualifier, name} = parseName(input);
  const page = context.data.apiPages.find((candidate) => candidate.typeName === name);
  if (page) return describePage(context, page);
  const isEntry = (candidate: string) => context.apiByName.has(candidate);
  const exact = context.apiByName.get(name);
  const caseless = exact
    ? undefined
    : [...context.apiByName.keys()].find((key) => key.toLowerCase() === name.toLowerCase());
  const renamedTo = exact || caseless ? undefined : newNameOf(name, isEntry);
  const found = context.apiByName.get(exact ? name : (caseless ?? renamedTo ?? '')) ?? [];
  const scoped = qualifier ? found.filter((entry) => QUALIFIERS[qualifier].includes(entry.page)) : found;
  const entries = scoped.length ? scoped : found;
  if (entries.length === 0) {
    const names = [
      ...context.apiByName.keys(),
      ...context.data.apiPages.flatMap((p) => (p.typeName ? [p.typeName] : [])),
    ];
    const suggestions = closest(name, names);
    return failure(
      `\`${input.trim()}\` is not an entry of the Material React Table ${context.data.versions.materialReactTable} ` +
        `API reference. The closest names: ${suggestions.map((s) => `\`${s}\``).join(', ')}.`,
      {name: input, suggestions},
    );
  }
  const described = entries.map((entry) => describeEntry(context, entry));
  const note = renamedTo
    ? `\`${name}\` is a V1/V2 name: in V3 it is \`${renamedTo}\`.\n\n`
    : caseless
      ? `No entry is spelt \`${name}\`; this is \`${caseless}\`.\n\n`
      : '';
  return ok(`${note}${described.map((entry) => entry.text).join('\n\n')}`, {
    name: input,
    ...(renamedTo ? {renamedFrom: name} : {}),
    entries: described.map((entry) => entry.structured),
  });
}
