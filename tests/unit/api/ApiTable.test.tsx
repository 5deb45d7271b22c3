import React from 'react';
import {render, screen, within} from '@testing-library/react';
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
    const entries = excerpt([{page: 'table-options', names: ['enableSorting', 'data']}]);
    const {container} = render(<ApiOptionsTable entries={entries} />);
    const rows = [...container.querySelectorAll('tbody tr')].filter((row) => row.querySelector('code'));
    expect(rows.map((row) => row.querySelector('.api-name')!.textContent)).toEqual(['enableSorting', 'data']);
    const link = within(rows[0] as HTMLElement).getByRole('link', {name: 'enableSorting'});
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
