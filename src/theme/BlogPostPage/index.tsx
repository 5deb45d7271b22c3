import React from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type {Props} from '@theme/BlogPostPage';
import {PageTitleContext} from '@site/src/components/Breadcrumbs';

/** Docusaurus' post page, with the post's title for its breadcrumb (the slug is no title). */
export default function BlogPostPageWithTitle(props: Props) {
  return (
    <PageTitleContext.Provider value={props.content.metadata.title}>
      <BlogPostPage {...props} />
    </PageTitleContext.Provider>
  );
}
