import type {CompatRow, StepResult} from '@site/src/components/CompatTable/data';
import {REQUIRED_PACKAGES, TANSTACK_TABLE_VERSION, installCommand} from '../install';

/**
 * An app's versions against the measured compatibility table (`npm run compat`, the Install page's table):
 * the nearest measured combination, what failed there with its first error, a command that installs a
 * combination measured to work, and what the table cannot answer. Read by the Install page's "Check your
 * app" and the MCP server's `check_compat`. The combinations differ by Material UI, date-picker and React
 * majors and the date library; the nearest is the one the fewest major steps away, then minor ones.
 */

/** The packages the combinations differ by, heaviest first. */
export const AXES = ['@mui/material', '@mui/x-date-pickers', 'react'] as const;
const STEPS = ['install', 'types', 'build', 'render'] as const;

/** Major, minor and patch of a version or range as written (`^7.3.0`, `>=18`, `npm:react@19.1.0`). */
export function versionOf(range: string): [number, number, number] | null {
  const match = /(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(range.replace(/^npm:.*@/, ''));
  if (!match) return null;
  const part = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);
  return [Number(match[1]), part(match[2]), part(match[3])];
}

const passed = (step: StepResult | undefined) => step?.outcome === 'pass' || step?.outcome === 'legacy';

/** Whether every step and feature of a measured combination passed. */
export function worksThroughout(row: CompatRow): boolean {
  const result = row.result;
  if (!result) return false;
  return STEPS.every((step) => passed(result.steps[step])) && Object.values(result.features ?? {}).every(passed);
}

/** The packages some combination adds to the site's set (`next`, `@tanstack/react-table`). */
export const addedPackages = (rows: CompatRow[]) => new Set(rows.flatMap((row) => Object.keys(row.adds)));

/**
 * A combination whose difference no package.json shows (a theme option): never the nearest, since the
 * checker cannot tell whether the app does what it measured.
 */
export const measuresCode = (row: CompatRow) => Boolean(row.scenario) && Object.keys(row.adds).length === 0;

/**
 * How far a measured combination is from the app's versions (major steps weigh 100, minor steps 1). A
 * combination that adds a package (Next.js, a TanStack Table) is far from an app without it, and 300 away
 * from another major of it; an app with such a package is 10 nearer the combinations that measured it.
 */
export function distanceTo(
  row: CompatRow,
  versions: Record<string, string>,
  added: Set<string> = new Set(Object.keys(row.adds)),
): number {
  const resolved = row.result?.resolved ?? {};
  let distance = 0;
  AXES.forEach((name, axis) => {
    const wanted = versions[name] ? versionOf(versions[name]) : null;
    const measured = resolved[name] ? versionOf(resolved[name]) : null;
    if (!wanted || !measured) return;
    distance +=
      (Math.abs(wanted[0] - measured[0]) * 100 + Math.min(99, Math.abs(wanted[1] - measured[1]))) * (3 - axis);
  });
  // an app without date-fns is measured against the Day.js rows (the date-fns rows are their variants)
  if ('date-fns' in versions !== (row.adapter === 'date-fns')) distance += 50;
  for (const name of added) {
    if (!(name in versions)) {
      if (name in row.adds) distance += 1000;
      continue;
    }
    if (!(name in row.adds)) {
      distance += 10;
      continue;
    }
    const wanted = versionOf(versions[name]);
    const measured = versionOf(row.result?.resolved?.[name] ?? row.adds[name]);
    if (wanted && measured && wanted[0] !== measured[0]) distance += 300;
  }
  return distance;
}

/** Whether a measured combination has the app's majors of React, Material UI and the date pickers. */
export function sameMajors(row: CompatRow, versions: Record<string, string>): boolean {
  const resolved = row.result?.resolved ?? {};
  return AXES.every((name) => {
    const wanted = versions[name] ? versionOf(versions[name]) : null;
    const measured = resolved[name] ? versionOf(resolved[name]) : null;
    return !wanted || !measured || wanted[0] === measured[0];
  });
}

