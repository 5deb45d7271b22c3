/**
 * Shared set-up for the claims suite: each `tests/claims/<page>.test.tsx` checks, sentence by sentence, what
 * a docs page says Material React Table does, against the installed package (jsdom). A claim only a browser
 * can show lives in the page's browser test instead.
 */
import React from 'react';
import {act, fireEvent, render, screen, within, type RenderResult} from '@testing-library/react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_TableInstance,
  type MRT_TableOptions,
} from 'material-react-table';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  age: number;
  city: string;
}

/** Ten fixed people: the same rows in every claims file. */
export const people: Person[] = [
  ['Ada', 'Lovelace', 36, 'London'],
  ['Grace', 'Hopper', 85, 'New York'],
  ['Alan', 'Turing', 41, 'Manchester'],
  ['Edsger', 'Dijkstra', 72, 'Austin'],
  ['Barbara', 'Liskov', 55, 'Boston'],
  ['Donald', 'Knuth', 68, 'Stanford'],
  ['Margaret', 'Hamilton', 33, 'Boston'],
  ['Ken', 'Thompson', 60, 'Berkeley'],
  ['Frances', 'Allen', 45, 'New York'],
  ['John', 'Backus', 50, 'Ithaca'],
].map(([firstName, lastName, age, city], index) => ({
  id: String(index + 1),
  firstName: firstName as string,
  lastName: lastName as string,
  age: age as number,
  city: city as string,
}));

export const personColumns: MRT_ColumnDef<Person>[] = [
  {accessorKey: 'firstName', header: 'First Name'},
  {accessorKey: 'lastName', header: 'Last Name'},
  {accessorKey: 'age', header: 'Age'},
  {accessorKey: 'city', header: 'City'},
];

/**
 * A copy of `personColumns` for one table: MRT writes into the column definitions it is given (the resolved
 * `filterFn`, for one), so tables that shared the objects would carry one test's filter mode into the next.
 */
export const freshPersonColumns = (): MRT_ColumnDef<Person>[] => personColumns.map((column) => ({...column}));

/** Fresh `personColumns` with `extra` merged into the columns it names (by accessor key). */
export const withPersonColumns = (extra: Partial<Record<keyof Person, Partial<MRT_ColumnDef<Person>>>>) =>
  freshPersonColumns().map(
    (column) => ({...column, ...extra[(column as {accessorKey: keyof Person}).accessorKey]}) as MRT_ColumnDef<Person>,
  );

export interface Mounted<T extends MRT_RowData> extends RenderResult {
  /** The latest table instance (read it after each `act`). */
  table: () => MRT_TableInstance<T>;
  /** Re-render with other options (merged over the first ones). */
  update: (next: Partial<MRT_TableOptions<T>>) => void;
  /** How many times the component holding `useMaterialReactTable` rendered. */
  renders: () => number;
}

/**
 * Renders `<MaterialReactTable>` from `useMaterialReactTable(options)` and gives the live instance back.
 * Defaults to the ten `people` and `personColumns`.
 */
export function mountTable<T extends MRT_RowData = Person>(options: Partial<MRT_TableOptions<T>> = {}): Mounted<T> {
  const ref: {table?: MRT_TableInstance<T>; renders: number} = {renders: 0};
  const columns = freshPersonColumns();
  function Table(props: {options: Partial<MRT_TableOptions<T>>}) {
    ref.renders += 1;
    const table = useMaterialReactTable<T>({
      columns: columns as unknown as MRT_ColumnDef<T>[],
      data: people as unknown as T[],
      ...props.options,
    } as MRT_TableOptions<T>);
    ref.table = table;
    return <MaterialReactTable table={table} />;
  }
  let current = options;
  const view = render(<Table options={current} />);
  return {
    ...view,
    table: () => ref.table!,
    update: (next) => {
      current = {...current, ...next};
      view.rerender(<Table options={current} />);
    },
    renders: () => ref.renders,
  };
}

/** Runs a state change and lets React flush every update it queues (TanStack queues some, e.g. page resets). */
export async function settle(change: () => void = () => {}): Promise<void> {
  await act(async () => {
    change();
    await Promise.resolve();
  });
}

/** The header cell (`th`) of the column titled `text`. */
export const headerCell = (text: string) =>
  screen.getByText(text, {selector: '.Mui-TableHeadCell-Content-Wrapper'}).closest('th') as HTMLElement;

/** The drag handle ("Move") in a column's header, or null when it has none. */
export const moveHandle = (text: string) => within(headerCell(text)).queryByLabelText('Move');

/** The column titles in the header, left to right. */
export const headerTexts = (root: ParentNode = document) =>
  Array.from(root.querySelectorAll('thead .Mui-TableHeadCell-Content-Wrapper'), (cell) => cell.textContent);

/** What jsdom lacks of a drag's dataTransfer that MRT calls on drag start. */
export const dragData = {setDragImage: () => {}};

/** A header drag: press the handle of `from`, enter `to` (a header's text, or an element), let go on the handle. */
export async function dragHeader(from: string, to: string | HTMLElement): Promise<void> {
  const handle = moveHandle(from) as HTMLElement;
  fireEvent.dragStart(handle, {dataTransfer: dragData});
  await settle();
  fireEvent.dragEnter(typeof to === 'string' ? headerCell(to) : to);
  await settle();
  fireEvent.dragEnd(handle);
  await settle();
}

/** The text of each body row's cells, e.g. for checking the order rows are shown in. */
export function bodyRows(container: HTMLElement): string[][] {
  return Array.from(container.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? ''),
  );
}

/**
 * Hovers `target` and returns the tooltip MUI opens for it. MRT's tooltips open after a one-second delay: fake
 * timers run it at once, where `findByRole('tooltip')` would query the whole page every 50 ms until it passed.
 */
export async function hoverTooltip(
  target: Element,
  hover: (target: Element) => void = (element) => fireEvent.mouseOver(element),
): Promise<HTMLElement> {
  jest.useFakeTimers();
  try {
    hover(target);
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
  } finally {
    jest.useRealTimers();
  }
  return screen.getByRole('tooltip');
}

/** Whether React rendered `node` inside an element of type `component` (read from React's fiber tree). */
export function renderedBy(node: Element, component: unknown): boolean {
  const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'))!;
  type Fiber = {elementType: unknown; type: unknown; return: Fiber | null};
  for (let fiber = (node as unknown as Record<string, Fiber>)[key]; fiber; fiber = fiber.return!) {
    if (fiber.elementType === component || fiber.type === component) return true;
  }
  return false;
}
