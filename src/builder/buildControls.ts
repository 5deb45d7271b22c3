/**
 * The builder's controls, derived from the API reference: which table options get a switch or a select, their
 * default, the first sentence of their description and the guide they are grouped under. Run at generation
 * time only (scripts/generate-builder-controls.ts writes ./generated/controls.json); the page imports that
 * JSON, not the descriptions.
 */
import type {ApiDescriptions, GeneratedEntry, ApiSource} from '../api/types';

export type ControlValue = string | boolean;

export interface ControlSpec {
  name: string;
  kind: 'switch' | 'select';
  /** A select's values as they are written in code (`'cell'`, `false`), in the type's order. */
  values?: ControlValue[];
  /** What MRT (or TanStack Table) does when the option is left out; null when that depends on other options. */
  defaultValue: ControlValue | null;
  /** The first sentence of the option's description (Markdown code spans kept). */
  summary: string;
  source: ApiSource;
  /** The slug of the option's first guide (`sorting`), or '' when it has none. */
  group: string;
}

export interface ControlGroup {
  slug: string;
  title: string;
}

export interface ControlsData {
  groups: ControlGroup[];
  controls: ControlSpec[];
}

/**
 * Options left out: the `debug…` switches only log timings to the console, and `memoMode` freezes the parts it
 * memoizes, so a live preview would stop following the other controls (Known Issues).
 */
export const EXCLUDED = (name: string): boolean => name.startsWith('debug') || name === 'memoMode';

/**
 * Switches whose option MRT leaves unset but TanStack Table reads as on (`options.enableSortingRemoval ?? true`):
 * a claims test (tests/claims/builder.test.tsx) checks each one.
 */
export const ON_WHEN_UNSET = ['enableSortingRemoval', 'enableMultiRemove'];

/** The members of a union type, split at its top level only (not inside parentheses, brackets or generics). */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index];
    if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char) && type[index - 1] !== '=') depth -= 1;
    else if (char === '|' && depth === 0) {
      members.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter(Boolean);
}

const STRING_LITERAL = /^'([^']*)'$/;

/** A literal written in a type (`'cell'`, `false`) as a value, or undefined for anything else. */
export function literalOf(text: string): ControlValue | undefined {
  const match = STRING_LITERAL.exec(text);
  if (match) return match[1];
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}

/**
 * The first sentence of a description: up to the first `.`, `!` or `?` that ends the text or is followed by a
 * space, outside code spans (`table.setCreatingRow(true)` does not end one) and not in "e.g." or "i.e.".
 */
export function firstSentence(text: string): string {
  let inCode = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '`') inCode = !inCode;
    if (inCode || !'.!?'.includes(char)) continue;
    const next = text[index + 1];
    if (next !== undefined && next !== ' ') continue;
    if (/\b(e\.g|i\.e|etc|vs)$/.test(text.slice(0, index))) continue;
    return text.slice(0, index + 1);
  }
  return text;
}

/** The control an option gets, or null when the builder offers none. */
export function controlKind(entry: GeneratedEntry): Pick<ControlSpec, 'kind' | 'values' | 'defaultValue'> | null {
  if (EXCLUDED(entry.name)) return null;
  const members = unionMembers(entry.type);
  const literals = members.map(literalOf);
  const strings = literals.filter((value): value is string => typeof value === 'string');
  const stated = entry.defaultValue === undefined ? undefined : literalOf(entry.defaultValue);
  if (strings.length > 0) {
    const values: ControlValue[] = [];
    for (const [index, member] of members.entries()) {
      if (member === 'boolean') values.push(false, true);
      else if (literals[index] !== undefined) values.push(literals[index]!);
    }
    return {kind: 'select', values: [...new Set(values)], defaultValue: stated ?? null};
  }
  if (entry.name.startsWith('enable') && members.includes('boolean')) {
    const defaultValue = stated === undefined ? ON_WHEN_UNSET.includes(entry.name) : stated === true;
    return {kind: 'switch', defaultValue};
  }
  return null;
}

/**
 * Every control, grouped by its option's first guide (groups in the order of `guideTitles`, which is the
 * navigation's; options without a guide go last under "Other"), options alphabetical within a group.
 */
export function buildControls(
  entries: GeneratedEntry[],
  descriptions: ApiDescriptions,
  guideTitles: Array<[slug: string, title: string]>,
): ControlsData {
  const controls: ControlSpec[] = [];
  for (const entry of entries) {
    const kind = controlKind(entry);
    if (!kind) continue;
    const description = descriptions[entry.name];
    const guide = description?.guides[0]?.replace(/^\/docs\/guides\//, '') ?? '';
    controls.push({
      name: entry.name,
      ...kind,
      summary: description ? firstSentence(description.description) : '',
      source: entry.source,
      group: guide,
    });
  }
  const used = new Set(controls.map((control) => control.group));
  const groups: ControlGroup[] = guideTitles.filter(([slug]) => used.has(slug)).map(([slug, title]) => ({slug, title}));
  const known = new Set(groups.map((group) => group.slug));
  for (const control of controls) if (!known.has(control.group)) control.group = '';
  if (controls.some((control) => control.group === '')) groups.push({slug: '', title: 'Other'});
  const order = new Map(groups.map((group, index) => [group.slug, index]));
  controls.sort((a, b) => order.get(a.group)! - order.get(b.group)! || a.name.localeCompare(b.name));
  return {groups, controls};
}
