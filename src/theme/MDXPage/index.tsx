import React from 'react';
import {useLocation} from '@docusaurus/router';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/MDXPage';
import {Outline} from '@site/src/components/Outline';
import {AfterTitleProvider, H1_FOLLOWED} from '@site/src/components/Outline/afterTitle';
import {showsOutline} from '@site/src/layout/outline';

/** Standalone MDX pages (/about, /changelog, /roadmap…) inside the shell. */
export default function MDXPage({content: MDXPageContent}: Props) {
  const {metadata, assets} = MDXPageContent;
  const {title, description, frontMatter} = metadata;
  const {pathname} = useLocation();
  // a compiled MDX page takes `components` (overriding the provider's); its declared type does not say so
  const Content = MDXPageContent as React.ComponentType<{components?: typeof H1_FOLLOWED}>;
  const outline = showsOutline(pathname) && !frontMatter.hide_table_of_contents;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.mdxPage}>
      <Layout>
        <PageMetadata
          title={title}
          description={description}
          keywords={frontMatter.keywords}
          image={assets.image ?? frontMatter.image}
        />
        <div className="markdown">
          {/* the outline follows the page's `# Title` */}
          <AfterTitleProvider value={outline ? <Outline toc={MDXPageContent.toc} /> : null}>
            <MDXContent>
              <Content components={H1_FOLLOWED} />
            </MDXContent>
          </AfterTitleProvider>
        </div>
      </Layout>
    </HtmlClassNameProvider>
  );
}
