import type {CSSProperties} from 'react';

/** One coloured run of text inside a line. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** The subset of Prism's token shape that tokenising produces. */
interface PrismTokenLike {
  type: string;
  alias?: string | string[];
  content: string | PrismTokenLike | Array<string | PrismTokenLike>;
}
type TokenStream = string | PrismTokenLike | Array<string | PrismTokenLike>;

/** A prism-react-renderer colour theme. */
export interface PrismTheme {
  plain: CSSProperties;
  styles: Array<{types: string[]; languages?: string[]; style: CSSProperties}>;
}

function flatten(stream: TokenStream, types: string[], out: LineToken[]): void {
  if (typeof stream === 'string') {
    out.push({types, content: stream});
  } else if (Array.isArray(stream)) {
    for (const part of stream) flatten(part, types, out);
  } else {
    const aliases = stream.alias === undefined ? [] : ([] as string[]).concat(stream.alias);
    flatten(stream.content, [...types, stream.type, ...aliases], out);
  }
}

/**
 * Turns Prism's nested token stream into lines of flat tokens: each token
 * keeps the types of every token it was nested in; text is split at line
 * breaks; an empty line holds one empty token (rendered as a line break).
 */
export function normalizeTokens(stream: TokenStream): LineToken[][] {
  const flat: LineToken[] = [];
  flatten(stream, ['plain'], flat);
  const lines: LineToken[][] = [[]];
  for (const token of flat) {
    const parts = token.content.split(/\r\n|\r|\n/);
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push({types: token.types, content: part});
    });
  }
  return lines.map((line) => (line.length === 0 ? [{types: ['plain'], content: '\n', empty: true}] : line));
}

/** Styles by token type for one language (language-specific entries win). */
export function themeToDict(theme: PrismTheme, language: string): Record<string, CSSProperties> {
  const dict: Record<string, CSSProperties> = {root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  return dict;
}
