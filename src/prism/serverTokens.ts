import type {LineToken} from './tokens';

/**
 * The tokens of code blocks the server already highlighted, read back from
 * the page: `<pre class="prism-code language-x">` holds one `.token-line` per
 * line and one `span.token` per token, whose classes after `token` are the
 * token's types (see HighlightTokens). Keyed by language and code, which is
 * all the tokens depend on.
 */
export const tokensKey = (language: string, code: string): string => `${language}\u0000${code}`;

/** The code a set of lines was tokenised from. */
export const codeOf = (lines: LineToken[][]): string =>
  lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n');

export function readServerTokens(root: ParentNode): Map<string, LineToken[][]> {
  const found = new Map<string, LineToken[][]>();
  for (const pre of root.querySelectorAll('pre.prism-code')) {
    const classes = (pre.getAttribute('class') ?? '').split(/\s+/);
    const languageClass = classes[classes.indexOf('prism-code') + 1] ?? '';
    if (!languageClass.startsWith('language-')) continue;
    const lines = [...pre.querySelectorAll('.token-line')].map((line) =>
      [...line.querySelectorAll('span.token')].map((span): LineToken => {
        const types = (span.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(1);
        const content = span.textContent ?? '';
        // a token never spans lines: a lone line break is an empty line's marker
        return content === '\n' ? {types, content, empty: true} : {types, content};
      }),
    );
    if (lines.length > 0) found.set(tokensKey(languageClass.slice('language-'.length), codeOf(lines)), lines);
  }
  return found;
}
