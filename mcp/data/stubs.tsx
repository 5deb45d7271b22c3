import React, {isValidElement, type ReactElement, type ReactNode} from 'react';
import {ChromeClassNames, DocusaurusChromeClassNames} from '../../src/layout/classNames';

/**
 * Stand-ins for the parts of a page that exist only inside Docusaurus (its theme components, its client
 * modules, the examples loader's live demos), rendered as the HTML the site's own converters read: the class
 * names come from src/layout/classNames.ts, so plugins/llms and plugins/search-index treat a page rendered
 * here as they treat the built one. The site's plain components (API tables, compatibility table, V2 names,
 * section indexes) are not stubbed: they are rendered as they are.
 */

/** An example as the `?example` import describes it here: its folder and its files, the entry first. */
export interface ExampleDescriptor {
  slug: string;
  /** Folder below src/examples, e.g. `guides/sorting/multi-sort`. */
  folder: string;
  files: Array<{name: string; code: string}>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const titleOf = (metastring: string | undefined) => /\btitle=(["'])(.*?)\1/.exec(metastring ?? '')?.[2];

interface CodeBlockProps {
  children?: ReactNode;
  html?: string;
  language?: string;
  className?: string;
  metastring?: string;
  title?: string;
}

/** A code block: Docusaurus' class names, the language as `language-*`, the title as a `codeBlockTitle`. */
export function CodeBlock({children, html, language, className, metastring, title}: CodeBlockProps) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? '';
  const heading = title ?? titleOf(metastring);
  const text = Array.isArray(children) ? children.join('') : children;
  return (
    <div className={`${DocusaurusChromeClassNames.codeBlock} language-${lang}`}>
      {heading ? <div className="codeBlockTitle">{heading}</div> : null}
      <pre>{html !== undefined ? <code dangerouslySetInnerHTML={{__html: html}} /> : <code>{text}</code>}</pre>
    </div>
  );
}

/** MDX's `pre > code` for a fenced block. */
export function Pre({children}: {children?: ReactNode}) {
  if (!isValidElement(children)) return <pre>{children}</pre>;
  const code = children as ReactElement<CodeBlockProps>;
  return (
    <CodeBlock className={code.props.className} metastring={code.props.metastring}>
      {code.props.children}
    </CodeBlock>
  );
}

/** Docusaurus tabs: every panel, each after its label (the twins print each panel under its label). */
export function Tabs({children}: {children?: ReactNode}) {
  const items = React.Children.toArray(children).filter(isValidElement) as Array<
    ReactElement<{label?: string; value?: string}>
  >;
  return (
    <div className="tabs-container">
      <ul role="tablist">
        {items.map((item, index) => (
          <li role="tab" key={index}>
            {item.props.label ?? item.props.value}
          </li>
        ))}
      </ul>
      <div>{items}</div>
    </div>
  );
}

export function TabItem({children}: {children?: ReactNode}) {
  return <div role="tabpanel">{children}</div>;
}

export function Link({
  to,
  href,
  children,
  className,
}: {
  to?: string;
  href?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <a href={to ?? href} className={className}>
      {children}
    </a>
  );
}

export function Heading({
  as: Tag,
  ...props
}: {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children?: ReactNode;
}) {
  return <Tag {...props} />;
}

/** Live tables (demos, posts' tables) are sample data: the twins and the index leave them out. */
export const Nothing = () => null;

/** Called with each demo a page shows, in page order (the data build records where each example is shown). */
export type ExampleListener = (example: ExampleDescriptor) => void;

/**
 * `ExampleDemo` and `ExampleSource` over the real `CodeFiles` (passed in: it is the site's own component,
 * loaded through the module runner): a demo is its marker, the source its TypeScript files.
 */
export function exampleComponents(
  CodeFiles: React.ComponentType<{typeScriptOf?: string; files: Array<{name: string; html: string}>}>,
  listen: ExampleListener,
) {
  function ExampleDemo({example}: {example: ExampleDescriptor}) {
    listen(example);
    return <div className={ChromeClassNames.example} data-example={example.slug} />;
  }
  function ExampleSource({example}: {example: ExampleDescriptor}) {
    listen(example);
    return (
      <div className={ChromeClassNames.exampleSource}>
        <CodeFiles
          typeScriptOf={example.slug}
          files={example.files.map((file) => ({name: file.name, html: escapeHtml(file.code)}))}
        />
      </div>
    );
  }
  return {ExampleDemo, ExampleSource};
}
