/**
 * Emotion's server rendering writes each component's styles as a `<style data-emotion="css …">` just before the
 * component's element, all through <body>. Before hydrating, Emotion's cache (createCache in @emotion/cache)
 * moves every one of them to the end of <head> and marks it `data-s`, so that React finds only its own
 * elements in <body>. Moving ~100 style sheets one by one while the page is already painted makes the browser
 * restyle the whole page, in the same task as evaluating the main script (on a phone, a few hundred
 * milliseconds). This does that move once, at build time, with the same result: the same style elements, in
 * the same order, at the end of <head>, marked `data-s`, so Emotion finds nothing left to move.
 */

/** An Emotion 11 server-rendered style element: its data-emotion value has a space ("css 1abc", "css-global x"). */
const SSR_STYLE = /<style data-emotion="([^"\s]+ [^"]*)"( data-s="")?>([\s\S]*?)<\/style>/g;

/** The page with its server-rendered Emotion styles moved from <body> to the end of <head>. */
export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);
  const moved: string[] = [];
  const body = rest.replace(SSR_STYLE, (_match, names: string, _marked: string | undefined, css: string) => {
    moved.push(`<style data-emotion="${names}" data-s="">${css}</style>`);
    return '';
  });
  if (moved.length === 0) return html;
  return head + moved.join('') + body;
}

/** How many Emotion style elements are still in <body> (none after hoistEmotionStyles, unless the markup changed). */
export function emotionStylesInBody(html: string): number {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return 0;
  return html.slice(headEnd).split('<style data-emotion').length - 1;
}
