import type {ComponentType} from 'react';

/**
 * One source file of an example: its name, the name of the JavaScript generated from it, and (in the server
 * bundle only, for the prerendered page) its TypeScript and that as coloured HTML.
 */
export interface ExampleFile {
  name: string;
  jsName: string;
  ts?: string;
  html?: string;
}

/** One TypeScript file, as written, and as coloured HTML (plugins/shiki). */
export interface TypeScriptFile {
  name: string;
  ts: string;
  html: string;
}

/** One generated JavaScript file, and as coloured HTML. */
export interface JavaScriptFile {
  name: string;
  js: string;
  html: string;
}

/** What `import example from '@site/src/examples/<slug>/Example.tsx?example'` gives (plugins/examples). */
export interface LoadedExample {
  slug: string;
  /** Whether its files import only siblings and npm packages, so it can leave the site as a project. */
  exportable: boolean;
  Component: ComponentType;
  /** The entry (Example.tsx) first, then the other files of the folder. */
  files: ExampleFile[];
  /** The TypeScript of every file, in the order of `files` (its own chunk, loaded on demand). */
  loadTypeScript: () => Promise<TypeScriptFile[]>;
  /** The generated JavaScript of every file, in the order of `files` (its own chunk, loaded on demand). */
  loadJavaScript: () => Promise<JavaScriptFile[]>;
  /**
   * The npm packages the files of one language import (read at build time by the examples loader, from the
   * chunk `loadTypeScript` or `loadJavaScript` loads): what the demo's exported project lists.
   */
  loadPackages: (language: 'ts' | 'js') => Promise<string[]>;
  /** Loads every module the entry imports, keyed by specifier (for the sandbox). */
  loadSandboxModules: () => Promise<Record<string, unknown>>;
}
