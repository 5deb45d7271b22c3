import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {ApiTable} from '@site/src/components/ApiTable';
import {ApiOptionsTable} from '@site/src/components/ApiTable/ApiOptionsTable';
import {entries as cellEntries} from '@site/src/api/pages/cell-instance-apis';

describe('ApiTable', () => {
  test('renders every entry with its description, each row anchored by its name', () => {
    const {container} = render(<ApiTable page="cell-instance-apis" entries={cellEntries} anchors />);
    for (const entry of cellEntries) {
      const row = container.querySelector(`tr[id="${entry.name}"]`);
      expect(row).not.toBeNull();
      expect(row!.textContent).toContain(entry.name);
    }
    expect(screen.getByRole('textbox', {name: 'Search this reference'})).toBeInTheDocument();
  });

  test('descriptions are text: markup in them is not parsed', () => {
    const entries = [{...cellEntries[0], description: 'Uses `<b>x</b>` and <i>y</i>'}];
    const {container} = render(<ApiTable page="cell-instance-apis" entries={entries} anchors />);
    expect(container.querySelector('b, i')).toBeNull();
    expect(container.textContent).toContain('<i>y</i>');
  });
});

describe('ApiOptionsTable', () => {
  test('shows only the named entries, in order, linking to their reference anchors', () => {
    const {container} = render(<ApiOptionsTable page="table-options" names={['enableSorting', 'data']} />);
    const rows = [...container.querySelectorAll('tbody tr')].filter((row) => row.querySelector('code'));
    expect(rows.map((row) => row.querySelector('.api-name')!.textContent)).toEqual(['enableSorting', 'data']);
    const link = within(rows[0] as HTMLElement).getByRole('link', {name: 'enableSorting'});
    expect(link.getAttribute('href')).toBe('/docs/api/table-options#enableSorting');
    // excerpts carry no ids, so a guide can show entries without duplicating the reference anchors
    expect(container.querySelector('tr[id]')).toBeNull();
  });

  test('an unknown name fails loudly', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ApiOptionsTable page="table-options" names={['enableSortng']} />)).toThrow(/enableSortng/);
  });
});
