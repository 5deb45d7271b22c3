import React, {Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Button from '@mui/material/Button';
import type {JavaScriptFile, LoadedExample, TypeScriptFile} from './framework/types';
import type {CodeFilesProps} from './CodeFiles';
import {useAppActions} from '@site/src/layout/AppStateContext';
import {MrtFrame} from '../MrtFrame';
import {DemoErrorBoundary} from './DemoErrorBoundary';
import {ExportActions} from './ExportActions';
import {keepInPlace} from './keepInPlace';
import {LanguageTabs} from './LanguageTabs';
import './styles.css';
import {ChromeClassNames} from '@site/src/layout/classNames';

const Sandbox = lazy(() => import('./Sandbox'));

const EditIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
    <path d="M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z" />
  </svg>
);

/** The live demo of an example, with the control that swaps it for the in-page sandbox. */
export function ExampleDemo({example}: {example: LoadedExample}) {
  const [sandboxOpen, setSandboxOpen] = useState(false);
  const {setIsSandboxOpen} = useAppActions();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setIsSandboxOpen(sandboxOpen);
  }, [sandboxOpen, setIsSandboxOpen]);
  useEffect(() => () => setIsSandboxOpen(false), [setIsSandboxOpen]);

  const {Component} = example;
  return (
    <div className={ChromeClassNames.example} data-example={example.slug}>
      <div className={ChromeClassNames.exampleBar} ref={bar}>
        <ExportActions example={example} />
        <Button
          size="small"
          variant={sandboxOpen ? 'contained' : 'outlined'}
          startIcon={<EditIcon />}
          aria-expanded={sandboxOpen}
          onClick={() => {
            // the drawer closes (or comes back) and the column widens (or narrows): keep this bar,
            // and the demo or editor under it, where the visitor's eyes are
            if (bar.current) keepInPlace(bar.current);
            setSandboxOpen((open) => !open);
          }}>
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

/** `load()`'s result once it has arrived (null until then), or 'failed'; nothing is loaded while `skip`. */
function useLoaded<T>(load: () => Promise<T>, skip = false): T | null | 'failed' {
  const [result, setResult] = useState<T | null | 'failed'>(null);
  useEffect(() => {
    if (skip) return undefined;
    let active = true;
    load().then(
      (loaded) => active && setResult(() => loaded),
      () => active && setResult('failed'),
    );
    return () => {
      active = false;
    };
  }, [load, skip]);
  return result;
}

const FILES_CLASS = ChromeClassNames.exampleSourceFiles;

/**
 * The code blocks of a source (CodeFiles.tsx). The server renders them in place, with no Suspense boundary
 * (React's stream renderer would move a large one to the end of the page). In the browser they are only
 * rendered after the source has been fetched, so CodeBlock and the highlighter load with it: an example page
 * without code blocks of its own does not carry them.
 */
const CodeFiles: ComponentType<CodeFilesProps> = __MRT_DEFERRED_SERVER__
  ? (require('./CodeFiles') as typeof import('./CodeFiles')).CodeFiles
  : lazy(() => import('./CodeFiles').then((module) => ({default: module.CodeFiles})));

/** CodeFiles in the browser: `fallback` until its chunk has arrived. */
function LazyCodeFiles({fallback, ...props}: CodeFilesProps & {fallback: ReactNode}) {
  if (__MRT_DEFERRED_SERVER__) return <CodeFiles {...props} />;
  return (
    <Suspense fallback={fallback}>
      <CodeFiles {...props} />
    </Suspense>
  );
}

/** True once `ref`'s element comes into view (within `margin`), is pointed at, or takes the focus. */
function useWanted(ref: React.RefObject<HTMLElement | null>, active: boolean, margin = '0px'): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || wanted || !element) return undefined;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: margin,
    });
    observer.observe(element);
    element.addEventListener('pointerenter', want);
    element.addEventListener('focusin', want);
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerenter', want);
      element.removeEventListener('focusin', want);
    };
  }, [ref, active, wanted, margin]);
  return wanted;
}

/** The inner HTML of the prerendered source of `slug`, while it is in the page (read in the browser only). */
function prerenderedSource(slug: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`.${FILES_CLASS}[data-typescript-of="${CSS.escape(slug)}"]`)?.innerHTML ?? null;
}

