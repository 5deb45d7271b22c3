import {useMemo, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
} from 'material-react-table';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {QueryClient, QueryClientProvider, useQueries, useQuery, type UseQueryResult} from '@tanstack/react-query';
import {depthOf, fetchReports, type OrgNode} from './orgApi';

const NO_NODES: OrgNode[] = [];

// one entry per expanded row: its children once they are here, and whether they are still coming
// (defined outside the component so React Query can keep the combined result stable between renders)
const combineChildren = (results: UseQueryResult<OrgNode[]>[]) => ({
  children: results.map((result) => result.data),
  loading: results.map((result) => result.isPending),
  error: results.some((result) => result.isError),
});

function OrgTable() {
  const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
  const expandedIds = useMemo(
    () => (expanded === true ? [] : Object.keys(expanded).filter((id) => expanded[id])),
    [expanded],
  );

  const top = useQuery({queryKey: ['org', null], queryFn: ({signal}) => fetchReports(null, signal)});
  // the children of every expanded row: one request per row, the first time it opens (then cached)
  const reports = useQueries({
    queries: expandedIds.map((id) => ({
      queryKey: ['org', id],
      queryFn: ({signal}: {signal: AbortSignal}) => fetchReports(id, signal),
      staleTime: Infinity,
    })),
    combine: combineChildren,
  });

  // manualExpanding: the table shows `data` as it is, so expanding means placing each
  // open row's children right after it, in a flat list
  const rows = useMemo(() => {
    const childrenOf = new Map(expandedIds.map((id, index) => [id, reports.children[index]]));
    const list: OrgNode[] = [];
    const add = (nodes: OrgNode[]) =>
      nodes.forEach((node) => {
        list.push(node);
        const children = childrenOf.get(node.id);
        if (children) add(children);
      });
    add(top.data ?? NO_NODES);
    return list;
  }, [top.data, expandedIds, reports.children]);

  const loadingIds = useMemo(
    () => new Set(expandedIds.filter((_, index) => reports.loading[index])),
    [expandedIds, reports.loading],
  );

  const columns = useMemo<MRT_ColumnDef<OrgNode>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Name',
        size: 240,
        // the rows are flat, so the indentation of the tree is drawn here
        Cell: ({row, renderedCellValue}) => (
          <Box sx={{display: 'flex', alignItems: 'center', gap: 1, pl: depthOf(row.original) * 2.5}}>
            {renderedCellValue}
            {loadingIds.has(row.id) && (
              <CircularProgress size={14} aria-label={`Loading reports of ${row.original.name}`} />
            )}
          </Box>
        ),
      },
      {accessorKey: 'title', header: 'Title', size: 130},
      {accessorKey: 'reportCount', header: 'Direct Reports', size: 120},
      {accessorKey: 'id', header: 'Position', size: 100},
    ],
    [loadingIds],
  );

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => row.id, // the expanded state is keyed by these ids
    enableExpanding: true,
    enableExpandAll: false, // "expand all" would mean fetching the whole tree
    manualExpanding: true, // the rows above already contain what is expanded
    getRowCanExpand: (row) => row.original.reportCount > 0, // no children loaded yet, but the server says there are some
    enablePagination: false,
    // with pagination off, pageSize only sets the skeleton rows shown while loading: one per top-level node
    initialState: {pagination: {pageIndex: 0, pageSize: 4}},
    enableSorting: false, // sorting the flat list would pull children away from their parents
    enableColumnFilters: false,
    enableGlobalFilter: false,
    onExpandedChange: setExpanded,
    muiExpandButtonProps: ({row}) => ({
      'aria-label': `${row.getIsExpanded() ? 'Collapse' : 'Expand'} ${row.original.name} (${row.original.id})`,
    }),
    muiToolbarAlertBannerProps:
      top.isError || reports.error ? {color: 'error', children: 'Could not load part of the chart.'} : undefined,
    state: {
      expanded,
      isLoading: top.isPending,
      showAlertBanner: top.isError || reports.error,
      showProgressBars: loadingIds.size > 0,
    },
  });

  return <MaterialReactTable table={table} />;
}

export default function Example() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <OrgTable />
    </QueryClientProvider>
  );
}
