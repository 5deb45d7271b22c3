/** See page-weight.cjs. */
import type {Browser, BrowserContext, Page} from 'playwright-core';

export interface Weight {
  count: number;
  raw: number;
  gzip: number;
}
export interface MeasuredRequest {
  url: string;
  type: 'HTML' | 'CSS' | 'JS' | 'other' | 'prefetch' | 'idle';
  status: number | undefined;
  raw: number;
  gzip: number;
  lazy: boolean;
}
export interface PageWeight {
  path: string;
  hydratedMs: number | null;
  failed: number;
  byType: Record<'HTML' | 'CSS' | 'JS' | 'other' | 'prefetch' | 'idle', Weight>;
  total: Weight;
  requests: MeasuredRequest[];
}

export const KB: number;
export const TYPES: readonly string[];
export const PREFETCH: string;
export const IDLE: string;
export const BUDGET_KB: {table: number; plain: number};
export function budgetedPages(root: string): {path: string; budgetKB: number}[];
export function measurePage(browser: Browser, origin: string, pagePath: string): Promise<PageWeight>;
export interface WeightProbe {
  measure(pagePath: string, hydratedMs?: number | null): Promise<PageWeight>;
}
export function attachWeightProbe(context: BrowserContext, page: Page): Promise<WeightProbe>;
