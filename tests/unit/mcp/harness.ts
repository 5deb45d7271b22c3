import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

/**
 * The MCP server as an assistant starts it: `node mcp/start.cjs` (what `npm run mcp` runs), spoken to over
 * stdio by the official SDK's client. The first start after a change of the sources rebuilds
 * the data, so `startServer` waits until a tool answers.
 */

export const SITE_DIR = path.resolve(__dirname, '../../..');
/** The data build (the first start after a change of the sources) takes tens of seconds on a busy machine. */
export const START_TIMEOUT = 240_000;

export interface Server {
  client: Client;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  /** What the server wrote to stderr. */
  stderr(): string;
  close(): Promise<void>;
}

export async function startServer({warmUp = false} = {}): Promise<Server> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['mcp/start.cjs'],
    cwd: SITE_DIR,
    stderr: 'pipe',
    env: {...(process.env as Record<string, string>), MRT_MCP_NO_WARMUP: warmUp ? '0' : '1'},
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({name: 'mrt-docs-test', version: '1.0.0'});
  await client.connect(transport);
  const call = (name: string, args: Record<string, unknown>) =>
    client.callTool({name, arguments: args}, undefined, {timeout: START_TIMEOUT}) as Promise<CallToolResult>;
  // waits for the data (built or rebuilt when the sources changed)
  await call('get_page', {path: '/docs'});
  return {client, call, stderr: () => stderr, close: () => client.close()};
}

/** The text of a tool result. */
export const textOf = (result: CallToolResult): string =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
