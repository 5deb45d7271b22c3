/**
 * What a code block in a page may assume without writing it out.
 *
 * Fence meta `prelude=person` (several: `prelude=person,testing`) gives the block
 * the names a prelude exports: each name the block uses but does not declare or
 * import itself at its top level is imported from the prelude module. Preludes
 * list their exports one by one (no `export *`), so the check knows them.
 *
 * Fence meta `in=<context>` compiles a fragment in its place: the block's lines
 * (its imports excepted, which stay at the top) go between `before` and `after`,
 * e.g. `in=options` for lines that are properties of the object passed to
 * `useMaterialReactTable`. A context brings the preludes it needs.
 *
 * `siblings` are modules a prelude puts next to the block, for blocks that import
 * from a relative path (`import {openTicket} from './tickets'`).
 */
export interface SnippetPrelude {
  /** One line for the docs: what the block may assume */
  about: string;
  /** Module source; its exports are visible to the block */
  source: string;
  /** Files written next to the block, by relative path without extension ('./tickets' → 'tickets.ts') */
  siblings?: Record<string, string>;
}

export interface SnippetContext {
  about: string;
  preludes: string[];
  before: string;
  after: string;
}

/** Names most pages use without importing them: React hooks, MRT's table API and the MUI parts in examples. */
const LIBRARY = `
export {useEffect, useMemo, useRef, useState} from 'react';
export {
  MaterialReactTable,
  MRT_GlobalFilterTextField,
  MRT_TableContainer,
  MRT_TablePagination,
  MRT_ToggleFiltersButton,
  createMRTColumnHelper,
  useMaterialReactTable,
} from 'material-react-table';
export type {
  MRT_Cell,
  MRT_Column,
  MRT_ColumnDef,
  MRT_Row,
  MRT_RowVirtualizer,
  MRT_TableInstance,
  MRT_TableOptions,
} from 'material-react-table';
export {Box, Button, Typography} from '@mui/material';
`;

const TICKETS = 'export function openTicketFromCell(cell: HTMLElement): void {\n  cell.dataset.opened = "true";\n}\n';

export const PRELUDES: Record<string, SnippetPrelude> = {
  person: {
    about:
      'type Person {firstName, lastName, email, city, age, address}, data/people: Person[], columns: MRT_ColumnDef<Person>[], ' +
      'table: MRT_TableInstance<Person>, the flags isLoading and virtualized (booleans), plus React hooks, MRT components/types and Box/Button/Typography',
    source: `${LIBRARY}
import type {MRT_ColumnDef, MRT_TableInstance} from 'material-react-table';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  age: number;
  address: string;
}
export declare const data: Person[];
export declare const people: Person[];
export declare const columns: MRT_ColumnDef<Person>[];
export declare const table: MRT_TableInstance<Person>;
export declare const isLoading: boolean;
export declare const virtualized: boolean;
`,
  },
  order: {
    about:
      "type Order {id, customer, status: 'open' | 'shipped'}, data: Order[], plus the same React hooks, MRT components/types and Box/Button/Typography as `person`",
    source: `${LIBRARY}
export interface Order {
  id: number;
  customer: string;
  status: 'open' | 'shipped';
}
export declare const data: Order[];
`,
  },
  tickets: {
    about: "openTicketFromCell(cell: HTMLElement): void, also as the module './tickets' next to the block",
    source: TICKETS,
    siblings: {tickets: TICKETS},
  },
  testing: {
    about: "Testing Library's screen and a user whose click(element) resolves when done (as user-event's)",
    source: `
export {screen} from '@testing-library/react';
export declare const user: {click(element: Element): Promise<void>};
`,
  },
};

export const CONTEXTS: Record<string, SnippetContext> = {
  component: {
    about: 'inside the body of a function component (lines may `return` JSX); `person` prelude',
    preludes: ['person'],
    before: 'export function SnippetComponent() {',
    after: '}',
  },
  options: {
    about: 'properties of the options object of useMaterialReactTable<Person>({columns, data, …}); `person` prelude',
    preludes: ['person'],
    before: 'export const snippetTable = useMaterialReactTable<Person>({\n  columns,\n  data,',
    after: '});',
  },
  column: {
    about: 'properties of one column definition, MRT_ColumnDef<Person>; `person` prelude',
    preludes: ['person'],
    before: 'export const snippetColumn: MRT_ColumnDef<Person> = {\n  accessorKey: "age",\n  header: "Age",',
    after: '};',
  },
  columns: {
    about: 'elements of an MRT_ColumnDef<Person>[] array (column definitions); `person` prelude',
    preludes: ['person'],
    before: 'export const snippetColumns: MRT_ColumnDef<Person>[] = [',
    after: '];',
  },
  jsx: {
    about: 'JSX children inside a fragment of a component that has `table`; `person` prelude',
    preludes: ['person'],
    before: 'export const snippetElement = (\n  <>',
    after: '  </>\n);',
  },
};
