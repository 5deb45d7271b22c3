/** The virtual folder (inside the site, so packages resolve) and the file name a snippet is checked as. */
export const SNIPPET_DIR = '__mcp_snippet__';
export const ENTRY = 'snippet.tsx';
/** The snippet's file as TypeScript without JSX (`<T>(x: T) => x` parses only there). */
export const ENTRY_TS = 'snippet.ts';

/**
 * A file kept in every program beside the snippet, never checked: its imports hold the packages a snippet
 * usually imports in the program, so a snippet that imports none of them (a plain type, a fragment) does not
 * drop their parsed files and make the next snippet parse them all again (seconds).
 */
export const ANCHOR = '__anchor__.ts';
export const ANCHOR_CODE = [
  'react',
  'react-dom',
  'material-react-table',
  '@mui/material',
  '@mui/material/styles',
  '@mui/x-date-pickers/LocalizationProvider',
  '@mui/x-date-pickers/AdapterDayjs',
  '@tanstack/react-table',
]
  .map((name) => `import '${name}';`)
  .join('\n');
