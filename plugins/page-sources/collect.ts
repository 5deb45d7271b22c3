/** Shapes of the content the docs, blog and pages plugins load (only what we read). */
interface DocsContent {
  loadedVersions: Array<{docs: Array<{permalink: string; source: string}>}>;
}
interface BlogContent {
  blogPosts: Array<{metadata: {permalink: string; source: string}}>;
}
type PagesContent = Array<{permalink: string; source: string}>;

export type LoadedContentShape = Record<string, Record<string, unknown> | undefined>;

const toRepoPath = (source: string): string => source.replace(/^@site\//, '');
const toRoute = (permalink: string): string => permalink.replace(/\/+$/, '') || '/';

/** Maps every content route to its repository-relative source file. */
export function collectPageSources(allContent: LoadedContentShape): Record<string, string> {
  const sources: Record<string, string> = {};
  const add = (permalink: string, source: string) => {
    sources[toRoute(permalink)] = toRepoPath(source);
  };
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions) {
      for (const doc of version.docs) add(doc.permalink, doc.source);
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of (content as BlogContent).blogPosts) add(post.metadata.permalink, post.metadata.source);
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    for (const page of content as PagesContent) add(page.permalink, page.source);
  }
  return sources;
}
