/** One person in the organisation chart, as the server sends it. */
export interface OrgNode {
  /** Dotted path from the top, e.g. "2.1.3": its length is the depth. */
  id: string;
  name: string;
  title: string;
  /** How many direct reports the server holds (0: nothing to expand). */
  reportCount: number;
}

/** The direct reports of `parentId`, or the people at the top when it is null. One level per request. */
export async function fetchReports(parentId: string | null, signal?: AbortSignal): Promise<OrgNode[]> {
  const query = parentId ? `?parentId=${encodeURIComponent(parentId)}` : '';
  const response = await fetch(`/demo-api/org${query}`, {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return ((await response.json()) as {data: OrgNode[]}).data;
}

export const depthOf = (node: OrgNode) => node.id.split('.').length - 1;
