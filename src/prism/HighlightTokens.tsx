import {useMemo, type CSSProperties, type ReactNode} from 'react';
import {isSchemeTheme, mergedTokenStyle, SCHEME_PLAIN, schemeTokenStyle} from './scheme';
import {themeToDict, type LineToken, type PrismTheme} from './tokens';

interface LinePropsInput {
  line: LineToken[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}
interface TokenPropsInput {
  token: LineToken;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export interface RenderProps {
  className: string;
  style: CSSProperties;
  tokens: LineToken[][];
  getLineProps: (input: LinePropsInput) => {className: string; style?: CSSProperties; [key: string]: unknown};
  getTokenProps: (input: TokenPropsInput) => {
    className: string;
    style?: CSSProperties;
    children: string;
    [key: string]: unknown;
  };
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * Hands already tokenised lines and prop getters to `children`, as prism-react-renderer's `Highlight` does.
 * With the site's scheme theme (./scheme.ts) each token carries both schemes' colours as custom properties.
 */
export function HighlightTokens({
  tokens,
  language,
  theme,
  children,
}: Omit<HighlightProps, 'code'> & {tokens: LineToken[][]}) {
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const schemeDicts = useMemo(
    () =>
      isSchemeTheme(theme)
        ? {
            light: themeToDict(theme.plain.schemes.light, language),
            dark: themeToDict(theme.plain.schemes.dark, language),
          }
        : null,
    [theme, language],
  );

  const getLineProps: RenderProps['getLineProps'] = ({line: _line, className, style, ...rest}) => ({
    ...rest,
    className: join('token-line', className),
    ...(style ? {style} : {}),
  });

  const getTokenProps: RenderProps['getTokenProps'] = ({token, className, style, ...rest}) => {
    const merged = schemeDicts
      ? {...schemeTokenStyle(schemeDicts.light, schemeDicts.dark, token), ...style}
      : mergedTokenStyle(dict, token, style);
    return {
      ...rest,
      className: join('token', ...token.types, className),
      ...(Object.keys(merged).length > 0 ? {style: merged} : {}),
      children: token.content,
    };
  };

  return children({
    // the language class stays right after prism-code (serverTokens.ts reads it there)
    className: `prism-code language-${language}${schemeDicts ? ' code-scheme' : ''}`,
    style: schemeDicts ? SCHEME_PLAIN : (dict.root ?? {}),
    tokens,
    getLineProps,
    getTokenProps,
  });
}
