import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {twinPath} from '../plugins/llms/index-file';
import {apiInput, compatInput, examplesInput, pageInput, searchInput, snippetInput, upgradeInput} from './limits';
import {getApi} from './tools/api';
import {checkCompat} from './tools/compat';
import type {DocsContext} from './tools/context';
import {DEFAULT_EXAMPLES, findExamples, type ExampleIndex} from './tools/examples';
import {getPage, routeOf} from './tools/pages';
import {failure} from './tools/result';
import {searchDocs} from './tools/search';
import type {SnippetChecker} from './tools/snippet';
import {upgradePrompt} from './tools/upgrade';
import {TOOLS, describeTool} from './tools/catalog';

/**
 * The MCP server: the tools, the pages as resources and the upgrade prompt, wired to the pure modules of
 * tools/. Everything waits for `ready` (the data and its indexes), so the server can answer `initialize`
 * while the data is still being built. A tool that throws answers with an `isError` result.
 */

export interface Ready {
  context: DocsContext;
  examples: ExampleIndex;
  snippets: SnippetChecker;
}

export const SERVER_NAME = 'material-react-table-docs';
export const DEFAULT_PAGES = 5;

const guarded =
  <Args>(ready: Promise<Ready>, run: (ready: Ready, args: Args) => CallToolResult | Promise<CallToolResult>) =>
  async (args: Args): Promise<CallToolResult> => {
    try {
      return await run(await ready, args);
    } catch (error) {
      return failure(`The tool failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

export function createServer(ready: Promise<Ready>, info: {version: string; siteUrl: string}): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version: info.version},
    {
      instructions:
        `The Material React Table ${info.version} docs (MUI, TanStack Table 8), offline. Before writing MRT code, ` +
        'search_docs or get_api; after writing it, check_snippet; for package versions, check_compat.',
    },
  );
  const readOnly = {readOnlyHint: true, openWorldHint: false};

  server.registerTool(
    'search_docs',
    {
      title: TOOLS.search_docs.title,
      description: describeTool('search_docs', info.version),
      inputSchema: searchInput,
      annotations: readOnly,
    },
    guarded(ready, ({context}, {query, limit}) => searchDocs(context, query, limit ?? DEFAULT_PAGES)),
  );
  server.registerTool(
    'get_page',
    {
      title: TOOLS.get_page.title,
      description: describeTool('get_page', info.version),
      inputSchema: pageInput,
      annotations: readOnly,
    },
    guarded(ready, ({context}, {path}) => getPage(context, path)),
  );
  server.registerTool(
    'get_api',
    {
      title: TOOLS.get_api.title,
      description: describeTool('get_api', info.version),
      inputSchema: apiInput,
      annotations: readOnly,
    },
    guarded(ready, ({context}, {name}) => getApi(context, name)),
  );
  server.registerTool(
    'find_examples',
    {
      title: TOOLS.find_examples.title,
      description: describeTool('find_examples', info.version),
      inputSchema: examplesInput,
      annotations: readOnly,
    },
    guarded(ready, ({context, examples}, {query, limit}) =>
      findExamples(context, examples, query, limit ?? DEFAULT_EXAMPLES),
    ),
  );
  server.registerTool(
    'check_compat',
    {
      title: TOOLS.check_compat.title,
      description: describeTool('check_compat', info.version),
      inputSchema: compatInput,
      annotations: readOnly,
    },
    guarded(ready, ({context}, {packages}) => checkCompat(context, packages)),
  );
  server.registerTool(
    'check_snippet',
    {
      title: TOOLS.check_snippet.title,
      description: describeTool('check_snippet', info.version),
      inputSchema: snippetInput,
      annotations: readOnly,
    },
    guarded(ready, ({snippets}, {code, files, lang}) => snippets.check(code, files, lang)),
  );

  const pagesTemplate = new ResourceTemplate(`${info.siteUrl}{+route}.md`, {
    list: async () => {
      const {context} = await ready;
      return {
        resources: context.data.pages.map((page) => ({
          uri: `${info.siteUrl}${twinPath(page.route)}`,
          name: page.route,
          title: page.title,
          description: page.description,
          mimeType: 'text/markdown',
        })),
      };
    },
  });
  server.registerResource(
    'docs-page',
    pagesTemplate,
    {title: 'A docs page as Markdown', mimeType: 'text/markdown'},
    async (uri) => {
      const {context} = await ready;
      const page = context.pages.get(routeOf(uri.href));
      if (!page) throw new Error(`No page at ${uri.href}`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: page.markdown}]};
    },
  );

  server.registerPrompt(
    'upgrade-v2-to-v3',
    {
      title: 'Upgrade this V2 code to V3',
      description:
        'Upgrades Material React Table V2 code to V3 with the migration guide, then checks it with check_snippet.',
      argsSchema: upgradeInput,
    },
    async ({code}) => {
      const {context} = await ready;
      return {messages: [{role: 'user', content: {type: 'text', text: upgradePrompt(context, code)}}]};
    },
  );
  return server;
}
