/** The virtual folder (inside the site, so packages resolve) and the file name a snippet is checked as. */
export const SNIPPET_DIR = '__mcp_snippet__';
export const ENTRY = 'snippet.tsx';
