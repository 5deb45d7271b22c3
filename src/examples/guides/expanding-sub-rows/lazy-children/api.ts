/** One person in the organisation chart, as the server sends it. */
export interface OrgNode {
  id: string;
  name: string;
  title: string;
  /** How many direct reports the server holds (0: nothing to expand). */
  reportCount: number;
  /** The reports, once they have been fetched. */
  subRows?: OrgNode[];
}

/** The direct reports of `parentId`, or the people at the top when it is null: one level per request. */
export async function fetchReports(parentId: string | null, signal?: AbortSignal): Promise<OrgNode[]> {
  const query = parentId ? `?parentId=${encodeURIComponent(parentId)}` : '';
  const response = await fetch(`/demo-api/org${query}`, {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return ((await response.json()) as {data: OrgNode[]}).data;
}
