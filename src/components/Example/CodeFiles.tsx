import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {ChromeClassNames} from '@site/src/layout/classNames';

const languageOf = (name: string) =>
  /\.[jt]sx$/.test(name) ? (name.endsWith('tsx') ? 'tsx' : 'jsx') : name.endsWith('.ts') ? 'typescript' : 'javascript';

export interface CodeFilesProps {
  /** Marks the TypeScript of that example, for the prerendered source to be found (Example/index.tsx). */
  typeScriptOf?: string;
  /** Each file's code as coloured HTML (made at build time by plugins/shiki, through the examples loader). */
  files: Array<{name: string; html: string}>;
}

/** An example's source: one code block per file. */
export function CodeFiles({typeScriptOf, files}: CodeFilesProps) {
  return (
    <div className={ChromeClassNames.exampleSourceFiles} data-typescript-of={typeScriptOf}>
      {files.map((file) => (
        // the code comes as its coloured HTML: no text children (those are for code written in Markdown)
        <CodeBlock key={file.name} language={languageOf(file.name)} title={file.name} html={file.html}>
          {null}
        </CodeBlock>
      ))}
    </div>
  );
}
