import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {ChangeRecord} from '../../src/site/compat/changes';
import {FEED_PATH, atomFeed} from '../../src/site/compat/feed';
import changeLog from '../../src/site/compat/change-log.json';
import results from '../../src/site/compat/results.json';

/**
 * Writes the compatibility table's Atom feed (`/compatibility.atom`, src/site/compat/feed.ts) into the build:
 * one entry per measurement of `npm run compat` that changed a result. A static file, linked from the Install
 * page and the changelog; no page carries it.
 */
export default function compatFeedPlugin(): Plugin {
  return {
    name: 'compat-feed',
    async postBuild({outDir, siteConfig}) {
      const records = (changeLog as unknown as {changes: ChangeRecord[]}).changes;
      const xml = atomFeed({siteUrl: siteConfig.url.replace(/\/$/, ''), records, measuredOn: results.measuredOn});
      await fs.writeFile(path.join(outDir, FEED_PATH.slice(1)), xml);
    },
  };
}
