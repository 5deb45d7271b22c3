/**
 * The browser's `prism-react-renderer` (aliased in by plugins/slim-prism).
 *
 * The server highlights every code block into the page's HTML, so the browser
 * needs no Prism to hydrate them: `Highlight` reads their tokens back from the
 * server's markup and renders exactly what is there. Prism (~12 KB gzip with
 * its languages) is imported only when a code block appears that the server
 * did not render (after a client-side navigation, or edited code): that block
 * shows as plain text for the moment Prism takes to arrive.
 */
import {useEffect, useMemo, useState} from 'react';
import type {HighlightProps} from './HighlightTokens';
import {HighlightTokens} from './HighlightTokens';
import {readServerTokens, tokensKey} from './serverTokens';
import {normalizeTokens, type LineToken} from './tokens';

export {normalizeTokens, themeToDict} from './tokens';

type Tokenize = (code: string, language: string) => LineToken[][];

let tokenizer: Tokenize | null = null;
let loading: Promise<Tokenize> | null = null;
/** Loads Prism and its languages once. */
export function loadTokenizer(): Promise<Tokenize> {
  loading ??= import('./tokenize').then((module) => (tokenizer = module.tokenize));
  return loading;
}

let serverTokens: Map<string, LineToken[][]> | null = null;
/** Tokens of a block the server rendered; the page is read once, on the first call (during hydration). */
function fromServer(code: string, language: string): LineToken[][] | undefined {
  serverTokens ??= typeof document === 'undefined' ? new Map() : readServerTokens(document);
  return serverTokens.get(tokensKey(language, code));
}

export function Highlight({code, language, ...rest}: HighlightProps) {
  const [loaded, setLoaded] = useState(tokenizer !== null);
  const known = useMemo(
    () => (tokenizer ? tokenizer(code, language) : fromServer(code, language)),
    // `loaded` flips once Prism has arrived: tokenise again then
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [code, language, loaded],
  );
  const tokens = useMemo(() => known ?? normalizeTokens(code), [known, code]);
  const needsPrism = known === undefined;
  useEffect(() => {
    if (!needsPrism) return;
    let current = true;
    loadTokenizer().then(
      () => current && setLoaded(true),
      () => {}, // offline: the block stays plain text
    );
    return () => {
      current = false;
    };
  }, [needsPrism]);
  return <HighlightTokens tokens={tokens} language={language} {...rest} />;
}
