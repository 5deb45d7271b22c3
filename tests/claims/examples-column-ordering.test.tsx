/** Claims of docs/examples/column-ordering.mdx, on the page's demo. */
import {fireEvent, render, screen, within} from '@testing-library/react';
import Example from '@site/src/examples/column-ordering/Example';
import {settle} from './harness';

/** The header cells' titles, left to right (without the action buttons' labels). */
const headerTitles = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('thead th')).map(
    (cell) => cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent ?? '',
  );
const headerCell = (container: HTMLElement, title: string) =>
  Array.from(container.querySelectorAll('thead th')).find(
    (cell) => cell.querySelector('.Mui-TableHeadCell-Content-Wrapper')?.textContent === title,
  ) as HTMLElement;
const dataTransfer = {setDragImage: () => {}};

/** Drags `title`'s header handle over the header `onto` and lets go there. */
async function dragHeader(container: HTMLElement, title: string, onto: string) {
  const handle = within(headerCell(container, title)).getByRole('button', {name: 'Move'});
  await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
  await settle(() => fireEvent.dragEnter(headerCell(container, onto)));
  await settle(() => fireEvent.dragEnd(handle, {dataTransfer}));
}

it('`enableColumnOrdering: true` puts a small drag handle in every column header; a column can opt out with `enableColumnOrdering: false` (no handle)', () => {
  const view = render(<Example />);
  const withHandle = headerTitles(view.container).filter(
    (title) => within(headerCell(view.container, title)).queryByRole('button', {name: 'Move'}) !== null,
  );
  expect(withHandle).toEqual(['First Name', 'Last Name', 'City', 'Country']);
  view.unmount();
});

it('Drag a handle and drop it on another header: the dragged column takes that header’s place and the others shift over', async () => {
  const view = render(<Example />);
  await dragHeader(view.container, 'First Name', 'City');
  expect(headerTitles(view.container)).toEqual(['Last Name', 'Email', 'City', 'First Name', 'Country']);
  // the line under the table reads the order from `table.getState().columnOrder`
  expect(screen.getByText(/^Column order:/).textContent).toBe(
    'Column order: lastName, email, city, firstName, country',
  );
  view.unmount();
});

it('nothing can be dropped on the opted-out column', async () => {
  const view = render(<Example />);
  await dragHeader(view.container, 'First Name', 'Email');
  expect(headerTitles(view.container)).toEqual(['First Name', 'Last Name', 'Email', 'City', 'Country']);
  // the same drag onto its neighbour does move the column
  await dragHeader(view.container, 'First Name', 'Last Name');
  expect(headerTitles(view.container)).toEqual(['Last Name', 'First Name', 'Email', 'City', 'Country']);
  view.unmount();
});

it('The same option also lets users drag columns into a new order inside the Show/Hide columns menu, which has a Reset order button to undo it all', async () => {
  const view = render(<Example />);
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Show/Hide columns'})));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  const item = (title: string) => items.find((menuItem) => menuItem.textContent?.includes(title))!;
  // Email has no handle in the menu either
  expect(within(item('Email')).queryByRole('button', {name: 'Move'})).toBeNull();
  const handle = within(item('Country')).getByRole('button', {name: 'Move'});
  await settle(() => fireEvent.dragStart(handle, {dataTransfer}));
  await settle(() => fireEvent.dragEnter(item('First Name')));
  await settle(() => fireEvent.dragEnd(handle, {dataTransfer}));
  expect(headerTitles(view.container)).toEqual(['Country', 'First Name', 'Last Name', 'Email', 'City']);
  await settle(() => fireEvent.click(screen.getByRole('button', {name: 'Reset order'})));
  expect(headerTitles(view.container)).toEqual(['First Name', 'Last Name', 'Email', 'City', 'Country']);
  view.unmount();
});
