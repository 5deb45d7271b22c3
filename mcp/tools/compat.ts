import type {CompatRow} from '../../src/components/CompatTable/data';
import {readPaste} from '../../src/site/compat/paste';
import {AXES, verdictFor, worksThroughout} from '../../src/site/compat/verdict';
import {DATE_PACKAGES, installCommand} from '../../src/site/install';
import type {DocsContext} from './context';
import {failure, ok} from './result';

/**
 * `check_compat`: an app's versions against the measured compatibility table (`npm run compat`, the Install
 * page's table), with the verdict code of the page's "Check your app" (src/site/compat/verdict.ts): the
 * nearest measured combination, what failed there with its first error, and an install command that worked.
 */

export const INSTALL_PAGE = '/docs/getting-started/install#which-versions-work-together';

export {versionOf, worksThroughout} from '../../src/site/compat/verdict';

/** The dependencies of a `package.json` text (or a lockfile, or npm ls), or a message saying why it cannot be read. */
export function dependenciesOf(text: string): Record<string, string> | string {
  const read = readPaste(text);
  return 'error' in read ? `packages: ${read.error}` : read.versions;
}

export function checkCompat(context: DocsContext, packages: Record<string, string> | string) {
  const versions = typeof packages === 'string' ? dependenciesOf(packages) : packages;
  if (typeof versions === 'string') return failure(versions);
  const {rows, measurement} = context.data.compat;
  const verdict = verdictFor(rows as CompatRow[], versions);
  if ('error' in verdict) {
    return failure(`packages names none of ${AXES.join(', ')}: give their versions, or the text of your package.json.`);
  }
  const {nearest, recommended, failures, works} = verdict;
  const site = rows.find((row) => row.site && row.result);
  const lines = [
    `Measured on ${measurement.measuredOn} with material-react-table ${measurement.materialReactTable} (${context.absolute(INSTALL_PAGE)}).`,
    ...verdict.warnings,
    `${verdict.sameMajors ? 'Measured combination with your majors' : 'Nearest measured combination'}: **${nearest.label}** (${nearest.question}).`,
    `Resolved: ${Object.entries(nearest.result?.resolved ?? {})
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`,
    works
      ? `Every step passed (install${nearest.result?.steps.install.outcome === 'legacy' ? ' with --legacy-peer-deps' : ''}, types, build, run, and the six features).`
      : `Failed: ${failures.map((item) => `${item.step} (${item.outcome})${item.error ? `: ${item.error}` : ''}`).join('; ')}`,
    '',
    `Install command that worked${recommended === nearest ? '' : ` (${recommended.label})`}:`,
    '```bash',
    verdict.command,
    '```',
    ...(site && recommended !== site
      ? [
          '',
          `This site's own set: \`${installCommand('npm')} ${DATE_PACKAGES.map(([n, v]) => `${n}@${v}`).join(' ')}\``,
        ]
      : []),
  ];
  return ok(lines.join('\n'), {
    sameMajors: verdict.sameMajors,
    nearest: {id: nearest.id, label: nearest.label, resolved: nearest.result?.resolved ?? {}},
    works: worksThroughout(nearest),
    failures,
    installCommand: verdict.command,
    recommended: recommended.id,
    warnings: verdict.warnings,
  });
}
