import type {Plugin} from '@docusaurus/types';
import {collectPageSources, type LoadedContentShape} from './collect';

/**
 * Publishes `{sources: {routePath: repoRelativeFile}}` as global data, so the
 * footer's "Suggest an Edit" link names each page's own source file: docs,
 * blog posts and pages alike, including versioned docs.
 */
export default function pageSourcesPlugin(): Plugin {
  return {
    name: 'page-sources',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({sources: collectPageSources(allContent as LoadedContentShape)});
    },
  };
}