/** The packages a command or an `overrides` block pins for a measured combination. */
function pinned(row: CompatRow): Array<readonly [string, string]> {
  const resolved = row.result?.resolved ?? {};
  const names = [...REQUIRED_PACKAGES.map(([name]) => name), 'react', 'react-dom', row.adapter];
  return names.filter((name) => resolved[name]).map((name) => [name, resolved[name]] as const);
}

/** The npm command that installs a measured combination's versions of MRT and its peers. */
export function commandFor(row: CompatRow): string {
  const legacy = row.result?.steps.install.outcome === 'legacy';
  return `${installCommand('npm', pinned(row))}${legacy ? ' --legacy-peer-deps' : ''}`;
}

export interface Failure {
  step: string;
  outcome: string;
  error?: string;
}

/** The steps and features of a combination that did not pass, each with its first error line. */
export function failuresOf(row: CompatRow): Failure[] {
  const result = row.result;
  if (!result) return [];
  const all = {...result.steps, ...(result.features ?? {})} as Record<string, StepResult>;
  return Object.entries(all)
    .filter(([, step]) => step.outcome !== 'pass')
    .map(([step, value]) => ({
      step,
      outcome: value.outcome,
      ...(value.error || value.legacyError ? {error: (value.error ?? value.legacyError)!.split('\n')[0]} : {}),
    }));
}

/** The packages whose versions the checker shows: MRT, its peers, React, the date library, TanStack Table, Next.js. */
export const CHECKED_PACKAGES = [
  ...REQUIRED_PACKAGES.map(([name]) => name),
  'react',
  'react-dom',
  'dayjs',
  'date-fns',
  '@tanstack/react-table',
  'next',
  '@mui/material-nextjs',
];

const STEP_NAMES: Record<string, string> = {render: 'runs', columnActions: 'column menu', editSave: 'edit and save'};

/** What a measured combination's result says in a sentence: "every step worked", or what failed first. */
export function summaryOf(row: CompatRow): string {
  if (!row.result) return 'not measured yet';
  const failures = failuresOf(row).filter((failure) => failure.outcome !== 'legacy');
  if (failures.length === 0) return 'every step worked';
  const types = row.result.steps.types;
  const all = Object.keys({...row.result.steps, ...(row.result.features ?? {})}).length;
  const lines = failures.map((failure) => {
    const count = failure.step === 'types' && (types.errors ?? 0) > 1 ? ` with ${types.errors} errors` : '';
    const first = failure.error ? ` (${count ? 'the first: ' : ''}${failure.error})` : '';
    const outcome = failure.outcome === 'skip' ? 'not run' : 'fails';
    return `${STEP_NAMES[failure.step] ?? failure.step} ${outcome}${count}${first}`;
  });
  return `${lines.join('; ')}${failures.length < all ? '; the other steps worked' : ''}`;
}

/**
 * The warning for an app that installs @tanstack/react-table itself, with what the table measured for such
 * an app: its own major beside MRT's, and the same app with its columns typed by MRT.
 */
function tanstackWarning(rows: CompatRow[], written: string): string {
  const major = versionOf(written)?.[0];
  const own = rows.filter(
    (row) =>
      '@tanstack/react-table' in row.adds &&
      versionOf(row.result?.resolved?.['@tanstack/react-table'] ?? '')?.[0] === major,
  );
  const tutorial = own[0];
  const typed = own.find((row) => row !== tutorial);
  const beside =
    major === 8
      ? `@tanstack/react-table ${written} is TanStack Table 8, like the ${TANSTACK_TABLE_VERSION} that ` +
        'material-react-table 3.2.1 runs on, but its ColumnDef is not MRT_ColumnDef.'
      : `@tanstack/react-table ${written} is installed beside the TanStack Table ${TANSTACK_TABLE_VERSION} that ` +
        "material-react-table 3.2.1 runs on: two copies, the app's imports get its own and MRT keeps its.";
  const measuredLines = [
    tutorial ? ` Measured with columns typed by its ColumnDef (${tutorial.label}): ${summaryOf(tutorial)}.` : '',
    typed ? ` With MRT's types instead (${typed.label}): ${summaryOf(typed)}.` : '',
  ].join('');
  return (
    `${beside}${measuredLines} Type the columns with MRT_ColumnDef and createMRTColumnHelper from ` +
    'material-react-table, and remove @tanstack/react-table from package.json unless other code of yours uses it.'
  );
}

