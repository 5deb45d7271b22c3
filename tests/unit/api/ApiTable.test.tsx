import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {ApiTable} from '@site/src/components/ApiTable';
import {ApiOptionsTable} from '@site/src/components/ApiTable/ApiOptionsTable';
import {mergeEntries} from '@site/src/api/entries';
import type {ApiExcerptEntry, GeneratedPage} from '@site/src/api/types';
import generatedCells from '@site/src/api/generated/cell-instance-apis.json';
import {descriptions as cellDescriptions} from '@site/src/api/descriptions/cell-instance-apis';
import excerptData from '@site/plugins/api-reference/data.cjs';

const cellEntries = mergeEntries(generatedCells as GeneratedPage, cellDescriptions);
const excerpt = (requests: Array<{page: string; names: string[]}>): ApiExcerptEntry[] =>
  excerptData.excerptEntries(requests).entries;

describe('ApiTable', () => {
  test('renders every entry with its description, each row anchored by its name', () => {
    const {container} = render(<ApiTable page="cell-instance-apis" entries={cellEntries} anchors />);
    for (const entry of cellEntries) {
      const row = container.querySelector(`tr[id="${entry.name}"]`);
      expect(row).not.toBeNull();
      expect(row!.textContent).toContain(entry.name);
    }
    expect(screen.getByRole('searchbox', {name: 'Search this reference'})).toBeInTheDocument();
  });

  test('a name breaks only between its camelCase parts, and reads as the whole name', () => {
    const {container} = render(<ApiTable page="cell-instance-apis" entries={cellEntries} anchors />);
    const name = container.querySelector('tr[id="getIsPlaceholder"] .api-name')!;
    expect(name.innerHTML).toBe('get<wbr>Is<wbr>Placeholder');
    expect(name.textContent).toBe('getIsPlaceholder');
  });

  test('each row shows its source and links its guides', () => {
    const {container} = render(<ApiTable page="cell-instance-apis" entries={cellEntries} anchors />);
    const row = container.querySelector('tr[id="getIsPlaceholder"]')!;
    expect(row.querySelector('td[data-label="Source"]')!.textContent).toBe('TanStack Table');
    const entry = cellEntries.find(({name}) => name === 'getIsPlaceholder')!;
    expect([...row.querySelectorAll('.api-ref-extra a')].map((link) => link.getAttribute('href'))).toEqual(
      entry.guides,
    );
    // a space between the description and the guides, so the text of a row reads as words (search, find-in-page)
    expect(row.querySelector('td[data-label="Description"]')!.textContent).toBe(
      `${entry.description.replace(/`/g, '')} Guides: Column Grouping`,
    );
  });

  test('typing in the search box hides the rows whose name and description lack the words, and clearing it shows them', () => {
    const {container} = render(<ApiTable page="cell-instance-apis" entries={cellEntries} anchors />);
    const visible = () =>
      [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')]
        .filter((row) => !row.hidden)
        .map((row) => row.id);
    const search = screen.getByRole('searchbox', {name: 'Search this reference'});
    act(() => {
      fireEvent.change(search, {target: {value: 'placeholder'}});
    });
    const expected = cellEntries
      .filter(({name, description}) => `${name} ${description}`.toLowerCase().includes('placeholder'))
      .map(({name}) => name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(cellEntries.length);
    expect(visible()).toEqual(expected);
    expect(screen.getByRole('status').textContent).toBe(`${expected.length} of ${cellEntries.length} entries`);
    act(() => {
      fireEvent.change(search, {target: {value: ''}});
    });
    expect(visible()).toEqual(cellEntries.map(({name}) => name));
    expect(screen.getByRole('status').textContent).toBe('');
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
    const entries = excerpt([{page: 'table-options', names: ['enableSorting', 'data']}]);
    const {container} = render(<ApiOptionsTable entries={entries} />);
    const rows = [...container.querySelectorAll('tbody tr')].filter((row) => row.querySelector('code'));
    expect(rows.map((row) => row.querySelector('.api-name')!.textContent)).toEqual(['enableSorting', 'data']);
    const link = rows[0].querySelector('a.api-name-link')!;
    expect(link.textContent).toBe('enableSorting');
    expect(link.getAttribute('href')).toBe('/docs/api/table-options#enableSorting');
    expect(rows[0].textContent).toContain('Turns sorting on or off for all columns.');
    // excerpts carry no ids, so a guide can show entries without duplicating the reference anchors
    expect(container.querySelector('tr[id]')).toBeNull();
    // one reference page: no Reference column
    expect(screen.queryByText('Reference')).toBeNull();
  });

  test('entries of several pages keep their own page: same name, two links, a Reference column', () => {
    const entries = excerpt([
      {page: 'table-options', names: ['enableSorting']},
      {page: 'column-options', names: ['enableSorting']},
      {page: 'state-options', names: ['sorting']},
    ]);
    const {container} = render(<ApiOptionsTable entries={entries} />);
    const hrefs = [...container.querySelectorAll('a.api-name-link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/docs/api/table-options#enableSorting',
      '/docs/api/column-options#enableSorting',
      '/docs/api/state-options#sorting',
    ]);
    expect(screen.getAllByRole('columnheader').some((cell) => cell.textContent?.startsWith('Reference'))).toBe(true);
    expect(container.textContent).toContain('Column Options');
  });
});
