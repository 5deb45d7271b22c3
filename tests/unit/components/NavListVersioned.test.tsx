import React from 'react';
import {screen, within} from '@testing-library/react';
import {NavList} from '@site/src/components/NavDrawer/NavList';
import {setMockLocation, setMockPluginData} from '../__mocks__/docusaurus/mockState';
import {renderInShell} from '../helpers/render';

/** Docusaurus' docs global data with a cut version 2.9 that has two of the guides. */
const docsData = {
  path: '/docs',
  versions: [
    {
      name: 'current',
      label: 'V3',
      path: '/docs',
      docs: [{path: '/docs/guides/sorting'}, {path: '/docs/guides/pagination'}],
    },
    {name: '2.9', label: '2.9', path: '/docs/2.9', docs: [{path: '/docs/2.9/guides/sorting'}]},
  ],
};

const link = (label: string): HTMLAnchorElement => {
  const found = within(document.getElementById('test-nav-list')!)
    .queryAllByText(label)
    .map((node) => node.closest('a'))
    .filter((a): a is HTMLAnchorElement => a !== null);
  if (found.length !== 1) throw new Error(`expected one link "${label}", found ${found.length}`);
  return found[0]!;
};

describe('NavList on a cut docs version', () => {
  beforeEach(() => setMockPluginData('docusaurus-plugin-content-docs', docsData));

  it('highlights the entry of the page the version copied and links inside the version', () => {
    setMockLocation('/docs/2.9/guides/sorting');
    renderInShell(<NavList idPrefix="test-nav" />);
    const sorting = link('Sorting');
    expect(sorting).toHaveAttribute('aria-current', 'page');
    expect(sorting).toHaveAttribute('href', '/docs/2.9/guides/sorting');
    // a page 2.9 does not have keeps its working-docs link
    expect(link('Pagination')).toHaveAttribute('href', '/docs/guides/pagination');
    expect(link('Pagination')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Home').closest('a')).toHaveAttribute('href', '/');
  });

  it('leaves the working docs as they are', () => {
    setMockLocation('/docs/guides/sorting');
    renderInShell(<NavList idPrefix="test-nav" />);
    expect(link('Sorting')).toHaveAttribute('href', '/docs/guides/sorting');
    expect(link('Sorting')).toHaveAttribute('aria-current', 'page');
  });
});
