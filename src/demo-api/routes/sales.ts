import type {Person} from '../db';
import {integer, seededRandom} from '../random';
import {methodNotAllowed, notFound, type ApiResponse} from '../responses';
import {hashSeed} from './common';
import {pathParts} from './match';

/**
 * A sales report whose columns depend on the period asked for:
 *   GET /demo-api/sales/columns?period=quarter → {columns: SalesColumn[]}    (period: quarter | month)
 *   GET /demo-api/sales?period=quarter         → {data: SalesRow[]}
 */
export interface SalesColumn {
  id: string;
  header: string;
  type: 'text' | 'currency';
}
export type SalesRow = Record<string, string | number>;

const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coastal', 'Mountain', 'Islands'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const SALES_PERIODS = ['quarter', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export function salesColumns(period: SalesPeriod): SalesColumn[] {
  const periods =
    period === 'quarter'
      ? [1, 2, 3, 4].map((q) => ({id: `q${q}`, header: `Q${q} 2025`}))
      : MONTHS.map((month) => ({id: month.toLowerCase(), header: `${month} 2025`}));
  return [{id: 'region', header: 'Region', type: 'text'}, ...periods.map((p) => ({...p, type: 'currency' as const}))];
}

/** Monthly figures are seeded per region; a quarter is the sum of its three months. */
export function salesRows(period: SalesPeriod): SalesRow[] {
  return REGIONS.map((region) => {
    const random = seededRandom(hashSeed(`sales:${region}`));
    const months = MONTHS.map(() => integer(random, 20, 90) * 1000);
    const row: SalesRow = {region};
    if (period === 'month') MONTHS.forEach((month, i) => (row[month.toLowerCase()] = months[i]));
    else [0, 1, 2, 3].forEach((q) => (row[`q${q + 1}`] = months[q * 3] + months[q * 3 + 1] + months[q * 3 + 2]));
    return row;
  });
}

export function handle(_people: Person[], method: string, url: URL): ApiResponse {
  if (method !== 'GET') return methodNotAllowed(method);
  const parts = pathParts(url);
  if (parts.length > 2 || (parts.length === 2 && parts[1] !== 'columns')) return notFound(url.pathname);
  const period = url.searchParams.get('period') ?? 'quarter';
  if (!SALES_PERIODS.includes(period as SalesPeriod)) return {status: 400, body: {error: `Unknown period: ${period}`}};
  return parts[1] === 'columns'
    ? {status: 200, body: {columns: salesColumns(period as SalesPeriod)}}
    : {status: 200, body: {data: salesRows(period as SalesPeriod)}};
}
