import type {Plugin} from '@docusaurus/types';
import {hoverMediaPostcss} from '../../src/lib/hoverOnly/postcssPlugin';

/**
 * Puts the CSS rules that style an element under a hovered one inside `@media (hover: hover)`, for
 * every stylesheet of the build (Infima, the Docusaurus theme, DocSearch, the site): on a touch
 * screen a tap then restyles only what it touches (src/lib/hoverOnly/selectors.ts). Emotion's rules
 * (MUI, MRT) get the same from the Stylis plugin in src/theme/Root.tsx. Uses the public
 * `configurePostCss` hook; tests/e2e/deploy.test.ts checks the built CSS has no such rule left outside.
 */
export default function hoverMediaPlugin(): Plugin {
  return {
    name: 'hover-media',
    configurePostCss(options) {
      options.plugins.push(hoverMediaPostcss());
      return options;
    },
  };
}
