import React from 'react';
import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {NavList} from '@site/src/components/NavDrawer/NavList';
import {DeferNavigationContext} from '@site/src/components/NavLink';
import {loadFilter} from '@site/src/components/NavDrawer/filterLoader';
import {historyPush, setMockLocation} from '../__mocks__/docusaurus/mockState';
import {renderInShell} from '../helpers/render';

const HOSTILE = '<img src=x onerror=alert(1)>';

/*
 * Role queries walk the accessibility tree of ~150 MUI entries and take
 * seconds per query under jsdom, so entries are found by their label text and
 * visibility is checked explicitly.
 */

/** The route list (a MUI List rendered as a div, so found by its id). */
const list = (): HTMLElement => {
  const element = document.getElementById('test-nav-list');
  if (!element) throw new Error('route list not rendered');
  return element;
};

/** Every nav link labelled exactly `label`, hidden ones included. */
const linksNamed = (label: string): HTMLAnchorElement[] =>
  within(list())
    .queryAllByText(label)
    .map((node) => node.closest('a'))
    .filter((a): a is HTMLAnchorElement => a !== null);

/** The one nav link labelled `label`, visible or not. */
const link = (label: string): HTMLAnchorElement => {
  const found = linksNamed(label);
  if (found.length !== 1) throw new Error(`expected one link "${label}", found ${found.length}`);
  return found[0]!;
};

/** Not hidden by a `hidden` attribute, display:none or visibility:hidden on the way up. */
const isVisible = (element: Element): boolean => {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    const style = window.getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
};

const visibleLinks = (label: string) => linksNamed(label).filter(isVisible);

function renderNavList(pathname = '/') {
  setMockLocation(pathname);
  // the phone's drawer: choosing closes it, and a link's navigation is handed over to run after the close
  const onNavigate = jest.fn((navigate?: () => void) => navigate?.());
  const view = renderInShell(
    <DeferNavigationContext.Provider value={onNavigate}>
      <NavList idPrefix="test-nav" />
    </DeferNavigationContext.Provider>,
  );
  const input = screen.getByLabelText('Find Page') as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, {target: {value}});
  return {...view, input, type, onNavigate};
}

