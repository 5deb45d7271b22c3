/** Claims of docs/examples/sticky-header.mdx and minimal.mdx. */
import {fireEvent, render, screen} from '@testing-library/react';
import {MRT_Table, useMaterialReactTable, type MRT_ColumnDef} from 'material-react-table';
import {mountTable, people, personColumns, settle, type Person} from './harness';

/** The CSS Emotion inserted for an element's own classes. */
const rulesOf = (element: Element) => {
  const classes = Array.from(element.classList).filter((name) => name.startsWith('css-'));
  const rules = Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules).map((rule) => rule.cssText),
  );
  return rules.filter((rule) => classes.some((name) => rule.startsWith(`.${name}`))).join('\n');
};
const containerRule = (container: HTMLElement) => rulesOf(container.querySelector('.MuiTableContainer-root')!);
const small = {data: people.slice(0, 2), enableTopToolbar: false, enableBottomToolbar: false};

it('`enableStickyHeader: true` makes the header row sticky and gives the container a default height limit (`clamp(350px, calc(100vh - toolbars), 9999px)`)', () => {
  const view = mountTable({...small, enableStickyHeader: true});
  expect(view.container.querySelectorAll('table.MuiTable-stickyHeader')).toHaveLength(1);
  expect(containerRule(view.container)).toMatch(/max-height:\s*clamp\(350px, calc\(100vh - \d+px\), 9999px\)/);
  view.unmount();
});

it("`muiTableContainerProps: {sx: {maxHeight: '420px'}}` replaces that default with a fixed height", () => {
  const view = mountTable({...small, enableStickyHeader: true, muiTableContainerProps: {sx: {maxHeight: '420px'}}});
  const rule = containerRule(view.container);
  expect(rule).toMatch(/max-height:\s*420px/);
  expect(rule).not.toMatch(/clamp/);
  view.unmount();
});

it('`enableStickyFooter: true` does the same for the footer row; the footer row only appears once some column has a `Footer`', () => {
  const columns: MRT_ColumnDef<Person>[] = [{accessorKey: 'age', header: 'Age', Footer: () => 'total'}];
  const view = mountTable({...small, columns, enableStickyFooter: true});
  const footer = view.container.querySelector('tfoot')!;
  expect(footer.textContent).toBe('total');
  expect(rulesOf(footer)).toMatch(/position:\s*sticky/);
  view.unmount();
  // the same footer without the option scrolls with the rows
  const plain = mountTable({...small, columns});
  expect(rulesOf(plain.container.querySelector('tfoot')!)).not.toMatch(/position:\s*sticky/);
  plain.unmount();
  // no column with a `Footer`: no footer row
  const none = mountTable({...small, enableStickyFooter: true});
  expect(none.container.querySelectorAll('tfoot tr')).toHaveLength(0);
  none.unmount();
});

it('The full-screen toggle makes the header sticky as well, even without `enableStickyHeader`', async () => {
  const view = mountTable({...small, enableTopToolbar: true});
  expect(view.container.querySelectorAll('table.MuiTable-stickyHeader')).toHaveLength(0);
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Toggle full screen'})));
  expect(view.container.querySelectorAll('table.MuiTable-stickyHeader')).toHaveLength(1);
  view.unmount();
});

it('minimal: each option removes its part (top toolbar, bottom toolbar, column action menus, sorting, column filters) and `enablePagination: false` renders every row', () => {
  const view = mountTable({
    data: [...people, ...people.slice(0, 3).map((person) => ({...person, id: `${person.id}b`}))],
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    enableSorting: false,
    enableColumnFilters: false,
    enablePagination: false,
    initialState: {showColumnFilters: true},
  });
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(13);
  expect(screen.queryAllByRole('button')).toHaveLength(0);
  expect(view.container.querySelectorAll('thead input, .MuiTableSortLabel-root')).toHaveLength(0);
  view.unmount();
});

/** `MRT_Table` from a table whose options leave every toolbar and the pagination on (the defaults). */
function BareTable() {
  const table = useMaterialReactTable({columns: personColumns, data: people.slice(0, 3), renderCaption: 'People'});
  return <MRT_Table table={table} />;
}

it('minimal: the switch renders the same `table` with `MRT_Table`: only the `<table>` element, without the Paper and the toolbars', () => {
  const view = render(<BareTable />);
  expect(view.container.firstElementChild!.tagName).toBe('TABLE');
  expect(view.container.children).toHaveLength(1);
  expect(
    view.container.querySelectorAll(
      '.MuiPaper-root, .MuiToolbar-root, .MuiTablePagination-root, .MuiTableContainer-root',
    ),
  ).toHaveLength(0);
  expect(view.container.querySelectorAll('tbody tr')).toHaveLength(3);
  view.unmount();
});

it('minimal: `renderCaption` puts a `<caption>` inside the table', () => {
  const view = mountTable({data: people.slice(0, 2), renderCaption: 'Ten pioneers'});
  expect(Array.from(view.container.querySelectorAll('table > caption'), (caption) => caption.textContent)).toEqual([
    'Ten pioneers',
  ]);
  view.unmount();
  const bare = render(<BareTable />);
  expect(Array.from(bare.container.querySelectorAll('table > caption'), (caption) => caption.textContent)).toEqual([
    'People',
  ]);
  bare.unmount();
});
