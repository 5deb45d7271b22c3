/**
 * Hover rules that style *other* elements (`.row:hover td`, `.a:hover .icon`) cost a phone on every tap:
 * a tap moves the hover state, and Chromium restyles every element the rule's last part could match
 * under each element whose hover changed (on a page's first tap that is `<html>`, so the whole page).
 * A touch screen has no hover to show, so the site puts such rules under `@media (hover: hover)`:
 * a browser does not collect features of rules whose media query does not match, and a tap restyles
 * only what it touches. Devices with a mouse see exactly the same styles as before.
 */

export {HOVER_MEDIA} from './media';

/**
 * The characters of a selector that are syntax: not inside a string, not escaped (`\\:`), each with its
 * index and the depth of `(…)`/`[…]` after it.
 */
function* syntaxCharacters(text: string): Generator<{ch: string; at: number; depth: number}> {
  let depth = 0;
  let quote = '';
  for (let at = 0; at < text.length; at += 1) {
    const ch = text[at]!;
    if (quote) {
      if (ch === '\\') at += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '\\') at += 1;
    else {
      if (ch === '(' || ch === '[') depth += 1;
      else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
      yield {ch, at, depth};
    }
  }
}

/**
 * True when `selector` (one complex selector, not a list) has `:hover` in a part that a combinator
 * follows, that is, the rule styles an element other than the hovered one: `.a:hover .b`,
 * `.a:hover > b`, `:not(:hover) + .c`. False for `.a:hover`, `.a:hover::after`, `.a:is(:hover)`.
 */
export function stylesUnderHover(selector: string): boolean {
  let sawHover = false;
  for (const {ch, at} of syntaxCharacters(selector)) {
    if (ch === ':' && selector.startsWith(':hover', at) && !/[\w-]/.test(selector[at + 6] ?? '')) sawHover = true;
    else if (sawHover && /[\s>+~]/.test(ch)) {
      // a combinator at any depth once `:hover` was seen: something after it is styled, unless the
      // rest is only the closing of the parentheses `:hover` sits in (`:not(.a:hover )`), or it is the
      // space after a comma or an opening bracket in an argument list (`:hover:not(.a, .b)`)
      if (/[,(]$/.test(selector.slice(0, at).trimEnd())) continue;
      const rest = selector.slice(at).replace(/[\s)]+/g, '');
      if (rest !== '' && !/^[,]/.test(rest)) return true;
    }
  }
  return false;
}

/** Splits a selector list at its top-level commas (not those inside `:is(a, b)` or strings). */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const {ch, at, depth} of syntaxCharacters(list)) {
    if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, at).trim());
      start = at + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}