describe('NavList', () => {
  // the ranking module loads on first use in the browser; have it ready here
  beforeAll(() => loadFilter());

  it('renders the Find Page box and the route list', () => {
    const {input} = renderNavList();
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-controls', 'test-nav-list');
    for (const label of ['Home', 'Getting Started', 'API Reference', 'Guides', 'Examples', 'Blog']) {
      expect(isVisible(link(label))).toBe(true);
    }
    expect(screen.queryByLabelText('Clear filter')).not.toBeInTheDocument();
  });

  it('filters the list while typing', () => {
    const {type} = renderNavList();
    type('pagination');
    expect(link('Pagination')).toHaveAttribute('href', '/docs/guides/pagination');
    expect(linksNamed('Home')).toEqual([]);
    expect(linksNamed('Sorting')).toEqual([]);
    expect(linksNamed('Examples')).toEqual([]);
    type('');
    expect(link('Home')).toBeInTheDocument();
    expect(link('Examples')).toBeInTheDocument();
  });

  it('shows the hostile query as plain text when nothing matches', () => {
    const {type, container} = renderNavList();
    type(HOSTILE);
    expect(screen.getByRole('status').textContent).toBe(`No results found for "${HOSTILE}"`);
    expect(container.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.getElementById('test-nav-list')).toBeNull();
  });

  it('survives regex syntax, huge and emoji queries', () => {
    const {type} = renderNavList();
    for (const query of ['(*+?[', 'x'.repeat(10_000), '🔥🚀']) {
      type(query);
      expect(screen.getByRole('status').textContent).toBe(`No results found for "${query}"`);
    }
  });

  it('empties the box with the clear button', () => {
    const {input, type} = renderNavList();
    type('sorting');
    fireEvent.click(screen.getByLabelText('Clear filter'));
    expect(input).toHaveValue('');
    expect(screen.queryByLabelText('Clear filter')).not.toBeInTheDocument();
    expect(link('Home')).toBeInTheDocument();
  });

  it('empties the box on Escape', () => {
    const {input, type} = renderNavList();
    type('sorting');
    fireEvent.keyDown(input, {key: 'Escape'});
    expect(input).toHaveValue('');
  });

  it('opens the best match on Enter and clears the filter', () => {
    const {input, type, onNavigate} = renderNavList();
    type('sorting');
    fireEvent.keyDown(input, {key: 'Enter'});
    expect(historyPush).toHaveBeenCalledTimes(1);
    expect(historyPush).toHaveBeenCalledWith('/docs/guides/sorting');
    // the drawer closes, and the navigation was handed to it
    expect(onNavigate).toHaveBeenLastCalledWith(expect.any(Function));
    expect(input).toHaveValue('');
  });

  it('opens an external best match in a new tab on Enter', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const {input, type} = renderNavList();
      type('storybook');
      fireEvent.keyDown(input, {key: 'Enter'});
      expect(open).toHaveBeenCalledWith('https://www.material-react-table.dev', '_blank', 'noopener');
      expect(historyPush).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });

  it('does nothing on Enter without a filter or without a match', () => {
    const {input, type, onNavigate} = renderNavList();
    fireEvent.keyDown(input, {key: 'Enter'});
    type(HOSTILE);
    fireEvent.keyDown(input, {key: 'Enter'});
    expect(historyPush).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
    expect(input).toHaveValue(HOSTILE);
  });

  it('clears the filter and hands the navigation to the closing drawer when a link is chosen', () => {
    const {input, type, onNavigate} = renderNavList();
    type('sorting');
    fireEvent.click(link('Sorting'));
    expect(onNavigate).toHaveBeenLastCalledWith(expect.any(Function));
    expect(historyPush).toHaveBeenCalledWith('/docs/guides/sorting');
    expect(input).toHaveValue('');
  });

  it('leaves modified clicks (open in new tab) to the browser', () => {
    const {onNavigate} = renderNavList();
    // after React has seen the click, stop jsdom from attempting the navigation itself
    let defaultPreventedByLink: boolean | undefined;
    const stopNavigation = (event: MouseEvent) => {
      defaultPreventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stopNavigation);
    try {
      fireEvent.click(link('Blog'), {ctrlKey: true});
    } finally {
      window.removeEventListener('click', stopNavigation);
    }
    expect(defaultPreventedByLink).toBe(false);
    expect(historyPush).not.toHaveBeenCalled();
    // the drawer still closes, with no navigation of its own to run
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith();
  });

  it('hides secondary items unless the current page is one of them', () => {
    renderNavList('/');
    expect(link('Sorting')).not.toBeVisible();
    expect(visibleLinks('Sorting')).toEqual([]);
    expect(screen.getByLabelText('Expand Filtering and Sorting')).toHaveAttribute('aria-expanded', 'false');
    // primary children are always listed
    expect(link('Guides Overview')).toBeVisible();
  });

  it('expands the group holding the current page', () => {
    renderNavList('/docs/guides/sorting');
    expect(link('Sorting')).toBeVisible();
    expect(link('Global Filtering')).toBeVisible();
    expect(screen.getByLabelText('Collapse Filtering and Sorting')).toHaveAttribute('aria-expanded', 'true');
    // other groups stay closed
    expect(link('Pagination')).not.toBeVisible();
  });

  it('treats a trailing slash as the same page', () => {
    renderNavList('/docs/guides/sorting/');
    expect(link('Sorting')).toBeVisible();
    expect(link('Sorting')).toHaveAttribute('aria-current', 'page');
  });

  it('toggles a group with its expand button', async () => {
    renderNavList('/');
    fireEvent.click(screen.getByLabelText('Expand Filtering and Sorting'));
    await waitFor(() => expect(link('Sorting')).toBeVisible());
    fireEvent.click(screen.getByLabelText('Collapse Filtering and Sorting'));
    await waitFor(() => expect(link('Sorting')).not.toBeVisible());
  });

  it('shows secondary items while filtering', async () => {
    const {type} = renderNavList('/');
    type('Filtering and Sorting');
    await waitFor(() => expect(link('Sorting')).toBeVisible());
    expect(link('Column Filtering')).toBeVisible();
    // no expand/collapse buttons while filtering
    expect(screen.queryByLabelText(/Filtering and Sorting/)).not.toBeInTheDocument();
  });

  it('marks only the current page with aria-current="page"', () => {
    renderNavList('/docs/guides/sorting');
    const current = list().querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toBe(link('Sorting'));
    expect(current[0]).toHaveClass('mrt-nav-link--selected');
    expect(link('Pagination')).not.toHaveAttribute('aria-current');
  });

  it('marks the home page current on /', () => {
    renderNavList('/');
    expect(link('Home')).toHaveAttribute('aria-current', 'page');
    expect(list().querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('opens external entries in a new tab with a hint', () => {
    renderNavList('/');
    for (const label of ['Storybook', 'Discord', 'GitHub', 'NPM']) {
      const external = link(label);
      expect(external).toHaveAttribute('target', '_blank');
      expect(external.getAttribute('rel')).toMatch(/\bnoopener\b/);
      expect(external.getAttribute('href')).toMatch(/^https:\/\//);
      expect(external).toHaveTextContent('(opens in a new tab)');
    }
  });

  it('lists internal entries as same-tab links', () => {
    renderNavList('/');
    const blog = link('Blog');
    expect(blog).toHaveAttribute('href', '/blog');
    expect(blog).not.toHaveAttribute('target');
  });

  it('reports the filter to analytics once typing pauses', () => {
    jest.useFakeTimers();
    const plausible = jest.fn();
    (window as unknown as {plausible: typeof plausible}).plausible = plausible;
    try {
      const {type} = renderNavList('/');
      type('sor');
      type('sorting');
      act(() => jest.advanceTimersByTime(999));
      expect(plausible).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(plausible).toHaveBeenCalledTimes(1);
      expect(plausible).toHaveBeenCalledWith('page-filter', {props: {query: 'sorting'}});
    } finally {
      delete (window as unknown as {plausible?: unknown}).plausible;
      jest.useRealTimers();
    }
  });
});
