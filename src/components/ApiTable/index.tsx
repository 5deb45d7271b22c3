import React, {memo, useEffect, useMemo, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {entryHref} from '@site/src/api/entries';
import {entryMatches, type EntryFilter} from '@site/src/api/filter';
import {API_PAGE_LIST} from '@site/src/api/pages';
import type {ApiEntry, ApiPage, ApiSource} from '@site/src/api/types';
import {ApiName} from './ApiName';
import {guideLabel} from './guides';
import {InlineCode} from './InlineCode';
import {useHashEntry} from './useHashEntry';
import './styles.css';

const SOURCES: ApiSource[] = ['MRT', 'TanStack Table'];
const OPTION_PAGES: ReadonlySet<ApiPage> = new Set(['table-options', 'column-options']);
const PAGE_TITLES = new Map<ApiPage, string>(API_PAGE_LIST.map((info) => [info.page, info.title]));
const NO_FILTER: EntryFilter = {query: '', source: ''};

/** A row: an entry, and the reference page it belongs to. */
type Row = ApiEntry & {page: ApiPage};

interface Columns {
  anchors: boolean;
  hasPages: boolean;
  hasDefaults: boolean;
  hasSources: boolean;
}

/** Props (components) and guide links, each on a line of its own; the leading spaces keep the text apart for search. */
function Extras({entry}: {entry: Row}) {
  return (
    <>
      {entry.props && entry.props.length > 0 ? (
        <span className="api-ref-extra">
          {' '}
          Props declared by MRT:{' '}
          {entry.props.map((prop, index) => (
            <React.Fragment key={prop.name}>
              {index > 0 ? ', ' : null}
              <code className="api-code">{`${prop.name}${prop.optional ? '?' : ''}: ${prop.type}`}</code>
            </React.Fragment>
          ))}
        </span>
      ) : null}
      {entry.guides.length > 0 ? (
        <span className="api-ref-extra">
          {' '}
          Guides:{' '}
          {entry.guides.map((href, index) => (
            <React.Fragment key={href}>
              {index > 0 ? ', ' : null}
              <Link to={href}>{guideLabel(href)}</Link>
            </React.Fragment>
          ))}
        </span>
      ) : null}
    </>
  );
}

/**
 * The rows never re-render after their first render: the filter and the highlight change their
 * `hidden` and `data-highlighted` attributes directly, so typing costs no React render of the rows.
 * (No Suspense boundary around them: the server sends a boundary's content after the page, hidden,
 * for a script to move in place, which readers without JavaScript never see.)
 */
const Rows = memo(function Rows({rows, anchors, hasPages, hasDefaults, hasSources}: Columns & {rows: Row[]}) {
  return (
    <>
      {rows.map((entry) => (
        <tr key={`${entry.page}#${entry.name}`} id={anchors ? entry.name : undefined} className="api-row">
          <th scope="row" className="api-ref-name">
            {anchors ? (
              <a href={`#${entry.name}`} className="api-name-link">
                <ApiName name={entry.name} />
              </a>
            ) : (
              <Link to={entryHref(entry.page, entry.name)} className="api-name-link">
                <ApiName name={entry.name} />
              </Link>
            )}
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
          {hasSources ? <td data-label="Source">{entry.source}</td> : null}
          <td data-label="Description">
            <InlineCode text={entry.description} />
            <Extras entry={entry} />
          </td>
        </tr>
      ))}
    </>
  );
});

interface ApiTableProps {
  /** The reference page of every entry; entries of an options table carry their own. */
  page?: ApiPage;
  entries: Array<ApiEntry & {page?: ApiPage}>;
  /**
   * The full reference page: every row gets an id equal to its name, and
   * `#name` in the URL scrolls to and highlights it. Off for excerpts, whose
   * names link to the reference page instead.
   */
  anchors?: boolean;
}

/**
 * A reference table of API entries: plain HTML rendered on the server (every entry, with its type, default,
 * source and description), one card per entry when its column is narrow (styles.css), and a search box
 * that hides the rows whose name and description do not contain the words typed.
 */
export function ApiTable({page, entries, anchors = false}: ApiTableProps) {
  const brokenLinks = useBrokenLinks();
  if (anchors) for (const entry of entries) brokenLinks.collectAnchor(entry.name);

  const rows = useMemo<Row[]>(
    () =>
      entries.map((entry) => {
        const entryPage = entry.page ?? page;
        if (!entryPage) throw new Error(`ApiTable: no reference page for "${entry.name}"`);
        return {...entry, page: entryPage};
      }),
    [entries, page],
  );
  const names = useMemo(() => new Set(rows.map((entry) => entry.name)), [rows]);
  const target = useHashEntry(anchors ? names : EMPTY);
  const hasDefaults = rows.some((entry) => entry.defaultValue !== undefined);
  const hasSources = new Set(rows.map((entry) => entry.source)).size > 1;
  const hasPages = new Set(rows.map((entry) => entry.page)).size > 1;

  const [filter, setFilter] = useState<EntryFilter>(NO_FILTER);
  const [shown, setShown] = useState(rows.length);
  const body = useRef<HTMLTableSectionElement>(null);

  // hide the rows the filter leaves out (rows[i] is the i-th row of the body)
  useEffect(() => {
    const elements = body.current?.rows;
    if (!elements || elements.length !== rows.length) return;
    let count = 0;
    rows.forEach((entry, index) => {
      const match = entryMatches(entry, filter);
      if (match) count += 1;
      if (elements[index].hidden === match) elements[index].hidden = !match;
    });
    setShown(count);
  }, [filter, rows]);

  // highlight the anchored entry and bring it into view (clearing a filter that hides it), once per target
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    const elements = body.current?.rows;
    if (!elements) return;
    for (const element of elements) {
      if (element.id === target) element.setAttribute('data-highlighted', 'true');
      else element.removeAttribute('data-highlighted');
    }
    if (!target || scrolledTo.current === target) return;
    const element = document.getElementById(target);
    if (!element || !body.current?.contains(element)) return;
    if (element.hidden) {
      setFilter(NO_FILTER);
      return; // this effect runs again once the row shows
    }
    scrolledTo.current = target;
    const tall = element.getBoundingClientRect().height > window.innerHeight / 2;
    element.scrollIntoView({block: tall ? 'start' : 'center'});
  }, [target, shown]);

  const filtered = filter !== NO_FILTER && (filter.query.trim() !== '' || filter.source !== '');
  return (
    <div className="api-ref">
      <div className="api-ref-toolbar">
        <input
          type="search"
          className="api-ref-search"
          placeholder={`Search ${rows.length} entries`}
          aria-label="Search this reference"
          value={filter.query}
          onChange={(event) => setFilter({...filter, query: event.target.value})}
        />
        {hasSources ? (
          <select
            className="api-ref-source"
            aria-label="Source"
            value={filter.source}
            onChange={(event) => setFilter({...filter, source: event.target.value as ApiSource | ''})}>
            <option value="">All sources</option>
            {SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        ) : null}
        <span role="status" className="api-ref-status">
          {filtered ? `${shown} of ${rows.length} entries` : ''}
        </span>
      </div>
      <table>
        <colgroup>
          <col className="api-ref-col-name" />
          <col className="api-ref-col-type" />
          {hasPages ? <col className="api-ref-col-page" /> : null}
          {hasDefaults ? <col className="api-ref-col-default" /> : null}
          {hasSources ? <col className="api-ref-col-source" /> : null}
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            {hasPages ? <th scope="col">Reference</th> : null}
            {hasDefaults ? <th scope="col">Default</th> : null}
            {hasSources ? <th scope="col">Source</th> : null}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody ref={body}>
          <Rows rows={rows} anchors={anchors} hasPages={hasPages} hasDefaults={hasDefaults} hasSources={hasSources} />
        </tbody>
      </table>
    </div>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
