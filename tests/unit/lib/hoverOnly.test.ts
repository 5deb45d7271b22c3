import postcss from 'postcss';
import {splitSelectorList, stylesUnderHover} from '../../../src/lib/hoverOnly/selectors';
import {hoverOnlyRule, insertHoverRulesForHoverOnly} from '../../../src/lib/hoverOnly/ruleText';
import {pageWithHoverOnlyRules} from '../../../plugins/emotion-head/hover';
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
    '.css-1hoj5f3:hover:not(.Mui-disabled, .Mui-error)::before',
    '.a:hover:not( .b)',
  ])('%s does not', (selector) => {
    expect(stylesUnderHover(selector)).toBe(false);
  });
});

test('splitSelectorList splits at top-level commas only', () => {
  expect(splitSelectorList('.a:is(.b, .c) .d, [x="1,2"], .e')).toEqual(['.a:is(.b, .c) .d', '[x="1,2"]', '.e']);
});

describe('Emotion rules (the browser cache inserts each through hoverOnlyRule)', () => {
  test('a rule whose selectors all style an element under a hovered one goes under @media (hover: hover)', () => {
    expect(hoverOnlyRule('.css-x:hover td::after{opacity:1;}')).toBe(
      '@media (hover: hover){.css-x:hover td::after{opacity:1;}}',
    );
    expect(hoverOnlyRule('.css-x :hover .MuiButtonBase-root{opacity:1;}')).toBe(
      '@media (hover: hover){.css-x :hover .MuiButtonBase-root{opacity:1;}}',
    );
  });

  test('hover on the element itself, at-rules and mixed lists are left alone', () => {
    for (const rule of [
      '.css-y:hover{color:red;}',
      '@media (min-width:600px){.css-z:hover td{color:red;}}',
      '@keyframes k{from{opacity:0;}}',
      '.a:hover td,.b td{color:red;}',
    ]) {
      expect(hoverOnlyRule(rule)).toBe(rule);
    }
  });

  test('the cache’s sheet is wrapped once, and inserts the rewritten rule', () => {
    const inserted: string[] = [];
    const cache = {sheet: {insert: (rule: string) => void inserted.push(rule)}};
    insertHoverRulesForHoverOnly(cache);
    insertHoverRulesForHoverOnly(cache);
    insertHoverRulesForHoverOnly(null);
    cache.sheet.insert('.css-x:hover td{color:red;}');
    cache.sheet.insert('.css-x{color:red;}');
    expect(inserted).toEqual(['@media (hover: hover){.css-x:hover td{color:red;}}', '.css-x{color:red;}']);
  });
});

test('the browser’s one-selector test agrees with stylesUnderHover on every case above', () => {
  const cases = [
    '.a:hover .b',
    '.a:hover > b',
    '.a:hover+.b',
    ':not(.a:hover) .b',
    '.css-1qkzaay:hover td::after',
    '.css-1asllma :hover .MuiButtonBase-root',
    '.a:hover',
    '.a .b:hover',
    '.a > .b:hover::after',
    '.a:is(:hover)',
    ':not(.a:hover )',
    '.a:hovered .b',
    '.a:focus-within .b',
  ];
  for (const selector of cases) {
    const rule = `${selector}{color:red;}`;
    expect({selector, moved: hoverOnlyRule(rule) !== rule}).toEqual({selector, moved: stylesUnderHover(selector)});
  }
});

describe('server-rendered Emotion styles (plugins/emotion-head)', () => {
  test('each style element’s hover-descendant rules are moved, the rest of the page is untouched', () => {
    const page =
      '<head><style data-emotion="css 1qkzaay" data-s="">.css-1qkzaay{color:red;}.css-1qkzaay:hover td::after{opacity:1;}</style>' +
      '<style data-emotion="css abc" data-s="">.css-abc:hover{color:blue;}</style></head><body><p>a:hover b</p></body>';
    const {html, moved} = pageWithHoverOnlyRules(page);
    expect(moved).toBe(1);
    expect(html).toBe(
      '<head><style data-emotion="css 1qkzaay" data-s="">.css-1qkzaay{color:red;}@media (hover: hover){.css-1qkzaay:hover td::after{opacity:1;}}</style>' +
        '<style data-emotion="css abc" data-s="">.css-abc:hover{color:blue;}</style></head><body><p>a:hover b</p></body>',
    );
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
