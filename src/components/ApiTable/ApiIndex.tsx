import React from 'react';
import Link from '@docusaurus/Link';
import {API_PAGE_LIST, apiPagePath, type ApiPage} from '@site/src/api/pages';
import {API_PAGE_SUMMARIES} from '@site/src/api/summaries';
import {InlineCode} from './InlineCode';

/** The reference pages with a one-line summary and their entry counts. */
export function ApiIndex({counts}: {counts: Record<ApiPage, number>}) {
  return (
    <ul className="api-index">
      {API_PAGE_LIST.map(({page, title}) => (
        <li key={page}>
          <Link to={apiPagePath(page)}>{title}</Link> ({counts[page]} entries):{' '}
          <InlineCode text={API_PAGE_SUMMARIES[page]} />
        </li>
      ))}
    </ul>
  );
}
