import React, {Suspense, lazy, useEffect, useState} from 'react';
import Button from '@mui/material/Button';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {LoadedExample} from './framework/types';
import {useAppState} from '@site/src/layout/AppStateContext';
import {MrtFrame} from '../MrtFrame';
import {DemoErrorBoundary} from './DemoErrorBoundary';
import './styles.css';

const Sandbox = lazy(() => import('./Sandbox'));

const EditIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
    <path d="M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z" />
  </svg>
);

/** The live demo of an example, with the control that swaps it for the in-page sandbox. */
export function ExampleDemo({example}: {example: LoadedExample}) {
  const [sandboxOpen, setSandboxOpen] = useState(false);
  const {setIsSandboxOpen} = useAppState();
  useEffect(() => {
    setIsSandboxOpen(sandboxOpen);
  }, [sandboxOpen, setIsSandboxOpen]);
  useEffect(() => () => setIsSandboxOpen(false), [setIsSandboxOpen]);

  const {Component} = example;
  return (
    <div className="mrt-example" data-example={example.slug}>
      <div className="mrt-example__bar">
        <Button
          size="small"
          variant={sandboxOpen ? 'contained' : 'outlined'}
          startIcon={<EditIcon />}
          aria-expanded={sandboxOpen}
          onClick={() => setSandboxOpen((open) => !open)}>
          {sandboxOpen ? 'Close Sandbox' : 'Open Sandbox'}
        </Button>
      </div>
      {sandboxOpen ? (
        <Suspense fallback={<p className="mrt-example__loading">Loading the editor…</p>}>
          <Sandbox example={example} />
        </Suspense>
      ) : (
        <DemoErrorBoundary>
          <MrtFrame>
            <Component />
          </MrtFrame>
        </DemoErrorBoundary>
      )}
    </div>
  );
}

const languageOf = (name: string) => (/\.[jt]sx$/.test(name) ? (name.endsWith('tsx') ? 'tsx' : 'jsx') : name.endsWith('.ts') ? 'typescript' : 'javascript');

/**
 * The example's source: the TypeScript files exactly as they run, and the
 * JavaScript generated from them. The TS/JS choice is shared by every example
 * and remembered (Docusaurus tabs groupId).
 */
export function ExampleSource({example}: {example: LoadedExample}) {
  return (
    <div className="mrt-example-source">
      <Tabs groupId="example-language">
        <TabItem value="ts" label="TS" default>
          {example.files.map((file) => (
            <CodeBlock key={file.name} language={languageOf(file.name)} title={file.name}>
              {file.ts}
            </CodeBlock>
          ))}
        </TabItem>
        <TabItem value="js" label="JS">
          {example.files.map((file) => (
            <CodeBlock key={file.jsName} language={languageOf(file.jsName)} title={file.jsName}>
              {file.js}
            </CodeBlock>
          ))}
        </TabItem>
      </Tabs>
    </div>
  );
}
