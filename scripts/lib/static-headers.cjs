/**
 * The `_headers` file format read by Netlify and Cloudflare Pages, as this site uses it: a path pattern
 * on its own line, then indented `Name: value` lines; `#` starts a comment; `*` in a pattern matches
 * any run of characters, `/` included. Used by the static server of `npm run preview`
 * (scripts/lib/site-server.mjs) and the deploy test.
 */

/** @returns {{pattern: string, headers: Record<string, string>}[]} header names lower-cased */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
      if (!match || rules.length === 0) throw new Error(`_headers: cannot read "${line}"`);
      rules[rules.length - 1].headers[match[1].trim().toLowerCase()] = match[2].trim();
    } else {
      rules.push({pattern: line.trim(), headers: {}});
    }
  }
  return rules;
}

function matchesPattern(pattern, urlPath) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/** The rules whose pattern matches a URL path. */
function rulesFor(rules, urlPath) {
  return rules.filter((rule) => matchesPattern(rule.pattern, urlPath));
}

module.exports = {parseHeaders, matchesPattern, rulesFor};
