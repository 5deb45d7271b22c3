import React, {useEffect, useMemo, useRef} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {alpha} from '@mui/material/styles';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {MrtFrame} from '@site/src/components/MrtFrame';
import {entryHref} from '@site/src/api/entries';
import {API_PAGE_LIST} from '@site/src/api/pages';
import type {ApiEntry, ApiPage} from '@site/src/api/types';
import {guideLabel} from './guides';
import {InlineCode} from './InlineCode';
import {useHashEntry} from './useHashEntry';
import './styles.css';

const SOURCES = ['MRT', 'TanStack Table'];
const OPTION_PAGES: ReadonlySet<ApiPage> = new Set(['table-options', 'column-options']);
const PAGE_TITLES = new Map<ApiPage, string>(API_PAGE_LIST.map((info) => [info.page, info.title]));

/** A row: an entry, and the reference page it belongs to. */
type Row = ApiEntry & {page: ApiPage};

function Code({children}: {children: string}) {
  return <code className="api-code">{children}</code>;
}

function DetailPanel({entry}: {entry: ApiEntry}) {
  return (
    <div className="api-detail">
      <div className="api-detail-label">Type</div>
      <pre className="api-detail-type">
        <code>{entry.type}</code>
      </pre>
      {entry.defaultValue !== undefined ? (
        <p>
          <span className="api-detail-label">Default: </span>
          <Code>{entry.defaultValue}</Code>
        </p>
      ) : null}
      <p>
        <span className="api-detail-label">Declared by: </span>
        {entry.source === 'MRT' ? 'Material React Table' : 'TanStack Table (inherited by MRT)'}
      </p>
      {entry.props && entry.props.length > 0 ? (
        <>
          <div className="api-detail-label">Props declared by MRT</div>
          <ul className="api-detail-props">
            {entry.props.map((prop) => (
              <li key={prop.name}>
                <Code>{`${prop.name}${prop.optional ? '?' : ''}: ${prop.type}`}</Code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {entry.guides.length > 0 ? (
        <p>
          <span className="api-detail-label">Guides: </span>
          {entry.guides.map((href, index) => (
            <React.Fragment key={href}>
              {index > 0 ? ', ' : null}
              <Link to={href}>{guideLabel(href)}</Link>
            </React.Fragment>
          ))}
        </p>
      ) : null}
    </div>
  );
}

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

/** A reference table of API entries, rendered with Material React Table. */
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

  const columns = useMemo<MRT_ColumnDef<Row>[]>(() => {
    const list: MRT_ColumnDef<Row>[] = [
      {
        accessorKey: 'name',
        header: 'Name',
        size: 170,
        enableColumnFilter: false,
        Cell: ({row}) => {
          const {name, optional, page: entryPage} = row.original;
          const label = <code className="api-name">{name}</code>;
          return (
            <>
              {anchors ? (
                <a href={`#${name}`} className="api-name-link">
                  {label}
                </a>
              ) : (
                <Link to={entryHref(entryPage, name)} className="api-name-link">
                  {label}
                </Link>
              )}
              {OPTION_PAGES.has(entryPage) && optional === false ? <span className="api-required">required</span> : null}
            </>
          );
        },
      },
      {
        accessorKey: 'type',
        header: 'Type',
        size: 220,
        enableColumnFilter: false,
        enableSorting: false,
        Cell: ({row}) => <code className="api-code api-type">{row.original.type}</code>,
      },
    ];
    if (hasPages) {
      list.push({
        id: 'page',
        accessorFn: (entry) => PAGE_TITLES.get(entry.page) ?? entry.page,
        header: 'Reference',
        size: 120,
        enableColumnFilter: false,
      });
    }
    if (hasDefaults) {
      list.push({
        id: 'defaultValue',
        accessorFn: (entry) => entry.defaultValue ?? '',
        header: 'Default',
        size: 100,
        enableColumnFilter: false,
        Cell: ({row}) => (row.original.defaultValue !== undefined ? <Code>{row.original.defaultValue}</Code> : null),
      });
    }
    if (hasSources) {
      list.push({
        accessorKey: 'source',
        header: 'Source',
        size: 110,
        filterVariant: 'select',
        filterSelectOptions: SOURCES,
      });
    }
    list.push({
      accessorKey: 'description',
      header: 'Description',
      size: 300,
      enableColumnFilter: false,
      enableSorting: false,
      Cell: ({row}) => <InlineCode text={row.original.description} />,
    });
    return list;
  }, [anchors, hasDefaults, hasPages, hasSources]);

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (entry) => `${entry.page}#${entry.name}`,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableHiding: false,
    enableExpandAll: false,
    enableGlobalFilterRankedResults: false,
    globalFilterFn: 'contains',
    positionGlobalFilter: 'left',
    initialState: {density: 'compact', showGlobalFilter: true, showColumnFilters: hasSources},
    renderDetailPanel: ({row}) => <DetailPanel entry={row.original} />,
    muiSearchTextFieldProps: {
      placeholder: `Search ${rows.length} entries`,
      slotProps: {htmlInput: {'aria-label': 'Search this reference'}},
      sx: {minWidth: '16rem'},
    },
    muiTableBodyCellProps: {sx: {verticalAlign: 'top', whiteSpace: 'normal', overflowWrap: 'anywhere'}},
    muiTableBodyRowProps: ({row, isDetailPanel}) => {
      if (isDetailPanel || !anchors) return {};
      const highlighted = row.original.name === target;
      return {
        id: row.original.name,
        className: 'api-row',
        'data-highlighted': highlighted ? 'true' : undefined,
        sx: highlighted
          ? {
              '& > td': {backgroundColor: (theme) => `${alpha(theme.palette.primary.main, 0.22)} !important`},
              outline: (theme) => `2px solid ${theme.palette.primary.main}`,
              outlineOffset: '-2px',
            }
          : undefined,
      };
    },
  });

  // bring the anchored entry into view (clearing a search that hides it), once per target
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!target || scrolledTo.current === target) return;
    if (table.getState().globalFilter) table.setGlobalFilter(undefined);
    const element = document.getElementById(target);
    if (!element) return;
    scrolledTo.current = target;
    element.scrollIntoView({block: 'center'});
  }, [target, table]);

  return (
    <MrtFrame className="api-table">
      <MaterialReactTable table={table} />
    </MrtFrame>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
