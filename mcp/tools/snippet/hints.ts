import type {V2Names} from '../../../src/search/names';
import v2Names from '../../../src/search/v2-names.json';
import v9Names from '../../../src/search/tanstack-v9-names.json';
import type {PageData} from '../../data/types';
import {newNameOf} from '../api';
import {MIGRATION_GUIDE, firstParagraph, sectionOf} from '../upgrade';
import {closest, editDistance} from '../closest';
import type {Located} from './languageService';

/**
 * What the site knows about a compiler error that TypeScript cannot say: that a name is an old (V1/V2) name
 * and what V3 calls it, that the migration guide covers it, that it is TanStack Table 9 API while MRT 3 runs
 * on TanStack Table 8 (and what v8 calls it), or which values a property accepts. Pure: the facts come in.
 */

export interface HintFacts {
  isEntry(name: string): boolean;
  entryNames: Iterable<string>;
  /** The reference path of an entry (`/docs/api/column-options#filterVariant`), if the name is one. */
  entryPath(name: string): string | undefined;
  migrationGuide: PageData | undefined;
  absolute(path: string): string;
  tanstackTable: string;
}

export {MIGRATION_GUIDE};

interface V9Name {
  scope: string;
  name: string;
  v8?: string;
}
const V9 = new Map<string, V9Name[]>();
for (const entry of (v9Names as {onlyInV9: V9Name[]}).onlyInV9)
  V9.set(entry.name, [...(V9.get(entry.name) ?? []), entry]);
export const TANSTACK_V9_VERSION = (v9Names as {v9: string}).v9;

/** The name a diagnostic is about, and the module for a missing export. */
export function subjectOf(message: string): {name?: string; module?: string} {
  const exported = /^(?:Module )?'"([^"]+)"' has no exported member (?:named )?'([^']+)'/.exec(message);
  if (exported) return {module: exported[1], name: exported[2]};
  const patterns = [
    /'([^']+)' does not exist in type/,
    /Property '([^']+)' does not exist on type/,
    /Cannot find name '([^']+)'/,
    /has no exported member (?:named )?'([^']+)'/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(message);
    if (match) return {name: match[1]};
  }
  return {};
}

/** A heading of the migration guide that names `name` in code, with the paragraph under it. */
function migrationSection(facts: HintFacts, name: string): string | undefined {
  const page = facts.migrationGuide;
  if (!page) return undefined;
  const heading = page.headings.find((candidate) =>
    new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(candidate.text),
  );
  if (!heading) return undefined;
  const paragraph = firstParagraph(sectionOf(page.markdown, heading.text));
  return `The V2 → V3 migration guide covers it, "${heading.text}" (${facts.absolute(`${MIGRATION_GUIDE}#${heading.id}`)})${paragraph ? `: ${paragraph.trim()}` : '.'}`;
}

function oldNameHint(facts: HintFacts, name: string): string | undefined {
  const renamed = newNameOf(name, facts.isEntry);
  if (renamed) return `\`${name}\` is a V1/V2 name: in V3 it is \`${renamed}\` (get_api("${renamed}")).`;
  const removed = (v2Names as V2Names).removed.find((entry) => entry.name === name);
  const section = migrationSection(facts, name);
  if (removed) return `\`${name}\` (${removed.scope}) was removed in V3. ${section ?? ''}`.trim();
  return section;
}

function tanstackHint(facts: HintFacts, code: number, name: string, module: string | undefined): string | undefined {
  const entries = V9.get(name);
  if (!entries) return undefined;
  const exported = entries.find((entry) => entry.scope === 'Exports' || entry.scope === 'Types');
  const member = entries.find((entry) => entry.scope !== 'Exports' && entry.scope !== 'Types');
  const importing = [2305, 2724, 2304].includes(code) && (!module || module.startsWith('@tanstack/'));
  const found = importing ? exported : [2339, 2551, 2353, 2561].includes(code) ? member : undefined;
  if (!found) return undefined;
  const where = found.scope === 'Exports' || found.scope === 'Types' ? `an export` : `a ${found.scope} member`;
  return (
    `\`${name}\` is ${where} of TanStack Table ${TANSTACK_V9_VERSION} only. Material React Table 3 runs on ` +
    `TanStack Table ${facts.tanstackTable} (v8), whose API it extends` +
    (found.v8 ? `: the v8 name is \`${found.v8}\`.` : ': v8 has no such name (https://tanstack.com/table/v8/docs).')
  );
}

function spellingHint(facts: HintFacts, message: string, name: string): string | undefined {
  if (/Did you mean/.test(message) || facts.isEntry(name)) return undefined;
  const [nearest] = closest(name, facts.entryNames, 1);
  if (!nearest || editDistance(nearest.toLowerCase(), name.toLowerCase()) > Math.max(2, Math.floor(name.length / 5)))
    return undefined;
  return `Did you mean \`${nearest}\`? (get_api("${nearest}"))`;
}

/** The hint for one diagnostic; `allowed` are the values the property there accepts, read from the program. */
export function hintFor(
  facts: HintFacts,
  diagnostic: Located,
  property?: {name: string; allowed: string[]},
): string | undefined {
  const hints: string[] = [];
  const {name, module} = subjectOf(diagnostic.message);
  if (name) {
    const hint =
      oldNameHint(facts, name) ??
      tanstackHint(facts, diagnostic.code, name, module) ??
      spellingHint(facts, diagnostic.message, name);
    if (hint) hints.push(hint);
  }
  if (property && property.allowed.length > 0) {
    const path = facts.entryPath(property.name);
    hints.push(
      `\`${property.name}\` accepts ${property.allowed.join(' | ')}` + (path ? ` (${facts.absolute(path)}).` : '.'),
    );
  }
  return hints.length ? hints.join(' ') : undefined;
}
