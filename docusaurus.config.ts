import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {codeBlockTheme, rehypeShiki} from './plugins/shiki';
import {readSiteSettings} from './src/site/settings';
import {ssrTemplate} from './src/site/ssrTemplate';
import remarkPageComponents from './plugins/api-reference/remark.cjs';
import {isPatchOff} from './plugins/patches/off';

const siteSettings = readSiteSettings(process.env);

const config: Config = {
  title: siteSettings.title,
  tagline: 'A fully featured Material UI data table built on TanStack Table V8',
  favicon: 'img/favicon.svg',
  url: siteSettings.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'KevinVandy',
  projectName: 'material-react-table',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  // Docusaurus' default page, served dark until the head script applies the visitor's theme
  ssrTemplate,

  future: {
    faster: true,
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // the stand-in API server-backed examples fetch from (src/demo-api): installed once for the whole site
  clientModules: ['./src/demo-api/clientModule.ts'],

  customFields: {
    settings: siteSettings,
  },

  presets: [
    [
      'classic',
      {
        docs: false, // registered below through plugins/docs
        blog: {
          routeBasePath: 'blog',
          showReadingTime: true,
          feedOptions: {
            type: 'all', // rss.xml, atom.xml and feed.json
            xslt: false,
            title: 'Material React Table V3 Blog',
            description: 'Releases, guides and measurements from the Material React Table project',
            copyright: `Copyright © ${new Date().getFullYear()} Material React Table contributors (MIT)`,
          },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'ignore',
          blogSidebarCount: 0,
          beforeDefaultRemarkPlugins: [remarkPageComponents],
          rehypePlugins: [rehypeShiki],
        },
        pages: {beforeDefaultRemarkPlugins: [remarkPageComponents], rehypePlugins: [rehypeShiki]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      // Docusaurus' docs plugin less the sidebars it would send to every page (plugins/PATCHES.md, "docs")
      isPatchOff('docs') ? '@docusaurus/plugin-content-docs' : './plugins/docs/index.ts',
      {
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: {current: {label: 'V3'}},
        breadcrumbs: false,
        beforeDefaultRemarkPlugins: [remarkPageComponents],
        rehypePlugins: [rehypeShiki],
      },
    ],
    './plugins/theme-head/index.ts',
    './plugins/analytics/index.ts',
    './plugins/page-sources/index.ts',
    './plugins/shiki/index.ts',
    ...(isPatchOff('slim-runtime') ? [] : ['./plugins/slim-runtime/index.ts']),
    './plugins/search-index/index.ts',
    // DocSearch's localStorage probe once per page, not on every render of its modal (plugins/PATCHES.md)
    ...(isPatchOff('docsearch-probe') ? [] : ['./plugins/docsearch-probe/index.ts']),
    './plugins/llms/index.ts',
    // the compatibility table's Atom feed, /compatibility.atom (src/site/compat/feed.ts)
    './plugins/compat-feed/index.ts',
    './plugins/examples/index.ts',
    './plugins/api-reference/index.ts',
    './plugins/mrt-deferred/index.ts',
    './plugins/emotion-head/index.ts',
    './plugins/hover-media/index.ts',
    ...(isPatchOff('common-chunk') ? [] : ['./plugins/common-chunk/index.ts']),
    './plugins/bundle-report/index.ts',
    './plugins/build-cache/index.ts',
  ],

  themeConfig: {
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 5},
    navbar: {title: siteSettings.title, items: []},
    // code is coloured at build time (plugins/shiki); the block colours follow data-theme in its stylesheet
    prism: {theme: codeBlockTheme, darkTheme: codeBlockTheme},
  } satisfies Preset.ThemeConfig,
};

export default config;
