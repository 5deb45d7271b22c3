import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

/**
 * Tool results: Markdown text for the assistant, and the same facts as structured content for programs.
 */

export const ok = (text: string, structured?: Record<string, unknown>): CallToolResult => ({
  content: [{type: 'text', text}],
  ...(structured ? {structuredContent: structured} : {}),
});

/** A result that says what was wrong (`isError`): the server keeps answering. */
export const failure = (text: string, structured?: Record<string, unknown>): CallToolResult => ({
  ...ok(text, structured),
  isError: true,
});

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function fenced(code: string, info = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${info}\n${code.replace(/\n+$/, '')}\n${marks}`;
}
