import React, {lazy, Suspense} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/**
 * Docusaurus' DocRoot imports this content on every docs page (for an address under /docs with no doc), so
 * the suggestions, with their search helpers, load only when a page is actually missing. They render nothing
 * until the browser has the index, so the server's empty boundary hydrates as it is.
 */
const Suggestions = lazy(() => import('./Suggestions'));

/** 404 content, rendered inside the shell. */
export default function NotFoundContent({className}: Props) {
  return (
    <div className={className ? `mrt-not-found ${className}` : 'mrt-not-found'}>
      <Heading as="h1">Page Not Found</Heading>
      <p>There is no page at this address. It may have moved when the docs were reorganised for V3.</p>
      <p>
        Use <strong>Find Page</strong> in the navigation, search the docs, or start from the{' '}
        <Link to="/">home page</Link> or the <Link to="/site-directory">site directory</Link>.
      </p>
      <Suspense fallback={null}>
        <Suggestions />
      </Suspense>
    </div>
  );
}
