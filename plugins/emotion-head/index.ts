import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {filesUnder} from '../shared/filesUnder';
import {PatchError, patchGuard} from '../patches/guard';
import {partsOf} from '../patches/manifest';
import {loaderRules} from '../patches/register';
import {mrtSchemeColors} from './tables';
import {emotionStylesInBody, hoistEmotionStyles} from './hoist';
import {pageWithHoverOnlyRules} from './hover';
import {pageWithSchemeColors} from './schemeColors';

/**
 * After the build, every page's server-rendered Emotion styles go to the end of <head> (see hoist.ts); in the
 * browser, Emotion adopts them there instead of moving each one again (sheetLoader.cjs). The colours MRT
 * computes for the dark scheme become CSS variables with light values under `[data-theme='light']`
 * (schemeColors.ts), so the same HTML paints its tables in either scheme. Rules that style an element under a
 * hovered one go under `@media (hover: hover)` (hover.ts), as the browser's Emotion cache does (src/lib/hoverOnly).
 */
export default function emotionHeadPlugin(): Plugin {
  return {
    name: 'emotion-head',
    configureWebpack(_config, isServer) {
      // the loader is the part of "emotion-head" in plugins/patches/manifest.ts; the browser build must run it
      return {
        module: {rules: loaderRules(partsOf('emotion-head', 'loader'))},
        plugins: [patchGuard('emotion-head', isServer ? 'server' : 'browser')],
      };
    },
    async postBuild({outDir}) {
      let hoistedPages = 0;
      const leftOver: string[] = [];
      const usedColors = new Set<number>();
      let hoverRulesMoved = 0;
      for (const file of filesUnder(outDir, (name) => name.endsWith('.html'))) {
        const html = await fs.readFile(file, 'utf8');
        const hoverOnly = pageWithHoverOnlyRules(hoistEmotionStyles(html));
        hoverRulesMoved += hoverOnly.moved;
        const withBodyStyles = hoverOnly.html;
        if (emotionStylesInBody(withBodyStyles) > 0) leftOver.push(path.relative(outDir, file));
        const {css: hoisted, used} = pageWithSchemeColors(withBodyStyles, mrtSchemeColors);
        used.forEach((index) => usedColors.add(index));
        if (hoisted === html) continue;
        hoistedPages += 1;
        // other plugins read the pages in their own postBuild, at the same time: replace each file whole
        const temporary = `${file}.emotion-head`;
        await fs.writeFile(temporary, hoisted);
        await fs.rename(temporary, file);
      }
      // Emotion's server markup changed: its styles stay in <body> and the browser moves them one by one again
      if (leftOver.length > 0) {
        throw new PatchError('emotion-head', `Emotion styles left in <body> of ${leftOver.slice(0, 3).join(', ')}`);
      }
      // MRT's row highlight alone is such a rule on every table page: none moved means the markup changed
      if (hoverRulesMoved === 0) throw new PatchError('hover-media', 'no server-rendered hover rule was moved');
      if (hoistedPages === 0) throw new PatchError('emotion-head', 'no page had Emotion styles to move');
      // MRT (or an example) no longer renders a colour the light scheme is mapped for: its formula changed
      const missing = mrtSchemeColors.filter((color, index) => color.required && !usedColors.has(index));
      if (missing.length > 0) {
        throw new PatchError(
          'scheme-colors',
          `no page has these dark-scheme colours any more: ${missing.map((c) => `${c.name} (${c.dark})`).join(', ')}`,
        );
      }
    },
  };
}
