import {MRT_VERSION, TANSTACK_TABLE_VERSION} from './versions';
import type {AnalyticsEventName} from '../lib/analytics';

/**
 * "Open in ChatGPT" and "Open in Claude" beside a doc page's "Open as Markdown": each opens the assistant with a
 * prompt that points at the page's Markdown twin and names the versions it is about, so the answer is for MRT
 * 3 on TanStack Table 8 rather than for another version.
 */

export interface Assistant {
  name: string;
  /** The analytics event a click sends. */
  event: AnalyticsEventName;
  /** The address that opens a new conversation with `prompt` typed in. */
  url(prompt: string): string;
}

export const ASSISTANTS: readonly Assistant[] = [
  {
    name: 'ChatGPT',
    event: 'open-page-chatgpt',
    url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
  },
  {name: 'Claude', event: 'open-page-claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

/** The prompt: read this Markdown twin, for these versions. */
export const assistantPrompt = (twinUrl: string): string =>
  `Read ${twinUrl}, a page of the Material React Table V3 docs, and help me with it. ` +
  `It is about material-react-table ${MRT_VERSION}, which runs on TanStack Table 8 (${TANSTACK_TABLE_VERSION}) and ` +
  'Material UI 6 or 7: answer with its V3 API, not V1 or V2 names and not TanStack Table 9 APIs.';
