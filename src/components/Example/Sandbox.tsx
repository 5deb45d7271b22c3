import React, {useEffect, useMemo, useState} from 'react';
import Editor from 'react-simple-code-editor';
import {transform} from 'sucrase';
import Button from '@mui/material/Button';
import Prism from './editorPrism';
import type {LoadedExample} from './framework/types';
import {evaluateModule} from './framework/evaluate';
import {MrtFrame} from '../MrtFrame';
import {DemoErrorBoundary} from './DemoErrorBoundary';

/** Wait this long after the last keystroke before re-running the code. */
const RUN_DELAY_MS = 400;

const compile = (code: string) =>
  transform(code, {transforms: ['typescript', 'jsx', 'imports'], jsxRuntime: 'automatic', production: true}).code;

const highlight = (code: string) => Prism.highlight(code, Prism.languages.tsx, 'tsx');

/**
 * The in-page live editor (loaded only when a visitor opens it): edit the
 * example's TypeScript, and the demo below re-runs with the change. Works
 * offline; imports resolve to the modules the example itself uses.
 */
export default function Sandbox({example}: {example: LoadedExample}) {
  const [source, setSource] = useState<string | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    example.loadTypeScript().then(
      (files) => active && setSource(files[0]!.ts),
      (error: Error) => active && setSourceError(error.message),
    );
    return () => {
      active = false;
    };
  }, [example]);
  if (sourceError) {
    return (
      <div role="alert" className="mrt-example__error">
        Could not load the sandbox: {sourceError}
      </div>
    );
  }
  if (source === null) return <p className="mrt-example__loading">Loading the editor…</p>;
  return <SandboxEditor example={example} source={source} />;
}

/** The editor and the preview, once the entry's TypeScript has arrived. */
function SandboxEditor({example, source}: {example: LoadedExample; source: string}) {
  const entry = {name: example.files[0]!.name, ts: source};
  const [code, setCode] = useState(entry.ts);
  const [runCode, setRunCode] = useState(entry.ts);
  const [modules, setModules] = useState<Record<string, unknown> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    example.loadSandboxModules().then(
      (loaded) => active && setModules(loaded),
      (error: Error) => active && setLoadError(error.message),
    );
    return () => {
      active = false;
    };
  }, [example]);

  useEffect(() => {
    const timer = setTimeout(() => setRunCode(code), RUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);

  const result = useMemo(() => (modules ? evaluateModule(runCode, compile, modules) : null), [runCode, modules]);
  const Preview = result?.Component;

  return (
    <div className="mrt-sandbox">
      <div className="mrt-sandbox__head">
        <span className="mrt-sandbox__file">{entry.name}</span>
        <Button size="small" onClick={() => setCode(entry.ts)} disabled={code === entry.ts}>
          Reset
        </Button>
      </div>
      <div className="mrt-sandbox__editor">
        <Editor
          value={code}
          onValueChange={setCode}
          highlight={highlight}
          padding={12}
          textareaId={`sandbox-${example.slug}`}
          aria-label={`Source of ${entry.name} (editable)`}
          className="mrt-sandbox__code"
        />
      </div>
      <div className="mrt-sandbox__preview" aria-live="polite">
        {loadError ? (
          <div role="alert" className="mrt-example__error">
            Could not load the sandbox: {loadError}
          </div>
        ) : !result ? (
          <p className="mrt-example__loading">Loading…</p>
        ) : result.error ? (
          <div role="alert" className="mrt-example__error">
            <pre>{result.error}</pre>
          </div>
        ) : Preview ? (
          <DemoErrorBoundary resetKey={runCode}>
            <MrtFrame eager>
              <Preview />
            </MrtFrame>
          </DemoErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}
