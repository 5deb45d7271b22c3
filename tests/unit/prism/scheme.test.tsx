import React from 'react';
import {render} from '@testing-library/react';
import {Highlight} from '../../../src/prism';
import {codeSchemeStyles, isSchemeTheme, schemeTheme} from '../../../src/prism/scheme';
import type {PrismTheme} from '../../../src/prism/tokens';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#eeeeee'},
  styles: [
    {types: ['keyword'], style: {color: '#0000aa'}},
    {types: ['comment'], style: {color: '#666666', fontStyle: 'italic'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#dddddd', backgroundColor: '#1e1e1e'},
  styles: [
    {types: ['keyword'], style: {color: '#88ccff'}},
    {types: ['string'], style: {color: '#ffaa77'}},
  ],
};
const theme = schemeTheme(light, dark);

function renderCode(code: string, withTheme: PrismTheme) {
  return render(
    <Highlight code={code} language="tsx" theme={withTheme}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre className={className} style={style}>
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({line})}>
              {line.map((token, k) => (
                <span key={k} {...getTokenProps({token})} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>,
  ).container;
}

const tokenStyle = (container: HTMLElement, selector: string) =>
  (container.querySelector(selector) as HTMLElement).getAttribute('style');

describe('code blocks that follow data-theme', () => {
  test('the scheme theme survives a JSON copy (the site config in the browser)', () => {
    expect(isSchemeTheme(JSON.parse(JSON.stringify(theme)) as PrismTheme)).toBe(true);
    expect(isSchemeTheme(light)).toBe(false);
  });

  test("each token carries both schemes' colours, the plain colour where a theme sets none", () => {
    const container = renderCode('const s = "x"; // note', theme);
    const pre = container.querySelector('pre')!;
    expect(pre.getAttribute('class')).toBe('prism-code language-tsx code-scheme');
    expect(pre.getAttribute('style')).toBe('color: var(--code-color); background-color: var(--code-background);');
    expect(tokenStyle(container, '.token.keyword')).toBe('--tl: #0000aa; --td: #88ccff;');
    expect(tokenStyle(container, '.token.string')).toBe('--tl: #111111; --td: #ffaa77;');
    expect(tokenStyle(container, '.token.comment')).toBe('--tl: #666666; --tl-font-style: italic; --td: #dddddd;');
  });

  test('another theme still gets inline colours', () => {
    const container = renderCode('const s = 1;', dark);
    expect(container.querySelector('pre')!.getAttribute('class')).toBe('prism-code language-tsx');
    expect(tokenStyle(container, '.token.keyword')).toBe('color: rgb(136, 204, 255);');
  });

  test('the global styles pick the dark values by default and the light ones under data-theme=light', () => {
    expect(codeSchemeStyles(theme)).toEqual({
      ':root': {'--code-color': '#dddddd', '--code-background': '#1e1e1e'},
      "[data-theme='light']": {'--code-color': '#111111', '--code-background': '#eeeeee'},
      '.code-scheme .token': {color: 'var(--td)', 'font-style': 'var(--td-font-style)'},
      "[data-theme='light'] .code-scheme .token": {color: 'var(--tl)', 'font-style': 'var(--tl-font-style)'},
    });
  });
});
