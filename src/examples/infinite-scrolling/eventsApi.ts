import type {MRT_ColumnFiltersState, MRT_SortingState} from 'material-react-table';

/** One entry of the activity log, as the server sends it. */
export interface ActivityEvent {
  id: string;
  /** ISO date-time. */
  time: string;
  actor: string;
  action: string;
  target: string;
}

/**
 * One page of the log. `nextCursor` is what to send to get the page after
 * this one; `null` means the log has no more entries.
 */
export interface EventsPage {
  data: ActivityEvent[];
  nextCursor: string | null;
  meta: {totalRowCount: number};
}

export const PAGE_SIZE = 50;

/** What the server sorts and filters by: the table's state, sent with every page. */
export interface EventsQuery {
  sorting: MRT_SortingState;
  columnFilters: MRT_ColumnFiltersState;
  globalFilter: string;
}

export async function fetchEvents(
  cursor: string | null,
  {sorting, columnFilters, globalFilter}: EventsQuery,
  signal?: AbortSignal,
): Promise<EventsPage> {
  const params = new URLSearchParams({
    size: String(PAGE_SIZE),
    sorting: JSON.stringify(sorting),
    filters: JSON.stringify(columnFilters),
    globalFilter,
  });
  if (cursor) params.set('cursor', cursor);
  const response = await fetch(`/demo-api/events?${params}`, {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as EventsPage;
}
