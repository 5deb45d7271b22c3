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
 * True when `selector` (one complex selector, not a list) has `:hover` in a part that a combinator
 * follows, that is, the rule styles an element other than the hovered one: `.a:hover .b`,
 * `.a:hover > b`, `:not(:hover) + .c`. False for `.a:hover`, `.a:hover::after`, `.a:is(:hover)`.
 */
export function stylesUnderHover(selector: string): boolean {
  let depth = 0;
  let quote = '';
  let sawHover = false;
  for (let i = 0; i < selector.length; i += 1) {
    const ch = selector[i]!;
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '\\') i += 1;
    else if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if (ch === ':' && selector.startsWith(':hover', i) && !/[\w-]/.test(selector[i + 6] ?? '')) sawHover = true;
    else if (sawHover && /[\s>+~]/.test(ch)) {
      // a combinator at any depth once `:hover` was seen: something after it is styled, unless the
      // rest is only the closing of the parentheses `:hover` sits in (`:not(.a:hover )`)
      const rest = selector.slice(i).replace(/[\s)]+/g, '');
      if (rest !== '' && !/^[,]/.test(rest)) return true;
    }
  }
  return false;
}

/** Splits a selector list at its top-level commas (not those inside `:is(a, b)` or strings). */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const ch = list[i]!;
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '\\') i += 1;
    else if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}