export interface AppVerdict {
  /** The checked packages found, as written. */
  found: Record<string, string>;
  /** Whether the nearest combination has the app's majors of Material UI, the pickers and React. */
  sameMajors: boolean;
  nearest: CompatRow;
  works: boolean;
  failures: Failure[];
  /** The nearest combination that worked throughout (the site's own set when none is near). */
  recommended: CompatRow;
  command: string;
  /** The same versions as an `overrides` block for package.json (npm; Yarn calls it `resolutions`). */
  overrides: string;
  /** What the table cannot answer, or what the app should change whatever the table says. */
  warnings: string[];
}

/** Ranges that name no version: read as the newest measured one. */
const UNPINNED = /^(latest|\*|x|next|)$/i;

/**
 * The verdict for an app's versions (`versions` as read from its package.json), or a message when none of
 * the packages the table varies is there.
 */
export function verdictFor(rows: CompatRow[], versions: Record<string, string>): AppVerdict | {error: string} {
  const found = Object.fromEntries(CHECKED_PACKAGES.filter((name) => name in versions).map((n) => [n, versions[n]]));
  const measured = rows.filter((row) => row.result && !measuresCode(row));
  const added = addedPackages(measured);
  if (!AXES.some((name) => name in found)) {
    return {
      error: `None of ${AXES.join(', ')} is in it: paste the package.json of the app that renders the table.`,
    };
  }
  const warnings: string[] = [];
  const newest = measured.find((row) => row.id === 'newest') ?? measured[0];
  const effective: Record<string, string> = {...found};
  for (const name of AXES) {
    const written = found[name];
    if (written === undefined) continue;
    if (UNPINNED.test(written.trim())) {
      const version = newest.result?.resolved?.[name];
      if (version) effective[name] = version;
      warnings.push(`${name} "${written}" installs the newest release: read as ${version ?? 'the newest measured'}.`);
    } else if (!versionOf(written)) {
      warnings.push(`${name} "${written}" names no version the checker can read (a path, a workspace or a URL).`);
      delete effective[name];
    }
  }
  const mrt = found['material-react-table'];
  if (!mrt) warnings.push('No material-react-table: these results are for material-react-table 3.2.1.');
  else if (versionOf(mrt)?.[0] !== 3) {
    warnings.push(`material-react-table ${mrt}: these results are for 3.2.1; V3 renamed options (Migrating to V3).`);
  }
  for (const [name] of REQUIRED_PACKAGES) {
    if (name !== 'material-react-table' && !(name in found)) {
      warnings.push(`No ${name}: material-react-table 3 needs it installed beside it (a peer dependency).`);
    }
  }
  if (!('dayjs' in found) && !('date-fns' in found)) {
    warnings.push('No dayjs or date-fns: the date filters need a date library and its picker adapter.');
  }
  const tanstack = found['@tanstack/react-table'];
  if (tanstack && versionOf(tanstack)) warnings.push(tanstackWarning(measured, tanstack));
  for (const name of [...AXES, 'date-fns', ...added]) {
    const wanted = effective[name] ? versionOf(effective[name]) : null;
    if (!wanted) continue;
    const majors = new Set(measured.map((row) => versionOf(row.result?.resolved?.[name] ?? '')?.[0]));
    if (!majors.has(wanted[0])) warnings.push(`The table shows no row with ${name} ${wanted[0]}.`);
  }

  const byDistance = (a: CompatRow, b: CompatRow) => distanceTo(a, effective, added) - distanceTo(b, effective, added);
  const nearest = [...measured].sort(byDistance)[0];
  const recommended = measured.filter(worksThroughout).sort(byDistance)[0] ?? measured.find((row) => row.site)!;
  const overrides = JSON.stringify({overrides: Object.fromEntries(pinned(recommended))}, null, 2);
  return {
    found,
    sameMajors: sameMajors(nearest, effective),
    nearest,
    works: worksThroughout(nearest),
    failures: failuresOf(nearest),
    recommended,
    command: commandFor(recommended),
    overrides,
    warnings,
  };
}
