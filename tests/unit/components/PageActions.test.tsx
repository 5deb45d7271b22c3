import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {PageActions} from '@site/src/components/PageActions';
import {ASSISTANTS, assistantPrompt} from '@site/src/site/assistants';
import {setMockLocation} from '../__mocks__/docusaurus/mockState';

type PlausibleWindow = Window & {plausible?: (...args: unknown[]) => void};
const win = window as PlausibleWindow;
afterEach(() => {
  delete win.plausible;
});

const TWIN = 'https://www.material-react-table.com/docs/guides/sorting.md';

test('the prompt points at the Markdown twin and names MRT 3.2.1 on TanStack Table 8', () => {
  const prompt = assistantPrompt(TWIN);
  expect(prompt).toContain(`Read ${TWIN},`);
  expect(prompt).toContain('material-react-table 3.2.1');
  expect(prompt).toContain('TanStack Table 8 (8.20.6)');
  expect(prompt).toContain('not TanStack Table 9 APIs');
});

test.each([
  ['ChatGPT', 'https://chatgpt.com/', 'open-page-chatgpt'],
  ['Claude', 'https://claude.ai/new', 'open-page-claude'],
])('Open in %s opens a new conversation with the page’s prompt and sends its event', (name, address, event) => {
  setMockLocation('/docs/guides/sorting/');
  const plausible = jest.fn();
  win.plausible = plausible;
  render(<PageActions />);
  const link = screen.getByRole('link', {name: `Open in ${name}`});
  const url = new URL(link.getAttribute('href')!);
  expect(`${url.origin}${url.pathname}`).toBe(address);
  expect(url.searchParams.get('q')).toBe(assistantPrompt(TWIN));
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  link.addEventListener('click', (click) => click.preventDefault());
  fireEvent.click(link);
  expect(plausible).toHaveBeenCalledWith(event, {props: {path: '/docs/guides/sorting'}});
});

test('the assistants follow Open as Markdown, in order', () => {
  setMockLocation('/docs/guides/sorting');
  render(<PageActions />);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Open as Markdown',
    ...ASSISTANTS.map((assistant) => `Open in ${assistant.name}`),
  ]);
});
