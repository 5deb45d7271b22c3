import {useMemo} from 'react';
import {HighlightTokens, type HighlightProps} from './HighlightTokens';
import {tokenize} from './tokenize';

export type {HighlightProps, RenderProps} from './HighlightTokens';

/** Tokenises `code` with Prism and hands lines and prop getters to `children`. */
export function Highlight({code, language, ...rest}: HighlightProps) {
  const tokens = useMemo(() => tokenize(code, language), [code, language]);
  return <HighlightTokens tokens={tokens} language={language} {...rest} />;
}
