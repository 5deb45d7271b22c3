/**
 * The server's tools, once: their names, what each does and when an assistant should call it. The server
 * registers them from here (server.ts) and the agent skill lists them from here (skill.ts).
 */

export const TOOL_NAMES = [
  'search_docs',
  'get_page',
  'get_api',
  'find_examples',
  'check_compat',
  'check_snippet',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export interface ToolGuide {
  title: string;
  /** What it does (`{version}` is the MRT version). */
  does: string;
  /** When to call it. */
  when: string;
}

export const TOOLS: Record<ToolName, ToolGuide> = {
  search_docs: {
    title: 'Search the docs',
    does: "Searches the Material React Table {version} docs with the site's own search (the ranking of its search box); returns pages with their best sections: title, section, URL path and a snippet.",
    when: 'A question in words ("keep selected rows after a refetch"): find the page, then read it with get_page.',
  },
  get_page: {
    title: 'Read a docs page',
    does: 'A page of the docs as Markdown (its "Open as Markdown" twin, demos as their TypeScript source), by path or URL.',
    when: 'Before explaining or using a feature: read its guide; a path that is no page answers with the closest ones.',
  },
  get_api: {
    title: 'Look up an API entry',
    does: 'One entry of the API reference: its page, type, default, description, V2 name if it was renamed, and the Known Issues about it. Unknown names answer with the closest real ones.',
    when: 'Before writing an option, state field or instance API (`enableRowSelection`, `table.setSorting`, `MRT_ColumnDef`): confirm its name, type and default.',
  },
  find_examples: {
    title: 'Find demos',
    does: 'Demos of the docs that use an option or show a feature, each with its full TypeScript source (every file) and the URL that shows it running.',
    when: 'Before writing a table from scratch: start from the demo that already does it.',
  },
  check_compat: {
    title: 'Check package versions',
    does: 'Checks React, Material UI, date-picker and date-library versions against the measured compatibility table: the nearest measured combination, its failing steps and first error, and an install command that worked.',
    when: 'When installing or upgrading, or when an app fails to install, type-check or render: pass its package.json.',
  },
  check_snippet: {
    title: 'Type-check MRT code',
    does: "Type-checks TS/TSX against material-react-table {version}'s own types with React, Material UI and the date pickers; returns each error with line and column, V1/V2 names with their V3 name and TanStack Table 9 APIs with their v8 counterpart. The first call can take a few seconds.",
    when: 'After writing or changing MRT code, before showing it: fix every error it reports (pass sibling files with `files`).',
  },
};

/** The tool's description as the server lists it. */
export const describeTool = (name: ToolName, version: string) =>
  `${TOOLS[name].does.replace('{version}', version)} ${TOOLS[name].when}`;
