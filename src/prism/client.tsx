/**
 * The browser's `prism-react-renderer` (aliased in by plugins/slim-prism).
 *
 * The server highlights every code block into the page's HTML, so the browser
 * needs no Prism to hydrate them: `Highlight` reads their tokens back from the
 * server's markup and renders exactly what is there. Prism (~12 KB gzip with
 * its languages) is imported only when a code block appears that the server
 * did not render (after a client-side navigation, or edited code): that block
 * shows as plain text for the moment Prism takes to arrive. Such a block is
 * always drawn as plain text first and highlighted in a transition: after a
 * navigation, a guide's dozen blocks are tokenised in slices, after the page
 * is on screen, instead of inside the task that renders the page.
 */
import {startTransition, useEffect, useMemo, useState} from 'react';
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
  // whether this block may run Prism: set, in a transition, once Prism is here (plain text until then)
  const [ready, setReady] = useState(false);
  const known = useMemo(
    () => fromServer(code, language) ?? (ready && tokenizer ? tokenizer(code, language) : undefined),
    [code, language, ready],
  );
  const tokens = useMemo(() => known ?? normalizeTokens(code), [known, code]);
  const needsPrism = known === undefined && !ready;
  useEffect(() => {
    if (!needsPrism) return;
    let current = true;
    loadTokenizer().then(
      () => current && startTransition(() => setReady(true)),
      () => {}, // offline: the block stays plain text
    );
    return () => {
      current = false;
    };
  }, [needsPrism]);
  return <HighlightTokens tokens={tokens} language={language} {...rest} />;
}
