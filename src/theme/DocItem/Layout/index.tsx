import React from 'react';
import {useLocation} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemContent from '@theme/DocItem/Content';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import type {Props} from '@theme/DocItem/Layout';
import {Outline} from '@site/src/components/Outline';
import {PageActions} from '@site/src/components/PageActions';
import {showsOutline} from '@site/src/layout/outline';
import {useVersionedPaths} from '@site/src/hooks/useVersionedPaths';

/** A doc page inside the shell's article: version banner, copy/open as Markdown, outline, content, prev/next. */
export default function DocItemLayout({children}: Props) {
  const {toc, frontMatter} = useDoc();
  const {pathname} = useLocation();
  const {unversioned} = useVersionedPaths();
  // a cut version (/docs/2.9/...) follows the rules of the page it was copied from
  const outline = showsOutline(unversioned(pathname)) && !frontMatter.hide_table_of_contents;
  return (
    <div className="mrt-doc">
      <DocVersionBanner />
      <PageActions />
      {outline ? <Outline toc={toc} /> : null}
      <DocItemContent>{children}</DocItemContent>
      <DocItemPaginator />
    </div>
  );
}
