import type {ComponentType} from 'react';

/** One source file of an example, as written (TypeScript) and as generated (JavaScript). */
export interface ExampleFile {
  name: string;
  ts: string;
  jsName: string;
  js: string;
}

/** What `import example from '@site/src/examples/<slug>/Example.tsx?example'` gives (plugins/examples). */
export interface LoadedExample {
  slug: string;
  Component: ComponentType;
  /** The entry (Example.tsx) first, then the other files of the folder. */
  files: ExampleFile[];
  /** Loads every module the entry imports, keyed by specifier (for the sandbox). */
  loadSandboxModules: () => Promise<Record<string, unknown>>;
}
