import React from 'react';
import Link from '@docusaurus/Link';
import {API_PAGE_META} from '@site/src/api/meta';
import type {ApiPage} from '@site/src/api/types';
import {InlineCode} from './InlineCode';

/** The reference pages with a one-line summary and their entry counts. */
export function ApiIndex({counts}: {counts: Record<ApiPage, number>}) {
  return (
    <ul className="api-index">
      {API_PAGE_META.map(({page, title, summary}) => (
        <li key={page}>
          <Link to={`/docs/api/${page}`}>{title}</Link> ({counts[page]} entries): <InlineCode text={summary} />
        </li>
      ))}
    </ul>
  );
}
