import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import Suggestions from './Suggestions';

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
      <Suggestions />
    </div>
  );
}
