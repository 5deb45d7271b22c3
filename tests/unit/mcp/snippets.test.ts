/**
 * @jest-environment node
 */
import fs from 'node:fs';
import {DATA_FILE} from '@site/mcp/data/freshness';
import type {McpData} from '@site/mcp/data/types';
import type {SnippetDiagnostic as Diagnostic} from '@site/mcp/tools/snippet';
import {CHECKED_LANGUAGES, collectCheckedBlocks, type CodeBlock} from '../content/codeBlocks';
import {SITE_DIR, START_TIMEOUT, startServer, textOf, type Server} from './harness';

/**
 * check_snippet through the server: the docs' own code passes with no error, and planted mistakes are each
 * reported on their line with what V3 or TanStack Table 8 calls the thing. The docs' code is sampled: every
 * self-contained ts/tsx block of the pages (no prelude, context, sibling file or expected error: the others
 * need the code-block test's assembly, tests/unit/content/checkCodeBlocks.ts), and every 20th demo with its
 * sibling files. Several blocks go in one call as sibling files, which keeps the number of checks small.
 */

// a bound, not a duration: the checks take seconds, many times that on a machine busy with other work
const SNIPPET_TIMEOUT = 240_000;
let server: Server;
beforeAll(async () => {
  server = await startServer({warmUp: true});
}, START_TIMEOUT);
afterAll(() => server?.close());

const diagnosticsOf = (result: {structuredContent?: unknown}) =>
  (result.structuredContent as {diagnostics: Diagnostic[]}).diagnostics;

const SELF_CONTAINED = (block: CodeBlock) =>
  !['prelude', 'in', 'file', 'expect-error', 'nocheck'].some((key) => key in block.meta) &&
  !/from '\.\.?\//.test(block.code);

