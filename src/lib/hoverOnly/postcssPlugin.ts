import type {AtRule, PluginCreator} from 'postcss';
import {HOVER_MEDIA, splitSelectorList, stylesUnderHover} from './selectors';

/**
 * A PostCSS plugin that moves every selector styling an element under a hovered one into
 * `@media (hover: hover)` (see ./selectors.ts for why), for all of the site's CSS: Infima, the
 * Docusaurus theme, DocSearch and the site's own. A rule with such selectors and others is split in
 * two, the hover part placed right after the rest, so the cascade keeps its order.
 * `onMove` hears each selector moved (plugins/hover-media counts them for its guard).
 */
export const hoverMediaPostcss: PluginCreator<{onMove?: (selector: string) => void}> = (options = {}) => ({
  postcssPlugin: 'hover-media',
  Rule(rule, {AtRule: AtRuleNode}) {
    const parent = rule.parent;
    if (parent?.type === 'atrule') {
      const at = parent as AtRule;
      if (at.name === 'media' && at.params === HOVER_MEDIA) return; // moved already
      if (/keyframes$/i.test(at.name)) return;
    }
    const selectors = splitSelectorList(rule.selector);
    const hover = selectors.filter(stylesUnderHover);
    if (hover.length === 0) return;
    for (const selector of hover) options.onMove?.(selector);
    const media = new AtRuleNode({name: 'media', params: HOVER_MEDIA});
    media.append(rule.clone({selector: hover.join(',\n')}));
    if (hover.length === selectors.length) {
      rule.replaceWith(media);
    } else {
      rule.selector = selectors.filter((selector) => !stylesUnderHover(selector)).join(',\n');
      rule.after(media);
    }
  },
});
hoverMediaPostcss.postcss = true;
