import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {DocsContext} from '../context';
import {failure, ok} from '../result';
import {MIGRATION_GUIDE, hintFor, type HintFacts} from './hints';
import {ENTRY, ENTRY_TS} from './files';
import type {CheckedFile} from './languageService';
import type {CheckRequest, CheckResponse, WorkerDiagnostic} from './worker';

/**
 * `check_snippet`: type-checks TS/TSX against the installed Material React Table, React, Material UI and
 * date-picker types, in a worker thread that keeps one warm LanguageService (worker.ts), and returns each
 * error with its line and column and, where the site knows more, a hint (hints.ts).
 */

export interface SnippetDiagnostic {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
  hint?: string;
}

/** A check that takes longer is stopped (its thread is replaced), so one snippet cannot hold the tool. */
export const CHECK_TIMEOUT_MS = 60_000;

/**
 * What the checker's thread compiles once at start, so an assistant's first check does not pay for loading
 * the program: a table component as the docs write them (memoized columns, options, state, MUI components
 * and an icon, the date pickers' provider), checked twice (the second time as a later call is).
 */
const WARM_UP = `import {useMemo, useState} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_RowSelectionState} from 'material-react-table';

interface Person {
  id: string;
  name: string;
  born: Date;
}

export function People({people}: {people: Person[]}) {
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const columns = useMemo<MRT_ColumnDef<Person>[]>(
    () => [
      {accessorKey: 'name', header: 'Name', filterVariant: 'autocomplete'},
      {accessorFn: (row) => row.born, id: 'born', header: 'Born', filterVariant: 'date', Cell: ({cell}) => cell.getValue<Date>().toDateString()},
    ],
    [],
  );
  const table = useMaterialReactTable({
    columns,
    data: people,
    getRowId: (row) => row.id,
    enableRowSelection: true,
    onRowSelectionChange: setRowSelection,
    state: {rowSelection},
    initialState: {density: 'compact', sorting: [{id: 'name', desc: false}]},
    muiTableBodyRowProps: ({row}) => ({onClick: () => row.toggleSelected()}),
    renderTopToolbarCustomActions: () => <Button startIcon={<EditIcon />}>Edit</Button>,
  });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{p: 2}}>
        <MaterialReactTable table={table} />
      </Box>
    </LocalizationProvider>
  );
}
`;

/** The checker's thread: TypeScript compiled by sucrase inside it, as in the server's own thread. */
function startWorker(siteDir: string): Worker {
  const file = path.join(siteDir, 'mcp/tools/snippet/worker.ts');
  return new Worker(`require('sucrase/register'); require(${JSON.stringify(file)});`, {
    eval: true,
    workerData: {siteDir},
  });
}

export interface SnippetChecker {
  check(code: string, files?: Record<string, string>, lang?: 'ts' | 'tsx'): Promise<ReturnType<typeof ok>>;
  /** Loads the program in the worker (the first check takes seconds; later ones reuse it). */
  warm(): Promise<unknown>;
  close(): Promise<void>;
}

export function createSnippetChecker(context: DocsContext, siteDir: string): SnippetChecker {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, {resolve: (response: CheckResponse) => void; timer: NodeJS.Timeout}>();
  const failAll = (error: string) => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      request.resolve({id, error});
    }
    pending.clear();
  };
  const workerOf = () => {
    if (worker) return worker;
    const started = startWorker(siteDir);
    started.on('message', (response: CheckResponse) => {
      const request = pending.get(response.id);
      if (!request) return;
      pending.delete(response.id);
      clearTimeout(request.timer);
      request.resolve(response);
    });
    started.on('error', (error: Error) => failAll(`the type checker stopped: ${error.message}`));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll('the type checker stopped');
    });
    started.unref();
    worker = started;
    return started;
  };
  const run = (files: CheckedFile[]) =>
    new Promise<CheckResponse>((resolve) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve({id, error: `the check took over ${CHECK_TIMEOUT_MS / 1000} s and was stopped`});
        void worker?.terminate();
      }, CHECK_TIMEOUT_MS);
      pending.set(id, {resolve, timer});
      workerOf().postMessage({id, files} satisfies CheckRequest);
    });

  const facts: HintFacts = {
    isEntry: (name) => context.apiByName.has(name),
    entryNames: [...context.apiByName.keys()],
    entryPath: (name) => {
      const entry = context.apiByName.get(name)?.[0];
      return entry ? `/docs/api/${entry.page}#${entry.name}` : undefined;
    },
    migrationGuide: context.pages.get(MIGRATION_GUIDE),
    absolute: context.absolute,
    tanstackTable: context.data.versions.tanstackTable,
  };
  const describe = (diagnostic: WorkerDiagnostic): SnippetDiagnostic => {
    const hint = hintFor(facts, diagnostic, diagnostic.property);
    return {
      file: diagnostic.file === ENTRY || diagnostic.file === ENTRY_TS ? 'snippet' : diagnostic.file,
      line: diagnostic.line,
      column: diagnostic.column,
      code: `TS${diagnostic.code}`,
      message: diagnostic.message,
      ...(hint ? {hint} : {}),
    };
  };

  return {
    async check(code, siblings = {}, lang = 'tsx') {
      const started = Date.now();
      const files = [
        {name: lang === 'ts' ? ENTRY_TS : ENTRY, code},
        ...Object.entries(siblings).map(([name, text]) => ({name: name.replace(/^\.\//, ''), code: text})),
      ];
      const response = await run(files);
      if ('error' in response) return failure(`The type check failed: ${response.error}`);
      const results = response.diagnostics.map(describe);
      const {materialReactTable, tanstackTable, typescript} = context.data.versions;
      const against = `material-react-table ${materialReactTable} (TanStack Table ${tanstackTable}), TypeScript ${typescript}`;
      const text = results.length
        ? [
            `${results.length} error${results.length === 1 ? '' : 's'} against ${against}:`,
            ...results.map(
              (result) =>
                `- ${result.file}:${result.line}:${result.column} ${result.code} ${result.message.replace(/\n\s*/g, ' ')}` +
                (result.hint ? `\n  Hint: ${result.hint}` : ''),
            ),
          ].join('\n')
        : `No errors against ${against}.`;
      return ok(text, {ok: results.length === 0, diagnostics: results, milliseconds: Date.now() - started});
    },
    warm: () => run([{name: ENTRY, code: WARM_UP}]).then(() => run([{name: ENTRY, code: `${WARM_UP}\n`}])),
    async close() {
      await worker?.terminate();
    },
  };
}
