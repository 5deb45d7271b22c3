import Prism from './languages';
import {normalizeTokens, type LineToken} from './tokens';

/** Lines of flat tokens for `code`; unknown languages come back as plain text. */
export function tokenize(code: string, language: string): LineToken[][] {
  const grammar = Prism.languages[language];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : code);
}
