import React from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import ErrorPageContent from '@theme/ErrorPageContent';
import SkipToContent from '@theme/SkipToContent';
import type {Props} from '@theme/Layout';
import {Shell} from '@site/src/components/Shell';

/** Every page: Docusaurus' providers and metadata around the Material shell. */
export default function Layout({children, noFooter, title, description}: Props) {
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
      <Shell noFooter={noFooter}>
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </Shell>
    </LayoutProvider>
  );
}
