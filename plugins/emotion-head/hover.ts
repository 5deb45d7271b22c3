import postcss from 'postcss';
import {hoverMediaPostcss} from '../../src/lib/hoverOnly/postcssPlugin';

/** A server-rendered Emotion style element: its data-emotion value has a space ("css 1abc"). */
const EMOTION_STYLE = /(<style data-emotion="[^"\s]+ [^"]*"[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * The page with its server-rendered Emotion rules that style an element under a hovered one (MRT's
 * `:hover td::after`) put under `@media (hover: hover)`, as the browser's Emotion cache does for the
 * rules it inserts (src/lib/hoverOnly). `moved` counts the selectors moved.
 */
export function pageWithHoverOnlyRules(html: string): {html: string; moved: number} {
  let moved = 0;
  const processor = postcss([hoverMediaPostcss({onMove: () => (moved += 1)})]);
  const out = html.replace(EMOTION_STYLE, (match, open: string, css: string, close: string) => {
    if (!css.includes(':hover')) return match;
    return open + processor.process(css, {from: undefined}).css + close;
  });
  return {html: out, moved};
}
