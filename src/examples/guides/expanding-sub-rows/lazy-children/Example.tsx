import {useEffect, useMemo, useRef, useState} from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
  type MRT_Updater,
} from 'material-react-table';
import {fetchReports, type OrgNode} from './api';

export default function Example() {
  const [roots, setRoots] = useState<OrgNode[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const [expanded, setExpanded] = useState<MRT_ExpandedState>({});
  // each fetched list of reports, by the id of its manager
  const [childrenOf, setChildrenOf] = useState<Record<string, OrgNode[]>>({});
  // requests already sent, so a quick close and reopen does not fetch twice
  const requested = useRef(new Set<string>());

  useEffect(() => {
    fetchReports(null)
      .then(setRoots, () => {})
      .finally(() => setIsLoading(false));
  }, []);

  // the tree as far as it is loaded: each fetched list under its manager
  const data = useMemo(() => {
    const attach = (nodes: OrgNode[]): OrgNode[] =>
      nodes.map((node) => (childrenOf[node.id] ? {...node, subRows: attach(childrenOf[node.id]!)} : node));
    return attach(roots);
  }, [roots, childrenOf]);

  const onExpandedChange = (updater: MRT_Updater<MRT_ExpandedState>) => {
    const next = typeof updater === 'function' ? updater(expanded) : updater;
    setExpanded(next);
    if (next === true) return;
    for (const id of Object.keys(next).filter((key) => next[key] && !requested.current.has(key))) {
      requested.current.add(id);
      fetchReports(id).then(
        (list) => setChildrenOf((old) => ({...old, [id]: list})),
        () => requested.current.delete(id), // a failed request may be tried again
      );
    }
  };

  const columns = useMemo<MRT_ColumnDef<OrgNode>[]>(
    () => [
      {accessorKey: 'name', header: 'Name'},
      {accessorKey: 'title', header: 'Title'},
      {accessorKey: 'reportCount', header: 'Reports', size: 100},
    ],
    [],
  );

  const table = useMaterialReactTable({
    columns,
    data,
    enableExpanding: true,
    enableExpandAll: false, // expanding everything would fetch the whole tree
    getRowId: (row) => row.id,
    // the button is enabled before the children are here
    getRowCanExpand: (row) => row.original.reportCount > 0,
    state: {expanded, isLoading},
    onExpandedChange,
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableColumnActions: false,
    // as many skeleton rows as rows will arrive: MRT draws one per row of the page size, even unpaginated
    initialState: {density: 'compact', pagination: {pageIndex: 0, pageSize: 4}},
  });

  return <MaterialReactTable table={table} />;
}
