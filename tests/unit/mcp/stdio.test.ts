/**
 * @jest-environment node
 */
import {spawn} from 'node:child_process';
import {SITE_DIR, START_TIMEOUT} from './harness';

/**
 * stdout is the protocol's: the server's own messages, and whatever a module of the site it loads might log,
 * go to stderr. Spoken to as raw JSON-RPC lines, every line it writes to stdout is a JSON-RPC message.
 */

test(
  'every line on stdout is a JSON-RPC message; the server talks on stderr',
  async () => {
    const child = spawn(process.execPath, ['mcp/start.cjs'], {
      cwd: SITE_DIR,
      env: {...process.env, MRT_MCP_NO_WARMUP: '1'},
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const answered = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('"id":3')) resolve();
      });
    });
    const send = (message: object) => child.stdin.write(`${JSON.stringify({jsonrpc: '2.0', ...message})}\n`);
    send({
      id: 1,
      method: 'initialize',
      params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
    });
    send({method: 'notifications/initialized'});
    send({id: 2, method: 'tools/call', params: {name: 'get_page', arguments: {path: '/nowhere'}}});
    send({id: 3, method: 'tools/call', params: {name: 'search_docs', arguments: {query: 'column pinning'}}});
    await answered;
    child.kill();

    const lines = stdout.split('\n').filter(Boolean);
    const messages = lines.map(
      (line) => JSON.parse(line) as {jsonrpc: string; id?: number; result?: {isError?: boolean}},
    );
    expect(messages.every((message) => message.jsonrpc === '2.0')).toBe(true);
    expect(messages.map((message) => message.id)).toEqual([1, 2, 3]);
    expect(messages[1].result?.isError).toBe(true);
    expect(messages[2].result?.isError).toBeUndefined();
    expect(stderr).toContain('[mrt-docs-mcp] ready');
  },
  START_TIMEOUT,
);
