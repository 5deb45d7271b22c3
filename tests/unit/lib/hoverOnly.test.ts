import postcss from 'postcss';
import {compile, middleware, serialize, stringify, prefixer} from 'stylis';
import {splitSelectorList, stylesUnderHover} from '../../../src/lib/hoverOnly/selectors';
import {hoverMediaPlugin} from '../../../src/lib/hoverOnly/stylisPlugin';
import {hoverMediaPostcss} from '../../../src/lib/hoverOnly/postcssPlugin';

describe('stylesUnderHover', () => {
  test.each([
    '.a:hover .b',
    '.a:hover > b',
    '.a:hover+.b',
    '.a:hover ~ .b',
    ':not(.a:hover) .b',
    '.css-1qkzaay:hover td::after',
    '.css-1asllma :hover .MuiButtonBase-root',
    '.pagination__item:not(.pagination__item--active):hover .pagination__link',
    '.theme-code-block:hover .buttonGroup_M5ko button',
  ])('%s styles an element under the hovered one', (selector) => {
    expect(stylesUnderHover(selector)).toBe(true);
  });
  test.each([
    '.a:hover',
    '.a .b:hover',
    '.a > .b:hover::after',
    '.a:is(:hover)',
    ':not(.a:hover )',
    '.a:hover   ',
    '[title=":hover x"]',
    '.a:hovered .b',
    '.a:focus-within .b',
  ])('%s does not', (selector) => {
    expect(stylesUnderHover(selector)).toBe(false);
  });
});

test('splitSelectorList splits at top-level commas only', () => {
  expect(splitSelectorList('.a:is(.b, .c) .d, [x="1,2"], .e')).toEqual(['.a:is(.b, .c) .d', '[x="1,2"]', '.e']);
});

describe('Stylis plugin (Emotion rules)', () => {
  const run = (css: string) => serialize(compile(css), middleware([prefixer, hoverMediaPlugin as never, stringify]));

  test('a nested hover-descendant rule goes under @media (hover: hover), the rest stays', () => {
    expect(run('.css-x{color:red;&:hover td::after{opacity:1;}& :hover .MuiButtonBase-root{opacity:1;}}')).toBe(
      '.css-x{color:red;}' +
        '@media (hover: hover){.css-x:hover td::after{opacity:1;}}' +
        '@media (hover: hover){.css-x :hover .MuiButtonBase-root{opacity:1;}}',
    );
  });

  test('hover on the element itself, and rules already in a media query, are left alone', () => {
    expect(run('.css-y{&:hover{color:red;}}')).toBe('.css-y:hover{color:red;}');
    expect(run('@media (min-width:600px){.css-z:hover td{color:red;}}')).toBe(
      '@media (min-width:600px){@media (hover: hover){.css-z:hover td{color:red;}}}',
    );
  });

  test('Emotion inserts each top-level rule once: the wrapped rule is not also written unwrapped', () => {
    const inserted: string[] = [];
    const sheet = (element: {root: unknown; return: string}) => {
      if (!element.root && element.return) inserted.push(element.return);
    };
    serialize(compile('.css-x{&:hover td{color:red;}}'), middleware([hoverMediaPlugin as never, stringify, sheet]));
    expect(inserted).toEqual(['@media (hover: hover){.css-x:hover td{color:red;}}']);
  });
});

describe('PostCSS plugin (the stylesheets)', () => {
  const run = (css: string) => postcss([hoverMediaPostcss()]).process(css, {from: undefined}).css;

  test('a rule of only hover-descendant selectors is wrapped', () => {
    expect(run('.a:hover code{color:red}')).toBe('@media (hover: hover){.a:hover code{color:red}}');
  });

  test('a mixed rule is split, the hover part right after, so the cascade keeps its order', () => {
    expect(run('.x{color:blue}.s:hover .show,.s .show:focus-visible{opacity:1}.y{color:green}')).toBe(
      '.x{color:blue}.s .show:focus-visible{opacity:1}@media (hover: hover){.s:hover .show{opacity:1}}.y{color:green}',
    );
  });

  test('rules without such selectors are untouched, keyframes too', () => {
    const css = '.a:hover{color:red}@keyframes k{from{opacity:0}to{opacity:1}}@media (max-width:10px){.b{top:0}}';
    expect(run(css)).toBe(css);
  });
});
