import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';

export interface MetadataInput {
  code: string;
  className?: string;
  metastring?: string;
  language?: string;
  defaultLanguage?: string;
  title?: ReactNode;
}

const TITLE = /title=(?<quote>["'])(?<title>.*?)\1/;

/**
 * A code block's metadata as Docusaurus' `createCodeBlockMetadata` reads it (language from the prop, the
 * `language-*` class or the default; the class always names it; the title from the metastring or the prop),
 * without what the site's blocks never use: magic comments and line ranges (`{1,3-4}`), which pulled the theme's
 * comment parser for thirty languages and parse-numeric-range into every page with a code block. The lines are
 * coloured at build time (plugins/shiki) and shown as they are (Content), so the code is kept whole.
 */
export function codeBlockMetadata({code, className, metastring, language, defaultLanguage, title}: MetadataInput) {
  const named =
    language ??
    className
      ?.split(' ')
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length);
  const lang = (named ?? defaultLanguage)?.toLowerCase() ?? 'text';
  const metadata: CodeBlockMetadata = {
    codeInput: code,
    code,
    className: clsx(className, !className?.includes(`language-${lang}`) && `language-${lang}`),
    language: lang,
    title: metastring?.match(TITLE)?.groups?.title || title,
    lineNumbersStart: undefined,
    lineClassNames: {},
  };
  return metadata;
}
