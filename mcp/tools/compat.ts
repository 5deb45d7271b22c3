import type {CompatRow, StepResult} from '../../src/components/CompatTable/data';
import {DATE_PACKAGES, REQUIRED_PACKAGES, installCommand} from '../../src/site/install';
import type {DocsContext} from './context';
import {failure, ok} from './result';

/**
 * `check_compat`: an app's versions against the measured compatibility table (`npm run compat`, the Install
 * page's table): the nearest measured combination, what failed there with its first error, and an install
 * command that worked. The combinations differ by React, Material UI and date-picker majors and the date
 * library; the nearest is the one with the fewest major steps away, then minor ones.
 */

export const INSTALL_PAGE = '/docs/getting-started/install#which-versions-work-together';

/** The packages the combinations differ by, heaviest first. */
const AXES = ['@mui/material', '@mui/x-date-pickers', 'react'] as const;
const STEPS = ['install', 'types', 'build', 'render'] as const;

/** Major, minor and patch of a version or range as written (`^7.3.0`, `>=18`, `npm:react@19.1.0`). */
export function versionOf(range: string): [number, number, number] | null {
  const match = /(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(range.replace(/^npm:.*@/, ''));
  if (!match) return null;
  const part = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);
  return [Number(match[1]), part(match[2]), part(match[3])];
}

/** The dependencies of a `package.json` text, or a message saying why it cannot be read. */
export function dependenciesOf(text: string): Record<string, string> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `packages is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'packages must be a JSON object';
  const json = parsed as Record<string, unknown>;
  const merged: Record<string, string> = {};
  for (const field of ['peerDependencies', 'devDependencies', 'dependencies']) {
    const value = json[field];
    if (value && typeof value === 'object') {
      for (const [name, version] of Object.entries(value)) if (typeof version === 'string') merged[name] = version;
    }
  }
  if (Object.keys(merged).length === 0) {
    // a plain {"react": "19.1.0"} object sent as text
    for (const [name, version] of Object.entries(json)) if (typeof version === 'string') merged[name] = version;
  }
  return merged;
}

const passed = (step: StepResult | undefined) => step?.outcome === 'pass' || step?.outcome === 'legacy';

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
  const dateFns = 'date-fns' in versions;
  if (dateFns !== (row.adapter === 'date-fns') && (dateFns || 'dayjs' in versions)) distance += 50;
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

/** The npm command that installs a measured combination's versions of MRT and its peers. */
export function commandFor(row: CompatRow): string {
  const resolved = row.result?.resolved ?? {};
  const names = [...REQUIRED_PACKAGES.map(([name]) => name), 'react', 'react-dom', row.adapter];
  const packages = names.filter((name) => resolved[name]).map((name) => [name, resolved[name]] as const);
  const legacy = row.result?.steps.install.outcome === 'legacy';
  return `${installCommand('npm', packages)}${legacy ? ' --legacy-peer-deps' : ''}`;
}

function failures(row: CompatRow): Array<{step: string; outcome: string; error?: string}> {
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

export function checkCompat(context: DocsContext, packages: Record<string, string> | string) {
  const versions = typeof packages === 'string' ? dependenciesOf(packages) : packages;
  if (typeof versions === 'string') return failure(versions);
  const {rows, measurement} = context.data.compat;
  const measured = rows.filter((row) => row.result);
  if (!AXES.some((name) => versions[name])) {
    return failure(`packages names none of ${AXES.join(', ')}: give their versions, or the text of your package.json.`);
  }
  const nearest = [...measured].sort((a, b) => distanceTo(a, versions) - distanceTo(b, versions))[0];
  const working = measured.filter(worksThroughout).sort((a, b) => distanceTo(a, versions) - distanceTo(b, versions));
  const recommended = working[0] ?? measured.find((row) => row.site)!;
  const exact = sameMajors(nearest, versions);
  const failed = failures(nearest);
  const mrt = versions['material-react-table'];
  const otherMrt = mrt && versionOf(mrt)?.[0] !== 3;
  const site = measured.find((row) => row.site);
  const lines = [
    `Measured on ${measurement.measuredOn} with material-react-table ${measurement.materialReactTable} (${context.absolute(INSTALL_PAGE)}).`,
    ...(otherMrt
      ? [`Your material-react-table is ${mrt}: these measurements are for ${measurement.materialReactTable}.`]
      : []),
    `${exact ? 'Measured combination with your majors' : 'Nearest measured combination'}: **${nearest.label}** (${nearest.question}).`,
    `Resolved: ${Object.entries(nearest.result?.resolved ?? {})
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`,
    worksThroughout(nearest)
      ? `Every step passed (install${nearest.result?.steps.install.outcome === 'legacy' ? ' with --legacy-peer-deps' : ''}, types, build, run, and the six features).`
      : `Failed: ${failed.map((item) => `${item.step} (${item.outcome})${item.error ? `: ${item.error}` : ''}`).join('; ')}`,
    '',
    `Install command that worked${recommended === nearest ? '' : ` (${recommended.label})`}:`,
    '```bash',
    commandFor(recommended),
    '```',
    ...(site && recommended !== site
      ? [
          '',
          `This site's own set: \`${installCommand('npm')} ${DATE_PACKAGES.map(([n, v]) => `${n}@${v}`).join(' ')}\``,
        ]
      : []),
  ];
  return ok(lines.join('\n'), {
    sameMajors: exact,
    nearest: {id: nearest.id, label: nearest.label, resolved: nearest.result?.resolved ?? {}},
    works: worksThroughout(nearest),
    failures: failed,
    installCommand: commandFor(recommended),
    recommended: recommended.id,
  });
}
