import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {PageFeedback} from '@site/src/components/PageFeedback';
import {helpfulUrl, reportProblemUrl, sectionInView} from '@site/src/components/PageFeedback/feedbackLinks';

const PAGE = {
  repoUrl: 'https://github.com/example/docs',
  pageUrl: 'https://docs.example/docs/guides/sorting',
  title: 'Sorting',
  version: 'V3',
};

const params = (url: string) => new URL(url).searchParams;

test('Report a problem opens a new issue naming the page, its version and the section being read', () => {
  const url = reportProblemUrl(PAGE, 'Sorting functions');
  expect(url.startsWith('https://github.com/example/docs/issues/new?')).toBe(true);
  expect(params(url).get('title')).toBe('Docs problem: Sorting');
  const body = params(url).get('body')!;
  expect(body).toContain('**Page:** https://docs.example/docs/guides/sorting (section "Sorting functions")');
  expect(body).toContain('**Docs version:** V3');
  expect(body).toContain('**What is wrong, missing or unclear?**');
  expect(params(reportProblemUrl(PAGE, null)).get('body')).toContain(
    '**Page:** https://docs.example/docs/guides/sorting\n',
  );
});

test('without JavaScript, Yes and No lead to a new issue that says so', () => {
  expect(params(helpfulUrl(PAGE, true)).get('title')).toBe('Docs feedback: Sorting was helpful');
  expect(params(helpfulUrl(PAGE, false)).get('title')).toBe('Docs feedback: Sorting was not helpful');
});

test('the section in view is the last heading above the line', () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<h2>One</h2><h3>Two <code>x</code><a class="hash-link">#</a><span role="status">Copied</span></h3><h2>Three</h2>';
  root.insertAdjacentHTML('beforeend', '<details><h3>Folded</h3></details>');
  const tops = [10, 50, 400, 0];
  root.querySelectorAll('h2, h3').forEach((heading, index) => {
    heading.getBoundingClientRect = () => ({top: tops[index]}) as DOMRect;
    // the folded heading is not rendered
    heading.getClientRects = () => (index === 3 ? [] : [{}]) as unknown as DOMRectList;
  });
  expect(sectionInView(root, 100)).toBe('Two x');
  expect(sectionInView(root, 5)).toBeNull();
});

test('with JavaScript, Yes sends page-feedback-yes with the path, stays on the page and thanks the reader', () => {
  const plausible = jest.fn();
  (window as unknown as {plausible: unknown}).plausible = plausible;
  try {
    render(<PageFeedback {...PAGE} path="/docs/guides/sorting" />);
    const yes = screen.getByRole('link', {name: 'Yes'});
    expect(yes).toHaveAttribute('href', helpfulUrl(PAGE, true));
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    fireEvent(yes, click);
    expect(click.defaultPrevented).toBe(true);
    expect(plausible).toHaveBeenCalledWith('page-feedback-yes', {props: {path: '/docs/guides/sorting'}});
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for telling us.');
  } finally {
    delete (window as unknown as {plausible?: unknown}).plausible;
  }
});

test('No sends page-feedback-no', () => {
  const plausible = jest.fn();
  (window as unknown as {plausible: unknown}).plausible = plausible;
  try {
    render(<PageFeedback {...PAGE} path="/docs/guides/sorting" />);
    fireEvent.click(screen.getByRole('link', {name: 'No'}));
    expect(plausible).toHaveBeenCalledWith('page-feedback-no', {props: {path: '/docs/guides/sorting'}});
  } finally {
    delete (window as unknown as {plausible?: unknown}).plausible;
  }
});
