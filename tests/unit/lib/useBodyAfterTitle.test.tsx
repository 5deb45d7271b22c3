/**
 * src/hooks/useBodyAfterTitle: a doc page's body is in the first render on the first load (server HTML and
 * hydration agree), and after a client-side navigation it follows the title in a later render; a `#heading` in
 * the address is scrolled to once the body has brought it.
 */
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {useBodyAfterTitle} from '@site/src/hooks/useBodyAfterTitle';

function Page({onRender}: {onRender: (shown: boolean) => void}) {
  const shown = useBodyAfterTitle();
  onRender(shown);
  return (
    <article>
      <h1>Sorting</h1>
      {shown ? <h2 id="multi-sort">Multi sort</h2> : <div data-testid="pending" />}
    </article>
  );
}

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  document.documentElement.removeAttribute('data-has-hydrated');
  window.history.replaceState(null, '', '/docs/guides/sorting');
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});

test('on the first load the body is there from the first render, and nothing is scrolled', () => {
  const renders: boolean[] = [];
  render(<Page onRender={(shown) => renders.push(shown)} />);
  expect(renders[0]).toBe(true);
  expect(screen.getByRole('heading', {name: 'Multi sort'})).toBeInTheDocument();
  expect(scrolled).toEqual([]);
});

test('after a client-side navigation the title renders first and the body follows', async () => {
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  const renders: boolean[] = [];
  await act(async () => {
    render(<Page onRender={(shown) => renders.push(shown)} />);
  });
  expect(renders[0]).toBe(false);
  expect(renders.at(-1)).toBe(true);
  expect(screen.getByRole('heading', {name: 'Multi sort'})).toBeInTheDocument();
  expect(screen.queryByTestId('pending')).toBeNull();
  expect(scrolled).toEqual([]); // no #heading in the address
});

test('a #heading of the new page is scrolled to once the body has brought it', async () => {
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  window.history.replaceState(null, '', '/docs/guides/sorting#multi-sort');
  await act(async () => {
    render(<Page onRender={() => {}} />);
  });
  expect(scrolled).toEqual(['multi-sort']);
});

test('an address whose #fragment cannot be decoded leaves the page where it is', async () => {
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  window.history.replaceState(null, '', '/docs/guides/sorting#%E0%A4%A');
  await act(async () => {
    render(<Page onRender={() => {}} />);
  });
  expect(screen.getByRole('heading', {name: 'Multi sort'})).toBeInTheDocument();
  expect(scrolled).toEqual([]);
});
