/**
 * The browser's Highlight (src/prism/client.tsx) hydrates code blocks the
 * server highlighted without loading Prism, and loads Prism for code the
 * server never rendered.
 */
import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {render, waitFor} from '@testing-library/react';
import {Highlight as ServerHighlight} from '../../../src/prism';
import type {RenderProps} from '../../../src/prism/HighlightTokens';
import {codeOf, readServerTokens, tokensKey} from '../../../src/prism/serverTokens';
import {normalizeTokens, type PrismTheme} from '../../../src/prism/tokens';
import {tokenize} from '../../../src/prism/tokenize';
import {Highlight} from '../../../src/prism/client';

jest.mock('../../../src/prism/tokenize', () => {
  const actual = jest.requireActual('../../../src/prism/tokenize');
  return {tokenize: jest.fn(actual.tokenize)};
});
const tokenizeMock = tokenize as jest.MockedFunction<typeof tokenize>;

const theme: PrismTheme = {plain: {color: '#111'}, styles: [{types: ['keyword'], style: {color: 'blue'}}]};
const SOURCE = 'const table = useMaterialReactTable({columns, data});\n\n// a comment\nexport default table;';

/** Docusaurus' CodeBlock in miniature: a <pre> of `.token-line`s of token spans. */
const block = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps) => (
  <pre className={className} style={style}>
    <code>
      {tokens.map((line, i) => (
        <div key={i} {...getLineProps({line})}>
          {line.map((token, key) => {
            const {children, ...props} = getTokenProps({token});
            return (
              <span key={key} {...props}>
                {children}
              </span>
            );
          })}
          <br />
        </div>
      ))}
    </code>
  </pre>
);

beforeEach(() => {
  tokenizeMock.mockClear();
  document.body.innerHTML = '';
});

// The client module keeps what it learnt for the page's lifetime (the server's
// tokens, read on first use; Prism, once loaded): the tests run in page order.

test('reads back exactly the tokens the server rendered', () => {
  document.body.innerHTML = renderToString(
    <ServerHighlight code={SOURCE} language="tsx" theme={theme}>
      {block}
    </ServerHighlight>,
  );
  const found = readServerTokens(document);
  expect([...found.keys()]).toEqual([tokensKey('tsx', SOURCE)]);
  expect(found.get(tokensKey('tsx', SOURCE))).toEqual(tokenizeMock.mock.results[0].value);
  expect(codeOf(normalizeTokens('a\n\nb\n'))).toBe('a\n\nb\n');
});

test('hydrates a server-highlighted block with identical markup and without loading Prism', async () => {
  const html = renderToString(
    <ServerHighlight code={SOURCE} language="tsx" theme={theme}>
      {block}
    </ServerHighlight>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const serverMarkup = container.innerHTML;
  const serverToken = container.querySelector('.token.keyword');
  tokenizeMock.mockClear();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Highlight code={SOURCE} language="tsx" theme={theme}>
        {block}
      </Highlight>,
      {
        onRecoverableError: (error) => recoverable.push(error),
      },
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.innerHTML).toBe(serverMarkup);
  expect(container.querySelector('.token.keyword')).toBe(serverToken); // the server's nodes, kept
  expect(serverToken?.textContent).toBe('const');
  expect(tokenizeMock).not.toHaveBeenCalled();
});

test('code the server never rendered shows as plain text, then highlighted once Prism arrives', async () => {
  const {container} = render(
    <Highlight code="let fresh = 1;" language="ts" theme={theme}>
      {block}
    </Highlight>,
  );
  expect(container.querySelector('.token.keyword')).toBeNull();
  expect(container.textContent).toBe('let fresh = 1;');
  await waitFor(() => expect(container.querySelector('.token.keyword')?.textContent).toBe('let'));
  expect(tokenizeMock).toHaveBeenCalled();
});
