import React, {isValidElement, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
import type {HighlightedMetadata} from './Content';
import {codeBlockMetadata} from './metadata';
import {useWordWrap} from './useWordWrap';

/** A code block's props: Docusaurus' own, with the coloured HTML made at build time (html.d.ts). */
export type CodeBlockProps = Omit<Props, 'children'> & {children?: ReactNode};

/** Plain-string children as one string; elements are kept as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** The block's title, language and lines from its props and metastring, as Docusaurus reads them. */
function HighlightedBlock({code, html, ...props}: Omit<CodeBlockProps, 'children'> & {code: string}) {
  const {prism} = useThemeConfig();
  const wordWrap = useWordWrap();
  const metadata: HighlightedMetadata = {
    ...codeBlockMetadata({
      code,
      className: props.className,
      metastring: props.metastring,
      defaultLanguage: prism.defaultLanguage,
      language: props.language,
      title: props.title,
    }),
    html,
  };
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

/**
 * Docusaurus' CodeBlock without a highlighter: fenced blocks and example sources come with their coloured HTML
 * (`html`, made at build time by plugins/shiki, colours for both schemes in CSS), so the server's HTML is final
 * in either scheme and the browser renders the same. A string child (a command built at render time, e.g.
 * `installCommand()`) is shown as plain text. Also without the theme's remount after hydration.
 */
export default function CodeBlock({children: rawChildren, html, ...props}: CodeBlockProps): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (html !== undefined) return <HighlightedBlock {...props} code="" html={html} />;
  if (children === undefined) {
    // a fenced block whose HTML did not come through MDX (plugins/PATCHES.md, "Checked assumptions": code colours)
    throw new Error('[code-colours] a code block has neither its build-time HTML nor text (see plugins/PATCHES.md)');
  }
  return typeof children === 'string' ? (
    <HighlightedBlock {...props} code={children} />
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
