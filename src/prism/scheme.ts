import type {CSSProperties} from 'react';
import type {LineToken, PrismTheme} from './tokens';

/**
 * Code blocks whose colours follow `<html data-theme>`, so the same server HTML is right in either scheme and
 * nothing changes at hydration. The site gives Docusaurus one theme for both modes (`schemeTheme`): its plain
 * colours are CSS variables, and it carries the light and dark Prism themes (in `plain`, the one place of a
 * theme where Docusaurus' config validation accepts extra keys). Each token then gets both
 * schemes' values as custom properties (`--tl`/`--td`, `--tl-font-style`, …) and `codeSchemeStyles` picks one
 * set by `data-theme`.
 */
export interface SchemePrismTheme extends PrismTheme {
  plain: CSSProperties & {schemes: {light: PrismTheme; dark: PrismTheme}};
}

/** The plain colours of a scheme theme (a code block's own colour and background). */
export const SCHEME_PLAIN = {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'} as const;

/** The theme Docusaurus gets for both colour modes. */
export function schemeTheme(light: PrismTheme, dark: PrismTheme): SchemePrismTheme {
  return {plain: {...SCHEME_PLAIN, schemes: {light, dark}}, styles: []};
}

/** Whether a theme (possibly a copy, as the site config reaches the browser) is a `schemeTheme`. */
export function isSchemeTheme(theme: PrismTheme): theme is SchemePrismTheme {
  return theme.plain.color === SCHEME_PLAIN.color && 'schemes' in theme.plain;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Token style properties other than colour that either theme sets (font style, opacity). */
function extraProperties(theme: SchemePrismTheme): string[] {
  const found = new Set<string>();
  for (const scheme of [theme.plain.schemes.light, theme.plain.schemes.dark]) {
    for (const {style} of scheme.styles) for (const key of Object.keys(style)) if (key !== 'color') found.add(key);
  }
  return [...found].sort();
}

/** Global styles: both schemes' plain colours, and each token's colours by scheme. */
export function codeSchemeStyles(theme: SchemePrismTheme): Record<string, Record<string, string>> {
  const extra = extraProperties(theme);
  const tokenRule = (scheme: 'l' | 'd') =>
    Object.fromEntries([
      ['color', `var(--t${scheme})`],
      ...extra.map((property) => [kebab(property), `var(--t${scheme}-${kebab(property)})`]),
    ]);
  const plain = (scheme: PrismTheme) => ({
    '--code-color': String(scheme.plain.color),
    '--code-background': String(scheme.plain.backgroundColor),
  });
  return {
    ':root': plain(theme.plain.schemes.dark),
    "[data-theme='light']": plain(theme.plain.schemes.light),
    '.code-scheme .token': tokenRule('d'),
    "[data-theme='light'] .code-scheme .token": tokenRule('l'),
  };
}

type Dict = Record<string, CSSProperties>;

/** A token's style in one theme, merged over its types as prism-react-renderer does. */
export function mergedTokenStyle(dict: Dict, token: LineToken, style?: CSSProperties): CSSProperties {
  const typeStyles = token.types
    .filter((type) => type !== 'plain' || token.types.length === 1)
    .map((type) => dict[type])
    .filter(Boolean);
  return Object.assign({}, ...typeStyles, style) as CSSProperties;
}

/** A token's style as custom properties for both schemes (the plain colour where its theme sets none). */
export function schemeTokenStyle(light: Dict, dark: Dict, token: LineToken): CSSProperties {
  const style: Record<string, string | number> = {};
  for (const [scheme, dict] of [
    ['l', light],
    ['d', dark],
  ] as const) {
    const {color, ...rest} = mergedTokenStyle(dict, token);
    style[`--t${scheme}`] = String(color ?? dict.plain?.color ?? 'inherit');
    for (const [property, value] of Object.entries(rest)) {
      if (property !== 'backgroundColor' && value !== undefined)
        style[`--t${scheme}-${kebab(property)}`] = value as string;
    }
  }
  return style as CSSProperties;
}
