/**
 * Code colours at build time (issue 39): Shiki turns code into HTML whose tokens carry one class per colour
 * scheme (`l3` light, `d5` dark, plus `lI`/`dI` italic, …), and `codeColorsCss()` maps those classes to colours
 * under `html[data-theme]`. The same server HTML is right in either scheme and no page ships a highlighter.
 * Used by the MDX rehype plugin (rehype.mjs), the examples loader and the site stylesheet (index.ts).
 */
import {createHighlighter} from 'shiki';
import {readableOn} from './contrast.mjs';

/** GitHub light and VS Code Dark+, on the site's code backgrounds (GitHub's #f6f8fa, VS Dark's #1e1e1e). */
const SCHEMES = {
  l: {theme: 'github-light', background: '#f6f8fa'},
  d: {theme: 'dark-plus', background: '#1e1e1e'},
};
/** Fence and file languages the site shows; anything else is plain text. */
const LANGUAGES = ['tsx', 'typescript', 'jsx', 'javascript', 'bash', 'json', 'diff', 'css', 'html'];
const ALIASES = {ts: 'typescript', js: 'javascript', sh: 'bash', shell: 'bash'};
/** Shiki's font style bits, and each one's class suffix (upper case: colour classes are numbered) and CSS. */
const FONT_STYLES = [
  [1, 'I', 'font-style:italic'],
  [2, 'B', 'font-weight:bold'],
  [4, 'U', 'text-decoration:underline'],
  [8, 'S', 'text-decoration:line-through'],
];

/** @type {Promise<import('shiki').Highlighter> | null} */
let loading = null;
const highlighter = () =>
  (loading ??= createHighlighter({themes: Object.values(SCHEMES).map(({theme}) => theme), langs: LANGUAGES}));

/** One scheme's colours: its default text colour and every token colour its theme names, in a fixed order. */
function palette(/** @type {import('shiki').Highlighter} */ shiki, /** @type {'l' | 'd'} */ scheme) {
  const theme = shiki.getTheme(SCHEMES[scheme].theme);
  const colors = new Set(theme.settings.map((entry) => entry.settings?.foreground?.toLowerCase()).filter(Boolean));
  colors.delete(theme.fg.toLowerCase());
  return {fg: theme.fg.toLowerCase(), colors: [...colors].sort()};
}

const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * `code` as HTML for a `<code>` element: lines joined by line breaks, each coloured run in a `<span>` whose
 * classes give its colour and font style in each scheme; text in the default colour stays bare.
 * A final line break is dropped.
 * @param {string} source
 * @param {string} language
 */
export async function highlightToHtml(source, language) {
  // one final line break is not a line of its own (as in Docusaurus' code blocks)
  const code = source.replace(/\r?\n$/, '');
  const shiki = await highlighter();
  const lang = ALIASES[language] ?? language;
  if (!LANGUAGES.includes(lang)) return escapeHtml(code);
  const palettes = {l: palette(shiki, 'l'), d: palette(shiki, 'd')};
  const lines = shiki.codeToTokensWithThemes(code, {lang, themes: {l: SCHEMES.l.theme, d: SCHEMES.d.theme}});
  /** @param {{color?: string, fontStyle?: number} | undefined} style @param {'l' | 'd'} scheme */
  const classesOf = (style, scheme) => {
    const color = style?.color?.toLowerCase();
    const index = color && color !== palettes[scheme].fg ? palettes[scheme].colors.indexOf(color) : -1;
    if (color && color !== palettes[scheme].fg && index < 0) throw new Error(`[shiki] ${color} is in no palette`);
    const names = index < 0 ? [] : [`${scheme}${index}`];
    for (const [bit, suffix] of FONT_STYLES) if ((style?.fontStyle ?? 0) & bit) names.push(`${scheme}${suffix}`);
    return names;
  };
  return lines
    .map((line) => {
      let html = '';
      let runClass = '';
      let run = '';
      const flush = () => {
        if (run) html += runClass ? `<span class="${runClass}">${escapeHtml(run)}</span>` : escapeHtml(run);
        run = '';
      };
      for (const token of line) {
        const className = [...classesOf(token.variants.l, 'l'), ...classesOf(token.variants.d, 'd')].join(' ');
        // blank space takes the class of the run it is in
        if (className !== runClass && token.content.trim() !== '') {
          flush();
          runClass = className;
        }
        run += token.content;
      }
      flush();
      return html;
    })
    .join('\n');
}

/** The stylesheet for highlighted code: each scheme's block colours and its token classes. */
export async function codeColorsCss() {
  const shiki = await highlighter();
  const rules = [];
  for (const [scheme, selector] of /** @type {const} */ ([
    ['d', ":root:not([data-theme='light'])"],
    ['l', ":root[data-theme='light']"],
  ])) {
    const {background} = SCHEMES[scheme];
    const {fg, colors} = palette(shiki, scheme);
    rules.push(`${selector}{--code-color:${readableOn(fg, background)};--code-background:${background}}`);
    colors.forEach((color, index) =>
      rules.push(`${selector} .${scheme}${index}{color:${readableOn(color, background)}}`),
    );
    for (const [, suffix, css] of FONT_STYLES) rules.push(`${selector} .${scheme}${suffix}{${css}}`);
  }
  return `/* generated by plugins/shiki/highlight.mjs */\n${rules.join('\n')}\n`;
}
