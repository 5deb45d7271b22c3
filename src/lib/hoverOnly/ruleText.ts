import {HOVER_MEDIA} from './media';

/**
 * A single-selector style rule whose selector has `:hover` followed by a combinator (the same test as
 * `stylesUnderHover` in ./selectors.ts, for the one selector per rule Emotion writes; kept to a regular
 * expression because it ships in every page's main script). Lists and at-rules do not match.
 */
const HOVER_DESCENDANT_RULE = /^[^@{,]*:hover(?![\w-])[^{,]*?[\s>+~]+[^\s>+~{,)][^{,]*\{/;

/**
 * One rule as Emotion writes it into its sheet (`.css-x:hover td::after{…}`), put inside
 * `@media (hover: hover)` when it styles an element under a hovered one (see ./selectors.ts).
 * Everything else comes back unchanged.
 */
export function hoverOnlyRule(rule: string): string {
  return HOVER_DESCENDANT_RULE.test(rule) ? `@media ${HOVER_MEDIA}{${rule}}` : rule;
}

/** What the wrapper below needs of Emotion's cache: its sheet, through which every rule is inserted. */
interface EmotionCacheLike {
  sheet: {insert(rule: string): void};
}

const wrapped = new WeakSet<object>();

/**
 * Makes `cache` insert each rule through `hoverOnlyRule`: the browser's Emotion cache gets this once
 * (src/theme/Root.tsx). Server-rendered styles get the same at build time (plugins/emotion-head).
 */
export function insertHoverRulesForHoverOnly(cache: EmotionCacheLike | null | undefined): void {
  if (!cache || wrapped.has(cache.sheet)) return;
  const sheet = cache.sheet;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => insert(hoverOnlyRule(rule));
  wrapped.add(sheet);
}
