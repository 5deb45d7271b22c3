import React, {cloneElement, isValidElement} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import type {Props} from '@theme/DocItem/Layout';
import {Outline} from '@site/src/components/Outline';
import {AfterTitleProvider, H1_FOLLOWED} from '@site/src/components/Outline/afterTitle';
import {PageActions} from '@site/src/components/PageActions';
import {PageFeedback} from '@site/src/components/PageFeedback';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import {showsOutline} from '@site/src/layout/outline';
import {useVersionedPaths} from '@site/src/hooks/useVersionedPaths';
import {useBodyAfterTitle} from '@site/src/hooks/useBodyAfterTitle';

/**
 * A doc page inside the shell's article: version banner, copy/open as Markdown, the title, the outline under
 * it, content, prev/next. The title comes from the front matter (as Docusaurus' DocItem/Content renders it)
 * unless the Markdown has its own `# Title`, which the outline then follows. After a client-side navigation
 * the title and outline paint first and the rest follows in a transition (`useBodyAfterTitle`).
 */
export default function DocItemLayout({children}: Props) {
  const {toc, frontMatter, metadata, contentTitle} = useDoc();
  const {pathname} = useLocation();
  const {unversioned} = useVersionedPaths();
  const {siteConfig} = useDocusaurusContext();
  const {docsRepoUrl} = useSiteSettings();
  const {label: version} = useDocsVersion();
  // a cut version (/docs/2.9/...) follows the rules of the page it was copied from
  const outline =
    showsOutline(unversioned(pathname)) && !frontMatter.hide_table_of_contents ? <Outline toc={toc} /> : null;
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  const content = isValidElement<{components?: unknown}>(children)
    ? cloneElement(children, {components: H1_FOLLOWED})
    : children;
  const bodyShown = useBodyAfterTitle();
  return (
    <div className="mrt-doc">
      <DocVersionBanner />
      <PageActions />
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle ? (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        ) : null}
        {syntheticTitle ? outline : null}
        {bodyShown ? (
          <AfterTitleProvider value={syntheticTitle ? null : outline}>
            <MDXContent>{content}</MDXContent>
          </AfterTitleProvider>
        ) : (
          <>
            {/* a title written in the Markdown (`# …`) is part of the body: shown here until the body is */}
            {syntheticTitle ? null : (
              <header>
                <Heading as="h1">{contentTitle}</Heading>
              </header>
            )}
            {syntheticTitle ? null : outline}
            {/* the body's place, a screen high, so the footer does not come into view and leave again */}
            <div className="mrt-doc-body-pending" />
          </>
        )}
      </div>
      {bodyShown && (
        <>
          <PageFeedback
            path={pathname}
            pageUrl={`${siteConfig.url}${pathname}`}
            title={metadata.title}
            version={version}
            repoUrl={docsRepoUrl}
          />
          <DocItemPaginator />
        </>
      )}
    </div>
  );
}
