import type {CompatRow, StepResult} from '@site/src/components/CompatTable/data';
import {REQUIRED_PACKAGES, TANSTACK_TABLE_VERSION, installCommand} from '@site/src/site/install';

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

/** How far a measured combination is from the app's versions (major steps weigh 100, minor steps 1). */
export function distanceTo(row: CompatRow, versions: Record<string, string>): number {
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
];

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
  const measured = rows.filter((row) => row.result);
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
  if (tanstack && versionOf(tanstack)?.[0] !== 8) {
    warnings.push(
      `@tanstack/react-table ${tanstack} is installed beside the TanStack Table ${TANSTACK_TABLE_VERSION} that ` +
        'material-react-table 3.2.1 runs on, and the table shows no row for it: import types from ' +
        'material-react-table (MRT_ColumnDef, MRT_Row…) and remove the package, or pin it to ' +
        `${TANSTACK_TABLE_VERSION}.`,
    );
  }
  if ('next' in found) warnings.push('Next.js: the table shows no Next.js row; its combinations were built with Vite.');
  for (const name of [...AXES, 'date-fns'] as const) {
    const wanted = effective[name] ? versionOf(effective[name]) : null;
    if (!wanted) continue;
    const majors = new Set(measured.map((row) => versionOf(row.result?.resolved?.[name] ?? '')?.[0]));
    if (!majors.has(wanted[0])) warnings.push(`The table shows no row with ${name} ${wanted[0]}.`);
  }

  const byDistance = (a: CompatRow, b: CompatRow) => distanceTo(a, effective) - distanceTo(b, effective);
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
