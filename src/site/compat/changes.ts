/**
 * What changed between two measurements of the compatibility table: a combination measured for the first
 * time, one no longer measured, or a step or feature whose outcome moved (`pass` → `fail`…). Times, error
 * wording and patch versions are not results: a run that only moves them changes nothing. `npm run compat`
 * (scripts/compat.mjs) records each measurement that changed a result in change-log.json; the
 * weekly workflow opens a pull request when the run recorded one, and the Atom feed (./feed.ts) has one
 * entry per record. Pure, so both are tested without installing anything.
 */

export type Outcome = 'pass' | 'legacy' | 'fail' | 'skip';

/** The part of a combination's result this module reads (results.json's `combinations[]`). */
export interface MeasuredCombination {
  id: string;
  resolved?: Record<string, string>;
  steps: Record<string, {outcome: Outcome; error?: string}>;
  features?: Record<string, {outcome: Outcome; error?: string}>;
}

export interface OutcomeChange {
  /** A step (`install`, `types`, `build`, `render`) or a feature (`sort`, `editSave`…). */
  step: string;
  from: Outcome | 'none';
  to: Outcome | 'none';
  /** The first error of the new outcome, when it has one. */
  error?: string;
}

export interface CombinationChange {
  id: string;
  label: string;
  kind: 'new' | 'changed' | 'removed';
  /** Every step and feature whose outcome differs (all of them for a new combination). */
  outcomes: OutcomeChange[];
  /** What the new measurement resolved (the old one's for a removed combination). */
  resolved: Record<string, string>;
}

/** One measurement that changed a result: change-log.json's `changes[]`, one feed entry each. */
export interface ChangeRecord {
  /** Stable: the date and a hash of the changes, written once and never recomputed. */
  id: string;
  date: string;
  changes: CombinationChange[];
}

const outcomesOf = (result: MeasuredCombination): Record<string, {outcome: Outcome; error?: string}> => ({
  ...result.steps,
  ...(result.features ?? {}),
});

/** The outcome changes from `before` (undefined: not measured) to `after` (undefined: no longer measured). */
export function outcomeChanges(
  before: MeasuredCombination | undefined,
  after: MeasuredCombination | undefined,
): OutcomeChange[] {
  const old = before ? outcomesOf(before) : {};
  const now = after ? outcomesOf(after) : {};
  const steps = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  const changes: OutcomeChange[] = [];
  for (const step of steps) {
    const from = old[step]?.outcome ?? 'none';
    const to = now[step]?.outcome ?? 'none';
    if (from === to) continue;
    const error = now[step]?.error?.split('\n')[0];
    changes.push({step, from, to, ...(error ? {error} : {})});
  }
  return changes;
}

/**
 * The combinations whose results differ between two measurements, in the order of `after` (then removed
 * ones). `measured` lists the ids the new run measured: the others keep their old result and are not
 * compared, and none counts as removed unless `removed` says it left the matrix.
 */
export function changesBetween(
  before: MeasuredCombination[],
  after: MeasuredCombination[],
  {labels, measured, removed = []}: {labels: Record<string, string>; measured: string[]; removed?: string[]},
): CombinationChange[] {
  const old = new Map(before.map((entry) => [entry.id, entry]));
  const changes: CombinationChange[] = [];
  for (const entry of after) {
    if (!measured.includes(entry.id)) continue;
    const previous = old.get(entry.id);
    const outcomes = outcomeChanges(previous, entry);
    if (outcomes.length === 0) continue;
    changes.push({
      id: entry.id,
      label: labels[entry.id] ?? entry.id,
      kind: previous ? 'changed' : 'new',
      outcomes,
      resolved: entry.resolved ?? {},
    });
  }
  for (const id of removed) {
    const previous = old.get(id);
    if (!previous) continue;
    changes.push({
      id,
      label: labels[id] ?? id,
      kind: 'removed',
      outcomes: outcomeChanges(previous, undefined),
      resolved: previous.resolved ?? {},
    });
  }
  return changes;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short, stable fingerprint of a record's content. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The record of one measurement's changes, or null when it changed no result. */
export function changeRecord(date: string, changes: CombinationChange[]): ChangeRecord | null {
  if (changes.length === 0) return null;
  const key = changes.map((change) => [change.id, change.kind, change.outcomes.map((o) => [o.step, o.from, o.to])]);
  return {id: `${date}-${fingerprint(JSON.stringify(key))}`, date, changes};
}

/** One line per combination, for a pull request's body or a log: "Next.js App Router (new): install pass, …". */
export function describeChange(change: CombinationChange): string {
  const steps = change.outcomes.map((item) =>
    change.kind === 'changed' ? `${item.step} ${item.from} → ${item.to}` : `${item.step} ${item.to}`,
  );
  const errors = change.outcomes
    .filter((item) => item.error && item.to !== 'pass')
    .map((item) => `${item.step}: ${item.error}`);
  const kind = change.kind === 'changed' ? '' : ` (${change.kind})`;
  return `${change.label}${kind}: ${steps.join(', ')}${errors.length > 0 ? ` — ${errors.join('; ')}` : ''}`;
}
