import React, {useState} from 'react';
import Button from '@mui/material/Button';
import type {LoadedExample} from './framework/types';
import {getLanguage} from './LanguageTabs/languageChoice';

/** What each button runs (export/actions.ts), by its text. */
const ACTIONS = {
  StackBlitz: 'openInStackBlitz',
  CodeSandbox: 'openInCodeSandbox',
  Download: 'downloadProject',
} as const;

/**
 * Take the demo home: open it in StackBlitz or CodeSandbox, or download it, as a Vite + React project in the
 * language the visitor reads (the TS/JS choice of the source tabs). The project builder and the zip writer
 * load on the first click (export/actions.ts).
 */
export function ExportActions({example}: {example: LoadedExample}) {
  const [failed, setFailed] = useState(false);
  if (!example.exportable) return null;
  return (
    <span className="mrt-example__export" role="group" aria-label="Take this demo home">
      {Object.entries(ACTIONS).map(([text, action]) => (
        <Button
          key={text}
          size="small"
          onClick={() => {
            setFailed(false);
            import('./export/actions')
              .then((actions) => actions[action](example, getLanguage()))
              .catch(() => setFailed(true));
          }}>
          {text}
        </Button>
      ))}
      {failed ? (
        <span className="mrt-example__export-error" role="alert">
          The project could not be prepared.
        </span>
      ) : null}
    </span>
  );
}
