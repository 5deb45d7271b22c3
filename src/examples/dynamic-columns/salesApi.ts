/** How the server describes one column of the report. */
export interface SalesColumn {
  id: string;
  header: string;
  type: 'text' | 'currency';
}

/** One row of the report: a region name plus one figure per period column. */
export type SalesRow = Record<string, string | number>;

export type Period = 'quarter' | 'month';

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as T;
}

export const fetchSalesColumns = async (period: Period, signal?: AbortSignal) =>
  (await getJson<{columns: SalesColumn[]}>(`/demo-api/sales/columns?period=${period}`, signal)).columns;

export const fetchSalesRows = async (period: Period, signal?: AbortSignal) =>
  (await getJson<{data: SalesRow[]}>(`/demo-api/sales?period=${period}`, signal)).data;
