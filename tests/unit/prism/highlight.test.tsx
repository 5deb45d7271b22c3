import React from 'react';
import {render} from '@testing-library/react';
import {Highlight, Prism, normalizeTokens, themeToDict} from '../../../src/prism';
import type {PrismTheme} from '../../../src/prism/tokens';

const theme: PrismTheme = {
  plain: {color: '#111', backgroundColor: '#eee'},
  styles: [
    {types: ['keyword'], style: {color: 'blue'}},
    {types: ['string'], style: {color: 'green'}},
    {types: ['keyword'], languages: ['bash'], style: {fontStyle: 'italic'}},
  ],
};

describe('slim prism-react-renderer stand-in', () => {
  test('ships the languages the site shows', () => {
    for (const language of ['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff']) {
      expect(Prism.languages[language]).toBeDefined();
    }
  });

  test('normalizeTokens flattens nesting into lines and keeps empty lines', () => {
    const lines = normalizeTokens(Prism.tokenize('const a = "x";\n\nlet b;', Prism.languages.typescript));
    expect(lines).toHaveLength(3);
    expect(lines[0].map((t) => t.content).join('')).toBe('const a = "x";');
    expect(lines[0].find((t) => t.content === 'const')?.types).toEqual(['plain', 'keyword']);
    expect(lines[0].find((t) => t.content === '"x"')?.types).toEqual(['plain', 'string']);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    expect(lines[2].map((t) => t.content).join('')).toBe('let b;');
  });

  test('a multi-line token is split across lines with its types', () => {
    const lines = normalizeTokens(Prism.tokenize('/* one\ntwo */', Prism.languages.javascript));
    expect(lines.map((line) => line.map((t) => [t.content, t.types.at(-1)]))).toEqual([
      [['/* one', 'comment']],
      [['two */', 'comment']],
    ]);
  });

  test('themeToDict applies language-specific styles only to that language', () => {
    expect(themeToDict(theme, 'tsx').keyword).toEqual({color: 'blue'});
    expect(themeToDict(theme, 'bash').keyword).toEqual({color: 'blue', fontStyle: 'italic'});
    expect(themeToDict(theme, 'tsx').root).toEqual(theme.plain);
  });

  test('Highlight renders coloured tokens as text through the render prop', () => {
    const code = 'const html = "<img src=x onerror=alert(1)>";';
    const {container} = render(
      <Highlight code={code} language="tsx" theme={theme}>
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
    );
    const pre = container.querySelector('pre')!;
    expect(pre).toHaveClass('prism-code', 'language-tsx');
    expect(pre.textContent).toBe(code);
    expect(container.querySelector('img')).toBeNull();
    const keyword = container.querySelector('.token.keyword') as HTMLElement;
    expect(keyword.textContent).toBe('const');
    expect(keyword.style.color).toBe('blue');
    expect(container.querySelector('.token-line')).not.toBeNull();
  });

  test('an unknown language renders the code as plain text', () => {
    const {container} = render(
      <Highlight code={'a\nb'} language="cobol" theme={theme}>
        {({tokens}) => <pre>{tokens.map((line) => line.map((t) => t.content).join('')).join('|')}</pre>}
      </Highlight>,
    );
    expect(container.textContent).toBe('a|b');
  });

  test('a token renders its own content: an empty line Docusaurus blanks stays one line high', () => {
    const {container} = render(
      <Highlight code={'a;\n\nb;'} language="tsx" theme={theme}>
        {({tokens, getLineProps, getTokenProps}) => (
          <pre>
            {tokens.map((line, i) => {
              // Docusaurus' CodeBlock/Line: an empty line's lone "\n" token becomes "" (its <br> breaks the line)
              const shown = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
              return (
                <div key={i} {...getLineProps({line: shown})}>
                  {shown.map((token, k) => (
                    <span key={k} {...getTokenProps({token})} />
                  ))}
                  <br />
                </div>
              );
            })}
          </pre>
        )}
      </Highlight>,
    );
    expect([...container.querySelectorAll('.token-line')].map((line) => line.textContent)).toEqual(['a;', '', 'b;']);
  });
});
