import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {filesUnder} from '../shared/filesUnder';
import {PatchError} from '../shared/patchGuard';
import {emotionStylesInBody, hoistEmotionStyles} from './hoist';

/**
 * After the build, every page's server-rendered Emotion styles go to the end of <head> (see hoist.ts); in the
 * browser, Emotion adopts them there instead of moving each one again (sheetLoader.cjs).
 */
export default function emotionHeadPlugin(): Plugin {
  return {
    name: 'emotion-head',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@emotion[\\/]sheet[\\/]dist[\\/]emotion-sheet(\.development)?\.esm\.js$/,
              use: [{loader: path.resolve(__dirname, 'sheetLoader.cjs')}],
            },
          ],
        },
      };
    },
    async postBuild({outDir}) {
      let hoistedPages = 0;
      const leftOver: string[] = [];
      for (const file of filesUnder(outDir, (name) => name.endsWith('.html'))) {
        const html = await fs.readFile(file, 'utf8');
        const hoisted = hoistEmotionStyles(html);
        if (emotionStylesInBody(hoisted) > 0) leftOver.push(path.relative(outDir, file));
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
      if (hoistedPages === 0) throw new PatchError('emotion-head', 'no page had Emotion styles to move');
    },
  };
}
