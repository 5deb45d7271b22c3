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

export async function fetchEvents(cursor: string | null, signal?: AbortSignal): Promise<EventsPage> {
  const params = new URLSearchParams({size: String(PAGE_SIZE)});
  if (cursor) params.set('cursor', cursor);
  const response = await fetch(`/demo-api/events?${params}`, {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as EventsPage;
}
