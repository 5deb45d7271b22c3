import {useMemo, type CSSProperties, type ReactNode} from 'react';
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
  getTokenProps: (input: TokenPropsInput) => {className: string; style?: CSSProperties; children: string; [key: string]: unknown};
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** Hands already tokenised lines and prop getters to `children`, as prism-react-renderer's `Highlight` does. */
export function HighlightTokens({tokens, language, theme, children}: Omit<HighlightProps, 'code'> & {tokens: LineToken[][]}) {
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);

  const getLineProps: RenderProps['getLineProps'] = ({line: _line, className, style, ...rest}) => ({
    ...rest,
    className: join('token-line', className),
    ...(style ? {style} : {}),
  });

  const getTokenProps: RenderProps['getTokenProps'] = ({token, className, style, ...rest}) => {
    const typeStyles = token.types
      .filter((type) => type !== 'plain' || token.types.length === 1)
      .map((type) => dict[type])
      .filter(Boolean);
    const merged = Object.assign({}, ...typeStyles, style) as CSSProperties;
    return {
      ...rest,
      className: join('token', ...token.types, className),
      ...(Object.keys(merged).length > 0 ? {style: merged} : {}),
      children: token.content,
    };
  };

  return children({
    className: `prism-code language-${language}`,
    style: dict.root ?? {},
    tokens,
    getLineProps,
    getTokenProps,
  });
}
