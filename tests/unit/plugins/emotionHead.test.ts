import fs from 'node:fs';
import path from 'node:path';
import {hoistEmotionStyles} from '../../../plugins/emotion-head/hoist';

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('hoistEmotionStyles', () => {
  it('moves server-rendered Emotion styles from the body to the end of the head, in order, marked data-s', () => {
    const html = page(
      '<link rel="stylesheet" href="/a.css">',
      '<div id="__docusaurus"><style data-emotion="css-global 1g">:root{--x:1}</style>' +
        '<style data-emotion="css 1a">.css-1a{color:red}</style><div class="css-1a">one</div>' +
        '<style data-emotion="css 2b 3c">.css-2b{margin:0}.css-3c{padding:0}</style><p class="css-2b css-3c">two</p></div>',
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        '<link rel="stylesheet" href="/a.css">' +
          '<style data-emotion="css-global 1g" data-s="">:root{--x:1}</style>' +
          '<style data-emotion="css 1a" data-s="">.css-1a{color:red}</style>' +
          '<style data-emotion="css 2b 3c" data-s="">.css-2b{margin:0}.css-3c{padding:0}</style>',
        '<div id="__docusaurus"><div class="css-1a">one</div><p class="css-2b css-3c">two</p></div>',
      ),
    );
  });

  it('leaves other style elements, and a page without Emotion styles, as they are', () => {
    const html = page('', '<style>.plain{}</style><style data-emotion="css">.client{}</style><p>x</p>');
    expect(hoistEmotionStyles(html)).toBe(html);
  });

  it('does not move a style element twice (running again changes nothing)', () => {
    const once = hoistEmotionStyles(page('', '<style data-emotion="css 1a">.css-1a{}</style><b class="css-1a">b</b>'));
    expect(hoistEmotionStyles(once)).toBe(once);
  });
});

describe('the @emotion/sheet patch', () => {
  const {patchSheet} = require('../../../plugins/emotion-head/sheetLoader.cjs') as {
    patchSheet: (source: string) => string;
  };
  const dist = (file: string) =>
    fs.readFileSync(path.join(path.dirname(require.resolve('@emotion/sheet/package.json')), 'dist', file), 'utf8');

  it.each(['emotion-sheet.esm.js', 'emotion-sheet.development.esm.js'])('applies to the installed %s', (file) => {
    expect(patchSheet(dist(file))).toContain('sheet.tags.push(node)');
  });

  it('adopts a style element already in the container and inserts any other', () => {
    // run the patched module's StyleSheet against jsdom
    const source = patchSheet(dist('emotion-sheet.esm.js')).replace(
      /export \{[^}]*\};?\s*$/,
      'module.exports = {StyleSheet};',
    );
    const mod = {
      exports: {} as {StyleSheet: new (options: object) => {tags: Element[]; hydrate(nodes: Element[]): void}},
    };
    new Function('module', 'exports', source)(mod, mod.exports);
    const inHead = document.createElement('style');
    const inBody = document.createElement('style');
    const meta = document.createElement('meta');
    document.head.append(inHead, meta);
    document.body.append(inBody);
    const sheet = new mod.exports.StyleSheet({key: 'css', container: document.head, speedy: true});
    sheet.hydrate([inHead, inBody]);
    expect(sheet.tags).toEqual([inHead, inBody]);
    // Emotion's own hydrate would append both at the end of <head>, after the meta: [meta, inHead, inBody]
    expect([...document.head.children].slice(-3)).toEqual([inHead, inBody, meta]);
  });
});
