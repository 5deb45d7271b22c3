import {collectPageSources} from '@site/plugins/page-sources/collect';

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          docs: [
            {permalink: '/docs/guides/sorting', source: '@site/docs/guides/sorting.mdx'},
            {permalink: '/docs/guides', source: '@site/docs/guides/index.mdx'},
          ],
        },
        {
          docs: [
            {
              permalink: '/docs/3.1/guides/sorting',
              source: '@site/versioned_docs/version-3.1/guides/sorting.mdx',
            },
          ],
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogPosts: [
        {metadata: {permalink: '/blog/welcome/', source: '@site/blog/2024-01-01-welcome.md'}},
        {metadata: {permalink: '/blog/v3', source: '@site/blog/v3/index.mdx'}},
      ],
    },
  },
  'docusaurus-plugin-content-pages': {
    default: [
      {permalink: '/', source: '@site/src/pages/index.tsx'},
      {permalink: '/about', source: '@site/src/pages/about.mdx'},
    ],
  },
  'docusaurus-plugin-sitemap': {default: undefined},
};

describe('collectPageSources', () => {
  it('maps every doc (all versions), blog post and page to its repo-relative file', () => {
    expect(collectPageSources(allContent)).toEqual({
      '/docs/guides/sorting': 'docs/guides/sorting.mdx',
      '/docs/guides': 'docs/guides/index.mdx',
      '/docs/3.1/guides/sorting': 'versioned_docs/version-3.1/guides/sorting.mdx',
      '/blog/welcome': 'blog/2024-01-01-welcome.md',
      '/blog/v3': 'blog/v3/index.mdx',
      '/': 'src/pages/index.tsx',
      '/about': 'src/pages/about.mdx',
    });
  });

  it('never leaves the @site/ alias in a path', () => {
    for (const file of Object.values(collectPageSources(allContent))) {
      expect(file.startsWith('@site/')).toBe(false);
      expect(file.startsWith('/')).toBe(false);
    }
  });

  it('reads every plugin instance', () => {
    const twoInstances = {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{docs: [{permalink: '/docs/a', source: '@site/docs/a.mdx'}]}]},
        community: {
          loadedVersions: [{docs: [{permalink: '/community/b', source: '@site/community/b.md'}]}],
        },
      },
    };
    expect(collectPageSources(twoInstances)).toEqual({
      '/docs/a': 'docs/a.mdx',
      '/community/b': 'community/b.md',
    });
  });

  it('is empty when no content plugin loaded anything', () => {
    expect(collectPageSources({})).toEqual({});
  });
});
