import React, {type ReactNode} from 'react';
import {
  ADDED_NAMES,
  COLUMNS,
  cellOf,
  knownWarnings,
  measurement,
  rows,
  short,
  type CompatRow,
  type Outcome,
} from './data';
import styles from './styles.module.css';

/** What each mark means, for the eye and for screen readers. */
const MARKS: Record<Outcome, {symbol: string; text: string; className: string}> = {
  pass: {symbol: '✓', text: 'works', className: styles.pass},
  legacy: {symbol: '!', text: 'installs only with --legacy-peer-deps', className: styles.legacy},
  fail: {symbol: '✗', text: 'fails', className: styles.fail},
  skip: {symbol: '–', text: 'not run (an earlier step failed)', className: styles.skip},
};

function Mark({outcome}: {outcome: Outcome | undefined}): ReactNode {
  if (!outcome) return <span className={styles.skip}>?</span>;
  const mark = MARKS[outcome];
  return (
    <span className={mark.className} title={mark.text}>
      <span aria-hidden="true">{mark.symbol}</span>
      <span className={styles.visuallyHidden}>{mark.text}</span>
    </span>
  );
}

function Versions({row}: {row: CompatRow}): ReactNode {
  const resolved = row.result?.resolved ?? row.result?.requested ?? {};
  const dates = row.adapter === 'dayjs' ? `Day.js ${short(resolved.dayjs)}` : `date-fns ${short(resolved['date-fns'])}`;
  return (
    <span className={styles.versions}>
      React {short(resolved.react)} · Material UI {short(resolved['@mui/material'])} · pickers{' '}
      {short(resolved['@mui/x-date-pickers'])} · {dates}
      {Object.keys(row.adds).map((name) => ` · ${ADDED_NAMES[name] ?? name} ${short(resolved[name])}`)}
      {/* a row measured on its own (`--only`) on another day than the caption's */}
      {row.result && row.result.measuredOn !== measurement.measuredOn ? ` · measured ${row.result.measuredOn}` : null}
    </span>
  );
}

/** The first error of every step that did not pass, for the list under the table. */
function problemsOf(row: CompatRow): Array<{step: string; text: string}> {
  const problems: Array<{step: string; text: string}> = [];
  for (const column of COLUMNS) {
    const cell = cellOf(row, column.key);
    if (!cell || cell.outcome === 'pass' || cell.outcome === 'skip') continue;
    if (cell.outcome === 'legacy') {
      problems.push({step: column.label, text: `${cell.error ?? 'ERESOLVE'}; with --legacy-peer-deps it installs`});
    } else {
      const count = cell.errors && cell.errors > 1 ? ` (${cell.errors} errors, the first:)` : '';
      problems.push({step: `${column.label}${count}`, text: cell.error ?? 'failed'});
    }
  }
  return problems;
}

/**
 * The compatibility table of the Install page: each combination of React, Material UI, the date pickers and a
 * date library, installed and run by `npm run compat` (scripts/compat.mjs), with a mark per step and the first
 * error of each failing step on demand.
 */
export default function CompatTable(): ReactNode {
  const failing = rows.filter((row) => problemsOf(row).length > 0);
  return (
    <div className={styles.root}>
      <div className={styles.scroll} role="region" aria-label="Compatibility table" tabIndex={0}>
        <table className={styles.table}>
          <caption>
            Material React Table {measurement.materialReactTable}, measured on {measurement.measuredOn} (npm{' '}
            {measurement.npm}, Node.js {measurement.node})
          </caption>
          <thead>
            <tr>
              <th scope="col">Combination</th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className={column.feature ? styles.feature : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.site ? styles.site : undefined}>
                <th scope="row">
                  <span className={styles.label}>
                    {row.label}
                    {row.site ? <span className={styles.badge}>this site</span> : null}
                  </span>
                  <Versions row={row} />
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.key}>
                    <Mark outcome={cellOf(row, column.key)?.outcome} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.legend}>
        <Mark outcome="pass" /> works · <Mark outcome="legacy" /> npm refuses the peer ranges (ERESOLVE);{' '}
        <code>--legacy-peer-deps</code> installs it · <Mark outcome="fail" /> fails · <Mark outcome="skip" /> not run
      </p>
      {failing.length > 0 ? (
        <div className={styles.problems}>
          {failing.map((row) => (
            <details key={row.id}>
              <summary>
                {row.label}: <Versions row={row} />
              </summary>
              <ul>
                {problemsOf(row).map((problem) => (
                  <li key={problem.step}>
                    <strong>{problem.step}:</strong> <code>{problem.text}</code>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      ) : null}
      {knownWarnings.length > 0 ? (
        <p className={styles.legend}>
          Not counted as a failure: {knownWarnings.map((warning) => warning.what).join('; ')}.
        </p>
      ) : null}
    </div>
  );
}
