import {useEffect, useMemo, useState} from 'react';
import {navigation} from '@site/src/navigation/navigation';
import {filterModule, loadFilter} from './filterLoader';
import {fromFiltered, toNode, type NavNodeData} from './navNodes';

/**
 * The navigation to show for a Find Page query. The ranking module loads on
 * the first query (or earlier, on focus: filterLoader); until it has arrived,
 * and for an empty query, the whole navigation shows and `isFiltering` is false.
 */
export function useFilteredNavigation(query: string): {nodes: NavNodeData[]; isFiltering: boolean} {
  const [filterReady, setFilterReady] = useState(() => filterModule() !== null);
  useEffect(() => {
    if (query === '' || filterReady) return undefined;
    let active = true;
    void loadFilter().then(() => {
      if (active) setFilterReady(true);
    });
    return () => {
      active = false;
    };
  }, [query, filterReady]);
  const filtered = useMemo(
    () => (filterReady ? (filterModule()?.filterNavigation(navigation, query) ?? null) : null),
    [query, filterReady],
  );
  const nodes = useMemo(() => (filtered ? filtered.map(fromFiltered) : navigation.map(toNode)), [filtered]);
  return {nodes, isFiltering: filtered !== null};
}
