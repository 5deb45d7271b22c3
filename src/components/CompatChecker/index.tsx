import React, {Suspense, lazy, useId, useState} from 'react';
import {ChromeClassNames} from '@site/src/layout/classNames';
import styles from './styles.module.css';

/**
 * "Check your app" on the Install page: paste a package.json (or its dependencies, a lockfile, npm ls) and
 * read, in the page, what the measured compatibility table says about it. The box ships with the page; the
 * reading and the verdict (src/site/compat/) load on the first focus or check, and nothing pasted leaves
 * the browser.
 */
const loadVerdict = () => import('./Verdict');
const Verdict = lazy(loadVerdict);

export default function CompatChecker() {
  const id = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  return (
    <form
      className={`${styles.root} ${ChromeClassNames.compatChecker}`}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(text);
      }}>
      <label htmlFor={`${id}-paste`} className={styles.label}>
        Your package.json
      </label>
      <p id={`${id}-help`} className={styles.help}>
        Or its <code>dependencies</code>, a <code>package-lock.json</code>, or the output of <code>npm ls</code>. It is
        read in this page and sent nowhere.
      </p>
      <textarea
        id={`${id}-paste`}
        aria-describedby={`${id}-help`}
        className={styles.paste}
        rows={8}
        spellCheck={false}
        value={text}
        onFocus={() => void loadVerdict()}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        Check my app
      </button>
      <div aria-live="polite">
        {checked !== null && (
          <Suspense fallback={<p className={styles.help}>Checking…</p>}>
            <Verdict text={checked} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
