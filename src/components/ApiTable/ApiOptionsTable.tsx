import React from 'react';
import Link from '@docusaurus/Link';
import {entryHref} from '@site/src/api/entries';
import {API_PAGE_LIST} from '@site/src/api/pages';
import type {ApiExcerptEntry, ApiPage} from '@site/src/api/types';
import {ApiName} from './ApiName';
import {InlineCode} from './InlineCode';
import './styles.css';

const OPTION_PAGES: ReadonlySet<ApiPage> = new Set(['table-options', 'column-options']);
const PAGE_TITLES = new Map<ApiPage, string>(API_PAGE_LIST.map((info) => [info.page, info.title]));

interface ApiOptionsTableProps {
  /**
   * Written by the build (plugins/api-reference/remark.cjs) from the names the
   * page gives, e.g. `<ApiOptionsTable tableOptions={['enableSorting']} stateOptions={['sorting']} />`.
   */
  entries: ApiExcerptEntry[];
}

/**
 * The entries a guide relies on, each linked to its full reference entry.
 *
 * A plain table rendered on the server: a guide names a handful of entries, so it
 * needs no search, sorting or detail panels, and it costs the page no table library
 * and no hydration work. Below 600 px each row becomes a card (styles.css).
 */
export function ApiOptionsTable({entries}: ApiOptionsTableProps) {
  const hasPages = new Set(entries.map((entry) => entry.page)).size > 1;
  const hasDefaults = entries.some((entry) => entry.defaultValue !== undefined);
  return (
    <div className="api-options">
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            {hasPages ? <th scope="col">Reference</th> : null}
            {hasDefaults ? <th scope="col">Default</th> : null}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.page}#${entry.name}`}>
              <th scope="row" className="api-options-name">
                <Link to={entryHref(entry.page, entry.name)} className="api-name-link">
                  <ApiName name={entry.name} />
                </Link>
                {OPTION_PAGES.has(entry.page) && entry.optional === false ? (
                  <span className="api-required">required</span>
                ) : null}
              </th>
              <td data-label="Type">
                <code className="api-code api-type">{entry.type}</code>
              </td>
              {hasPages ? <td data-label="Reference">{PAGE_TITLES.get(entry.page) ?? entry.page}</td> : null}
              {hasDefaults ? (
                <td data-label="Default">
                  {entry.defaultValue !== undefined ? <code className="api-code">{entry.defaultValue}</code> : null}
                </td>
              ) : null}
              <td data-label="Description">
                <InlineCode text={entry.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
