/**
 * The compatibility measurements (src/site/compat/results.json, written by `npm run compat`) read for the
 * Install page: one row per combination of the matrix, in its order, with a mark per step.
 */
import matrix from '@site/src/site/compat/matrix.json';
import results from '@site/src/site/compat/results.json';

export type Outcome = 'pass' | 'legacy' | 'fail' | 'skip';

export interface StepResult {
  outcome: Outcome;
  error?: string;
  errors?: number;
  legacyError?: string;
  knownWarnings?: string[];
}

export interface CombinationResult {
  id: string;
  measuredOn: string;
  requested: Record<string, string>;
  resolved?: Record<string, string>;
  steps: Record<'install' | 'types' | 'build' | 'render', StepResult & {checks?: string[]}>;
  features?: Record<string, StepResult>;
}

/** The columns after the combination, in order: the four steps, then the features. */
export const COLUMNS = [
  {key: 'install', label: 'Install', feature: false},
  {key: 'types', label: 'Types', feature: false},
  {key: 'build', label: 'Build', feature: false},
  {key: 'render', label: 'Runs', feature: false},
  {key: 'sort', label: 'Sort', feature: true},
  {key: 'search', label: 'Search', feature: true},
  {key: 'columnActions', label: 'Column menu', feature: true},
  {key: 'datePicker', label: 'Date picker', feature: true},
  {key: 'selectFilter', label: 'Select filter', feature: true},
  {key: 'editSave', label: 'Edit and save', feature: true},
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];

export interface CompatRow {
  id: string;
  label: string;
  question: string;
  site: boolean;
  adapter: string;
  /** What the combination adds to the measurement (scripts/lib/compat/scenarios.mjs), if anything. */
  scenario?: string;
  /** The packages it installs on top of this site's set (`"base": "site"`): Next.js, a TanStack Table. */
  adds: Record<string, string>;
  result: CombinationResult | undefined;
}

export interface Measurement {
  date: string;
  combinations: number;
  workingThroughout: number;
}

const all = results as unknown as {
  measuredOn: string;
  history: Measurement[];
  materialReactTable: string;
  node: string;
  npm: string;
  combinations: CombinationResult[];
};

export const measurement = {
  measuredOn: all.measuredOn,
  materialReactTable: all.materialReactTable,
  node: all.node,
  npm: all.npm,
};

/** Every combination of the matrix with its result (undefined when the script has not measured it). */
export const rows: CompatRow[] = matrix.combinations.map((combination) => ({
  id: combination.id,
  label: combination.label,
  question: combination.question,
  site: 'site' in combination && combination.site === true,
  adapter: combination.adapter,
  ...('scenario' in combination ? {scenario: combination.scenario} : {}),
  adds:
    'base' in combination && combination.packages ? (combination.packages as unknown as Record<string, string>) : {},
  result: all.combinations.find((entry) => entry.id === combination.id),
}));

export const knownWarnings = matrix.knownWarnings;

/** Every day the whole matrix was measured, oldest first (scripts/compat.mjs appends one per full run). */
export const history: Measurement[] = all.history;

/** The step or feature result in one column. */
export function cellOf(row: CompatRow, key: ColumnKey): StepResult | undefined {
  if (!row.result) return undefined;
  return key in row.result.steps
    ? row.result.steps[key as keyof CombinationResult['steps']]
    : row.result.features?.[key];
}

/** The names the table gives the packages a combination adds. */
export const ADDED_NAMES: Record<string, string> = {
  '@tanstack/react-table': 'TanStack Table',
  next: 'Next.js',
  '@mui/material-nextjs': 'material-nextjs',
};

/** Major.minor of a resolved version ("19.3.1" → "19.3"). */
export const short = (version: string | undefined) => version?.split('.').slice(0, 2).join('.') ?? '?';
