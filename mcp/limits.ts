import {z} from 'zod';

/**
 * The tools' input schemas, with the limits that keep one call from holding the server: the SDK validates
 * every call against them and answers a bad one with an `isError` result naming what was wrong.
 */

export const LIMITS = {
  query: 500,
  pages: 20,
  examples: 10,
  path: 2_000,
  name: 200,
  /** Characters of code in one check_snippet call (snippet and sibling files together). */
  code: 50_000,
  siblings: 10,
  packageJson: 200_000,
  packages: 200,
} as const;

const text = (what: string, max: number) =>
  z
    .string({error: `${what} must be a string`})
    .trim()
    .min(1, {error: `${what} is empty`})
    .max(max, {error: `${what} is over the limit of ${max} characters`});

export const searchInput = {
  query: text('query', LIMITS.query).describe(
    'What to find, in words or by name: "keep selected rows after refetch", "enableRowSelection"',
  ),
  limit: z
    .number({error: 'limit must be a number'})
    .int({error: 'limit must be a whole number'})
    .min(1, {error: 'limit must be at least 1'})
    .max(LIMITS.pages, {error: `limit is at most ${LIMITS.pages}`})
    .optional()
    .describe('How many pages (default 5); each comes with its best sections'),
};

export const pageInput = {
  path: text('path', LIMITS.path).describe(
    'A page path or URL: "/docs/guides/sorting", "https://www.material-react-table.com/docs/guides/sorting.md"',
  ),
};

export const apiInput = {
  name: text('name', LIMITS.name).describe(
    'An option, state field, instance API, component, hook or type: "enableRowSelection", "table.setSorting", "MRT_ColumnDef", "useMRT_Rows"',
  ),
};

export const examplesInput = {
  query: text('query', LIMITS.query).describe(
    'An option name or a feature: "enableRowSelection", "editable rows with validation"',
  ),
  limit: z
    .number({error: 'limit must be a number'})
    .int({error: 'limit must be a whole number'})
    .min(1, {error: 'limit must be at least 1'})
    .max(LIMITS.examples, {error: `limit is at most ${LIMITS.examples}`})
    .optional()
    .describe('How many demos (default 3)'),
};

export const compatInput = {
  packages: z
    .union(
      [
        z
          .record(z.string().max(214), z.string().max(100))
          .refine((value) => Object.keys(value).length <= LIMITS.packages, {
            error: `packages lists more than ${LIMITS.packages} packages`,
          }),
        text('packages (package.json text)', LIMITS.packageJson),
      ],
      {error: 'packages must be an object of versions ({"react": "19.1.0", …}) or the text of a package.json'},
    )
    .describe('Your versions, {"react": "19.1.0", "@mui/material": "7.3.0", …}, or the text of your package.json'),
};

/** A sibling file's name: `data.ts`, `./Panel.tsx` (no folders; not the names the checker gives its own files). */
const SIBLING_NAME = /^(\.\/)?(?!__|snippet\.tsx?$)[\w-][\w.-]*\.tsx?$/;

export const snippetInput = {
  code: z
    .string({error: 'code must be a string'})
    .min(1, {error: 'code is empty'})
    .max(LIMITS.code, {error: `code is over the limit of ${LIMITS.code} characters`})
    .describe('TypeScript or TSX: a component, a column definition, a whole file'),
  files: z
    .record(z.string(), z.string({error: 'each file must be a string of code'}))
    .refine((files) => Object.keys(files).every((name) => SIBLING_NAME.test(name)), {
      error: 'file names are plain .ts or .tsx names in the same folder, such as "data.ts"',
    })
    .refine((files) => Object.keys(files).length <= LIMITS.siblings, {
      error: `files holds more than ${LIMITS.siblings} files`,
    })
    .refine((files) => Object.values(files).reduce((total, code) => total + code.length, 0) <= LIMITS.code, {
      error: `files are over the limit of ${LIMITS.code} characters together`,
    })
    .optional()
    .describe('Sibling files the code imports, by name: {"data.ts": "export const people = …"}'),
  lang: z
    .enum(['ts', 'tsx'], {error: 'lang is "ts" or "tsx"'})
    .optional()
    .describe('"tsx" (default) or "ts": plain TypeScript, where `<T>(x: T) => x` is a generic function'),
};

export const upgradeInput = {
  code: z.string().max(LIMITS.code).describe('The V2 code to upgrade'),
};
