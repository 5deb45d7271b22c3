import {HOVER_MEDIA, stylesUnderHover} from './selectors';

/** The parts of a Stylis 4 element this plugin reads and writes (stylis' own `Element`). */
export interface StylisElement {
  type: string;
  value: string;
  props: string[] | string;
  children: StylisElement[] | string;
  root: StylisElement | null;
  parent: StylisElement | null;
  length: number;
  return: string;
  line: number;
  column: number;
}

const RULESET = 'rule';
const MEDIA = '@media';
const MEDIA_VALUE = `@media ${HOVER_MEDIA}`;

/**
 * A Stylis plugin (Emotion's `createCache({stylisPlugins})`) that puts each rule whose selectors all
 * style an element under a hovered one (`.css-x:hover td::after`) inside `@media (hover: hover)`: see
 * ./selectors.ts for why. It must run before Stylis' `stringify`, which Emotion adds after the cache's
 * plugins. A rule mixing such selectors with others is left as it is (Emotion writes one selector per
 * nested rule, so MRT and MUI have none).
 */
export function hoverMediaPlugin(element: StylisElement): void {
  if (element.type !== RULESET || !Array.isArray(element.props)) return;
  if (element.root?.type === MEDIA && element.root.value === MEDIA_VALUE) return; // already wrapped
  if (element.props.length === 0 || !element.props.every(stylesUnderHover)) return;
  const rule: StylisElement = {...element, return: ''};
  element.type = MEDIA;
  element.value = MEDIA_VALUE;
  element.props = [HOVER_MEDIA];
  element.children = [rule];
  rule.root = element;
  rule.parent = element;
}
