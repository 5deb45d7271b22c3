import React from 'react';
import {COLUMNS, cellOf, rows} from '@site/src/components/CompatTable/data';
import {readPaste} from '@site/src/site/compat/paste';
import {verdictFor} from '@site/src/site/compat/verdict';
import styles from './styles.module.css';

const OUTCOME: Record<string, string> = {
  pass: 'works',
  legacy: 'installs only with --legacy-peer-deps',
  fail: 'fails',
  skip: 'not run',
};

/** The verdict for one paste: what was found, the nearest measured combination step by step, what to run. */
export default function Verdict({text}: {text: string}) {
  const read = readPaste(text);
  if ('error' in read) return <p className={styles.error}>{read.error}</p>;
  const verdict = verdictFor(rows, read.versions);
  if ('error' in verdict) {
    return (
      <div className={styles.result}>
        {read.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p className={styles.error}>{verdict.error}</p>
      </div>
    );
  }
  const {nearest, recommended} = verdict;
  return (
    <div className={styles.result}>
      {read.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <p>
        <strong>Found:</strong>{' '}
        {Object.entries(verdict.found)
          .map(([name, version]) => `${name} ${version}`)
          .join(', ')}
      </p>
      <p>
        <strong>{verdict.sameMajors ? 'Measured with your majors' : 'Nearest measured combination'}:</strong>{' '}
        {nearest.label} ({nearest.question}). {verdict.works ? 'Every step worked.' : 'Not every step worked.'}
      </p>
      <ul className={styles.steps}>
        {COLUMNS.map((column) => {
          const cell = cellOf(nearest, column.key);
          const failure = verdict.failures.find((item) => item.step === column.key);
          return (
            <li key={column.key} data-outcome={cell?.outcome ?? 'skip'}>
              {column.label}: {OUTCOME[cell?.outcome ?? 'skip']}
              {failure?.error ? (
                <>
                  {' '}
                  (<code>{failure.error}</code>)
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {verdict.warnings.length > 0 && (
        <ul className={styles.warnings} aria-label="Warnings">
          {verdict.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <p>
        <strong>
          {recommended === nearest && verdict.works
            ? 'Install it with'
            : `Measured to work nearest to yours (${recommended.label})`}
          :
        </strong>
      </p>
      <pre className={styles.code}>
        <code>{verdict.command}</code>
      </pre>
      <p>Or pin the same versions in your package.json:</p>
      <pre className={styles.code}>
        <code>{verdict.overrides}</code>
      </pre>
    </div>
  );
}