/**
 * The TypeScript tab. The prerendered page has the source (the server bundle carries it). In the browser the
 * source is not in the page's scripts: the prerendered HTML is kept as it is (read back from the page, through
 * hydration and the remount Docusaurus' tabs do after it), and the source is fetched when the block comes into
 * the viewport, is pointed at or takes the focus; it is then rendered over the same text, which brings the
 * copy button to life. A page reached by client-side navigation has no prerendered HTML and shows the source
 * once it has arrived.
 */
function TypeScriptSource({example}: {example: LoadedExample}) {
  const inServerBundle = example.files.every((file) => file.ts !== undefined);
  const [prerendered] = useState(() => (inServerBundle ? null : prerenderedSource(example.slug)));
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWanted(placeholder, prerendered !== null);
  // the code blocks' chunk comes with the source
  const [load] = useState(
    () => () => Promise.all([example.loadTypeScript(), import('./CodeFiles')]).then(([files]) => files),
  );
  const loaded = useLoaded<TypeScriptFile[]>(load, inServerBundle || (prerendered !== null && !wanted));
  const kept =
    prerendered !== null ? (
      <div
        key="prerendered"
        ref={placeholder}
        className={FILES_CLASS}
        data-typescript-of={example.slug}
        dangerouslySetInnerHTML={{__html: prerendered}}
      />
    ) : null;
  if (inServerBundle) {
    return (
      <LazyCodeFiles
        fallback={null}
        typeScriptOf={example.slug}
        files={example.files.map((file) => ({name: file.name, html: file.html ?? ''}))}
      />
    );
  }
  if (loaded !== null && loaded !== 'failed') {
    // the kept HTML (the same text) stays until the code blocks' chunk has arrived
    return (
      <LazyCodeFiles
        key="fetched"
        fallback={kept ?? <p className="mrt-example__loading">Loading the source…</p>}
        typeScriptOf={example.slug}
        files={loaded.map((file) => ({name: file.name, html: file.html}))}
      />
    );
  }
  if (kept !== null) return kept;
  return loaded === 'failed' ? (
    <p className="mrt-example__loading">The source could not be loaded. Reload the page to try again.</p>
  ) : (
    <p className="mrt-example__loading">Loading the source…</p>
  );
}

/** The generated JavaScript, fetched when the JS tab first shows (most visitors read the TypeScript). */
function JavaScriptSource({example}: {example: LoadedExample}) {
  const loaded = useLoaded<JavaScriptFile[]>(example.loadJavaScript);
  if (loaded === 'failed') {
    return <p className="mrt-example__loading">The JavaScript could not be loaded. Reload the page to try again.</p>;
  }
  if (!loaded) return <p className="mrt-example__loading">Loading the JavaScript…</p>;
  return (
    <LazyCodeFiles
      fallback={<p className="mrt-example__loading">Loading the JavaScript…</p>}
      files={loaded.map((file) => ({name: file.name, html: file.html}))}
    />
  );
}

/**
 * The example's source: the TypeScript files exactly as they run, and the
 * JavaScript generated from them. The TS/JS choice is shared by every example
 * and remembered (LanguageTabs); only the chosen tab is rendered,
 * so the JavaScript is downloaded only by visitors who pick it.
 *
 * The files are folded in a `<details>` until the reader opens it: a closed
 * one is not laid out or painted (a guide's sources are thousands of
 * highlighted tokens), works without JavaScript, and the browser's
 * find-in-page still searches it and opens it on a match. The Markdown twin
 * and the copy buttons have the whole files.
 */
export function ExampleSource({example}: {example: LoadedExample}) {
  return (
    <details className={ChromeClassNames.exampleSource}>
      <summary className="mrt-example-source__summary">
        <span className="mrt-example-source__show">Show the full source</span>
        <span className="mrt-example-source__hide">Hide the source</span>
        <span className="mrt-example-source__names">{example.files.map((file) => file.name).join(' · ')}</span>
      </summary>
      <LanguageTabs>
        {{ts: <TypeScriptSource example={example} />, js: <JavaScriptSource example={example} />}}
      </LanguageTabs>
    </details>
  );
}
