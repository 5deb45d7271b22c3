import React from 'react';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogLayout';

/** Blog pages in the shell; the drawer already lists the blog, so no blog sidebar. */
export default function BlogLayout({sidebar: _sidebar, toc: _toc, children, ...layoutProps}: Props) {
  return (
    <Layout {...layoutProps}>
      <div className="mrt-blog">{children}</div>
    </Layout>
  );
}
