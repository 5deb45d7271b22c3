import {colorKey, type SchemeColor} from '../../src/theme-mui/mrtSchemeColors';

/**
 * Makes the server's Emotion CSS follow `<html data-theme>`: every colour literal listed in `colors` (the dark
 * scheme's value of a colour MRT computes in JavaScript) becomes `var(--mrt-cN, <literal>)`, and the page gets
 * `[data-theme='light']{--mrt-cN:<light value>}`. Dark pages are unchanged (the variable is unset there, so the
 * literal applies); light pages paint the light colours before any script runs.
 */

const VARIABLE = (index: number) => `--mrt-c${index}`;
/** A colour literal in a declaration's value. */
const LITERAL =
  /#[0-9a-fA-F]{3,8}(?![0-9a-zA-Z_-])|rgba?\(\s*[\d.]+[\s,]+[\d.]+[\s,]+[\d.]+\s*(?:[,/]\s*[\d.]+%?\s*)?\)/g;
/** A rule's innermost block: selector (after any enclosing at-rule's brace) and declarations. */
const BLOCK = /([^{}]*)\{([^{}]*)\}/g;

export interface Rewrite {
  css: string;
  /** Indexes into `colors` of the entries used. */
  used: Set<number>;
}

/** The CSS with every listed dark literal replaced by its variable. */
export function rewriteSchemeColors(css: string, colors: SchemeColor[]): Rewrite {
  const used = new Set<number>();
  const byKey = new Map<string, number[]>();
  colors.forEach((color, index) => {
    const key = colorKey(color.dark);
    if (key === null) throw new Error(`${color.name}: ${color.dark} is not a colour literal`);
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  const rewritten = css.replace(BLOCK, (block, selector: string, body: string) => {
    if (!LITERAL.test(body)) return block;
    LITERAL.lastIndex = 0;
    const declarations = body.split(';').map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0 || declaration.includes('var(--mrt-c')) return declaration;
      const property = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).replace(LITERAL, (literal) => {
        const index = (byKey.get(colorKey(literal) ?? '') ?? []).find((candidate) => {
          const color = colors[candidate]!;
          return (
            (color.property === undefined || color.property === property) &&
            (color.selector === undefined || selector.includes(color.selector))
          );
        });
        if (index === undefined) return literal;
        used.add(index);
        return `var(${VARIABLE(index)},${literal})`;
      });
      return `${declaration.slice(0, colon + 1)}${value}`;
    });
    return `${selector}{${declarations.join(';')}}`;
  });
  return {css: rewritten, used};
}

/** The light values of the variables a page uses, as a style element for its <head>. */
export function schemeColorsStyle(colors: SchemeColor[], used: Iterable<number>): string {
  const declarations = [...used]
    .sort((a, b) => a - b)
    .map((index) => `${VARIABLE(index)}:${colors[index]!.light}`)
    .join(';');
  return declarations === '' ? '' : `<style data-mrt-scheme-colors="">[data-theme=light]{${declarations}}</style>`;
}

/** A component style element of Emotion's server markup ("css" key; global styles are the theme's own). */
const COMPONENT_STYLE = /(<style data-emotion="css [^"]*"[^>]*>)([\s\S]*?)(<\/style>)/g;

/** The page with its Emotion component styles rewritten and the light values added to <head>. */
export function pageWithSchemeColors(html: string, colors: SchemeColor[]): Rewrite {
  const used = new Set<number>();
  const styled = html.replace(COMPONENT_STYLE, (_match, open: string, css: string, close: string) => {
    const rewrite = rewriteSchemeColors(css, colors);
    rewrite.used.forEach((index) => used.add(index));
    return open + rewrite.css + close;
  });
  const headEnd = styled.indexOf('</head>');
  if (used.size === 0 || headEnd < 0) return {css: styled, used};
  return {css: styled.slice(0, headEnd) + schemeColorsStyle(colors, used) + styled.slice(headEnd), used};
}
