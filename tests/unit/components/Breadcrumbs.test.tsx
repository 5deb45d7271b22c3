import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import {Breadcrumbs, NotFoundContext, PageTitleContext} from '@site/src/components/Breadcrumbs';
import {setMockPluginData} from '../__mocks__/docusaurus/mockState';
import {renderInShell} from '../helpers/render';

/** 10 segments: Home + 10 crumbs = 11 items, past the 8-item limit. */
const DEEP_PATH = '/docs/api/mrt-components/css-variables/ui/one/two/three/four/last-page';

const trail = () => screen.getByRole('navigation', {name: 'Breadcrumbs'});
/** The text of each crumb as read out: aria-hidden separators and icons left out. */
const crumbLabels = () =>
  within(trail())
    .getAllByRole('listitem')
    .map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"], [aria-hidden=""]').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim();
    });

describe('Breadcrumbs', () => {
  it('shows Home, the section and the page on a short path', () => {
    renderInShell(<Breadcrumbs pathname="/docs/guides/sorting" />);
    expect(crumbLabels()).toEqual(['Home', 'Docs', 'Guides', 'Sorting']);
    const nav = within(trail());
    expect(nav.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', {name: 'Guides'})).toHaveAttribute('href', '/docs/guides');
    // "/docs" is not a page: plain text, not a link
    expect(nav.queryByRole('link', {name: 'Docs'})).not.toBeInTheDocument();
    // the current page is text marked as current
    expect(nav.queryByRole('link', {name: 'Sorting'})).not.toBeInTheDocument();
    expect(nav.getByText('Sorting')).toHaveAttribute('aria-current', 'page');
  });

  it('has a back button to the nearest page above', () => {
    renderInShell(<Breadcrumbs pathname="/docs/guides/sorting" />);
    expect(screen.getByRole('link', {name: 'Back to Guides'})).toHaveAttribute('href', '/docs/guides');
  });

  it('skips non-page ancestors for the back button', () => {
    renderInShell(<Breadcrumbs pathname="/docs/getting-started" />);
    expect(screen.getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/');
  });

  it('collapses a deep trail to Home, a reveal button and the last crumb', () => {
    renderInShell(<Breadcrumbs pathname={DEEP_PATH} />);
    const button = screen.getByRole('button', {name: 'Show 9 hidden breadcrumbs'});
    expect(crumbLabels()).toEqual(['Home', '', 'Last Page']);
    expect(within(trail()).getAllByRole('listitem')[1]).toContainElement(button);
    expect(screen.queryByText('MRT Components')).not.toBeInTheDocument();
    expect(screen.queryByText('CSS Variables')).not.toBeInTheDocument();
  });

  it('reveals every crumb, capitalised, when the button is clicked', () => {
    renderInShell(<Breadcrumbs pathname={DEEP_PATH} />);
    fireEvent.click(screen.getByRole('button', {name: 'Show 9 hidden breadcrumbs'}));
    expect(screen.queryByRole('button', {name: /hidden breadcrumbs/})).not.toBeInTheDocument();
    expect(crumbLabels()).toEqual([
      'Home',
      'Docs',
      'API Reference',
      'MRT Components',
      'CSS Variables',
      'UI',
      'One',
      'Two',
      'Three',
      'Four',
      'Last Page',
    ]);
    const nav = within(trail());
    expect(nav.getByRole('link', {name: 'MRT Components'})).toHaveAttribute('href', '/docs/api/mrt-components');
    // segments without a page are text
    expect(nav.queryByRole('link', {name: 'CSS Variables'})).not.toBeInTheDocument();
    expect(nav.getByText('Last Page')).toHaveAttribute('aria-current', 'page');
  });

  it('does not collapse at exactly 8 items', () => {
    // Home + 7 segments
    renderInShell(<Breadcrumbs pathname="/docs/a/b/c/d/e/f" />);
    expect(screen.queryByRole('button', {name: /hidden breadcrumbs/})).not.toBeInTheDocument();
    expect(crumbLabels()).toHaveLength(8);
  });

  it('collapses at 9 items', () => {
    renderInShell(<Breadcrumbs pathname="/docs/a/b/c/d/e/f/g" />);
    expect(screen.getByRole('button', {name: 'Show 7 hidden breadcrumbs'})).toBeInTheDocument();
    expect(crumbLabels()).toEqual(['Home', '', 'G']);
  });

  it('collapses again after navigating to another deep page', () => {
    const {rerender} = renderInShell(<Breadcrumbs pathname={DEEP_PATH} />);
    fireEvent.click(screen.getByRole('button', {name: 'Show 9 hidden breadcrumbs'}));
    expect(crumbLabels()).toHaveLength(11);
    rerender(<Breadcrumbs pathname="/docs/a/b/c/d/e/f/g" />);
    expect(screen.getByRole('button', {name: 'Show 7 hidden breadcrumbs'})).toBeInTheDocument();
  });
});

describe('Breadcrumbs of special pages', () => {
  it('an address with no page shows Home and "Page Not Found", nothing made up from the address', () => {
    // the 404 page is served at every address with no page; it tells the breadcrumbs so
    renderInShell(
      <NotFoundContext.Provider value={true}>
        <Breadcrumbs pathname="/docs/nope/some-thing" />
      </NotFoundContext.Provider>,
    );
    expect(crumbLabels()).toEqual(['Home', 'Page Not Found']);
  });

  it('an address under the docs with no doc shows Home and "Page Not Found" (Docusaurus serves it in the docs route)', () => {
    setMockPluginData('docusaurus-plugin-content-docs', {
      path: '/docs',
      versions: [{name: 'current', label: 'V3', path: '/docs', docs: [{path: '/docs/guides/sorting'}]}],
    });
    try {
      renderInShell(<Breadcrumbs pathname="/docs/no-such-page" />);
      expect(crumbLabels()).toEqual(['Home', 'Page Not Found']);
    } finally {
      setMockPluginData('docusaurus-plugin-content-docs', undefined);
    }
  });

  it('a doc the docs plugin lists keeps its crumbs', () => {
    setMockPluginData('docusaurus-plugin-content-docs', {
      path: '/docs',
      versions: [{name: 'current', label: 'V3', path: '/docs', docs: [{path: '/docs/guides/sorting'}]}],
    });
    try {
      renderInShell(<Breadcrumbs pathname="/docs/guides/sorting" />);
      expect(crumbLabels()).toEqual(['Home', 'Docs', 'Guides', 'Sorting']);
    } finally {
      setMockPluginData('docusaurus-plugin-content-docs', undefined);
    }
  });

  it("a page's title, given by the page, names its crumb instead of its last path segment", () => {
    renderInShell(
      <PageTitleContext.Provider value="What Material React Table V3 Changes">
        <Breadcrumbs pathname="/docs/guides/sorting" />
      </PageTitleContext.Provider>,
    );
    expect(crumbLabels()).toEqual(['Home', 'Docs', 'Guides', 'What Material React Table V3 Changes']);
  });
});
