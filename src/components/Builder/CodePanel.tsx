import React, {memo, useMemo, useState, useSyncExternalStore} from 'react';
import Button from '@mui/material/Button';
import {LanguageTabs} from '@site/src/components/Example/LanguageTabs';
import {getLanguage, subscribe} from '@site/src/components/Example/LanguageTabs/languageChoice';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import {generateTable, tableFileName, type Language} from '@site/src/builder/codegen';
import type {BuilderState} from '@site/src/builder/model';
import styles from './styles.module.css';

const ACTIONS = {StackBlitz: 'stackBlitz', CodeSandbox: 'codeSandbox', Download: 'download'} as const;

function Code({code, language}: {code: string; language: Language}) {
  return (
    <figure className={styles.codeFigure}>
      <figcaption className={styles.codeCaption}>
        {tableFileName(language)} <span>(with {language === 'ts' ? 'data.ts' : 'data.js'}: seeded rows)</span>
      </figcaption>
      <pre className={styles.code} tabIndex={0} data-language={language}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** The program of the state in TS and JS tabs (the site's shared choice), with copy and export buttons. */
export const CodePanel = memo(function CodePanel({state}: {state: BuilderState}) {
  const language = useSyncExternalStore(subscribe, getLanguage, () => 'ts' as const);
  const ts = useMemo(() => generateTable(state, 'ts'), [state]);
  const js = useMemo(() => generateTable(state, 'js'), [state]);
  const {copied, copy} = useCopyToClipboard();
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.codePanel}>
      <div className={styles.codeActions} role="group" aria-label="The code">
        <Button size="small" variant="outlined" onClick={() => void copy(language === 'ts' ? ts : js)}>
          {copied ? 'Copied' : 'Copy code'}
        </Button>
        {Object.entries(ACTIONS).map(([text, action]) => (
          <Button
            key={text}
            size="small"
            onClick={() => {
              setFailed(false);
              import('./exportActions')
                .then((actions) => actions.exportBuilder(action, state, getLanguage()))
                .catch(() => setFailed(true));
            }}>
            {text}
          </Button>
        ))}
        {failed ? (
          <span className={styles.error} role="alert">
            The project could not be prepared.
          </span>
        ) : null}
      </div>
      <LanguageTabs>{{ts: <Code code={ts} language="ts" />, js: <Code code={js} language="js" />}}</LanguageTabs>
    </div>
  );
});