test(
  'the self-contained code blocks of the docs pass',
  async () => {
    const blocks = collectCheckedBlocks(SITE_DIR).filter(SELF_CONTAINED);
    expect(blocks.length).toBeGreaterThanOrEqual(15);
    const groups: CodeBlock[][] = [];
    for (let at = 0; at < blocks.length; at += 8) groups.push(blocks.slice(at, at + 8));
    const failures: string[] = [];
    for (const [entry, ...siblings] of groups) {
      const name = (block: CodeBlock) =>
        `block-${block.line}-${block.file.replace(/\W+/g, '-')}${CHECKED_LANGUAGES[block.lang]}`;
      const files = Object.fromEntries(siblings.map((block) => [name(block), block.code]));
      const lang = CHECKED_LANGUAGES[entry.lang] === '.ts' ? 'ts' : 'tsx';
      const result = await server.call('check_snippet', {code: entry.code, files, lang});
      expect(result.isError).toBeFalsy();
      failures.push(...diagnosticsOf(result).map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`));
    }
    expect(failures).toEqual([]);
  },
  SNIPPET_TIMEOUT,
);

test(
  'a sample of the demos (every 20th, with their sibling files) passes',
  async () => {
    const data = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as McpData;
    const sample = data.examples.filter((_, index) => index % 20 === 0);
    expect(sample.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const example of sample) {
      const [entry, ...siblings] = example.files;
      const files = Object.fromEntries(siblings.map((file) => [file.name, file.code]));
      const result = await server.call('check_snippet', {code: entry.code, files});
      failures.push(
        ...diagnosticsOf(result).map((d) => `${example.folder}/${d.file}:${d.line} ${d.code} ${d.message}`),
      );
    }
    expect(failures).toEqual([]);
  },
  SNIPPET_TIMEOUT,
);

/** One mistake per line, each on the line its comment names. */
const PLANTED = `import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {type MRT_Virtualizer} from 'material-react-table';
import {createSortedRowModel} from '@tanstack/react-table';

interface Order {
  id: string;
  status: string;
}

const columns: MRT_ColumnDef<Order>[] = [
  {accessorKey: 'id', header: 'Id', filterVariant: 'dropdown'},
  {accessorKey: 'status', header: 'Status', filterSelectOptions: [{text: 'Open', value: 'open'}]},
];

export function Orders({data}: {data: Order[]}) {
  const a = useMaterialReactTable({columns, data, enableRowSelecton: true});
  const b = useMaterialReactTable({columns, data, onRowSelectChange: () => {}});
  const c = useMaterialReactTable({columns, data, initialState: {density: 'small'}});
  return <MaterialReactTable table={a ?? b ?? c} />;
}
`;

test(
  'planted mistakes are each reported on their line, with the V3 or v8 name where there is one',
  async () => {
    const result = await server.call('check_snippet', {code: PLANTED});
    const byLine = new Map(diagnosticsOf(result).map((d) => [d.line, d]));
    const lineOf = (text: string) => PLANTED.split('\n').findIndex((line) => line.includes(text)) + 1;

    // a V2 name V3 removed: the migration guide's section, and TypeScript's own suggestion
    const virtualizer = byLine.get(lineOf('MRT_Virtualizer}'));
    expect(virtualizer?.message).toContain("Did you mean 'MRT_RowVirtualizer'?");
    expect(virtualizer?.hint).toContain('`MRT_Virtualizer` (Types) was removed in V3');
    expect(virtualizer?.hint).toContain('/docs/getting-started/migrating-to-v3#mrt_virtualizer-type-removed');

    // a TanStack Table 9 only import
    const v9 = byLine.get(lineOf('createSortedRowModel'));
    expect(v9?.code).toMatch(/^TS(2305|2724)$/);
    expect(v9?.hint).toContain('TanStack Table 9');
    expect(v9?.hint).toContain('the v8 name is `getSortedRowModel`');

    // a wrong filterVariant: the values it accepts, from the installed types
    const variant = byLine.get(lineOf("filterVariant: 'dropdown'"));
    expect(variant?.code).toBe('TS2322');
    expect(variant?.hint).toContain('`filterVariant` accepts "autocomplete" | "checkbox"');
    expect(variant?.hint).toContain('/docs/api/column-options#filterVariant');

    // V2's `text` in dropdown options: V3 reads `label`
    const option = byLine.get(lineOf("{text: 'Open'"));
    expect(option?.code).toBe('TS2353');
    expect(option?.hint).toContain('V3 only reads `label`');

    // a misspelt option
    const misspelt = byLine.get(lineOf('enableRowSelecton'));
    expect(misspelt?.message).toContain("Did you mean to write 'enableRowSelection'?");

    // a V1 option name and its V3 name
    const renamed = byLine.get(lineOf('onRowSelectChange'));
    expect(renamed?.hint).toContain('in V3 it is `onRowSelectionChange`');

    // a wrong density
    const density = byLine.get(lineOf("density: 'small'"));
    expect(density?.code).toBe('TS2322');
    expect(density?.hint).toContain('`density` accepts "comfortable" | "compact" | "spacious"');

    expect(byLine.size).toBe(7);
    expect(textOf(result)).toContain('7 errors against material-react-table 3.2.1');
  },
  SNIPPET_TIMEOUT,
);

test(
  'a member of a TanStack Table 9 table is named as such on an MRT table',
  async () => {
    const code = `import {useMaterialReactTable} from 'material-react-table';
export function useStore() {
  const table = useMaterialReactTable({columns: [], data: []});
  return table.store;
}
`;
    const [diagnostic] = diagnosticsOf(await server.call('check_snippet', {code}));
    expect(diagnostic).toEqual(expect.objectContaining({line: 4, code: 'TS2339'}));
    expect(diagnostic.hint).toContain('`store` is a Table member of TanStack Table 9.3.1 only');
  },
  SNIPPET_TIMEOUT,
);

test(
  'plain TypeScript is checked as such with lang "ts" (a generic arrow function is not JSX there)',
  async () => {
    const code = 'export const first = <T>(items: T[]): T | undefined => items[0];\n';
    expect(diagnosticsOf(await server.call('check_snippet', {code, lang: 'ts'}))).toEqual([]);
    const asTsx = diagnosticsOf(await server.call('check_snippet', {code}));
    expect(asTsx.length).toBeGreaterThan(0);
    expect(asTsx[0].line).toBe(1);
  },
  SNIPPET_TIMEOUT,
);
