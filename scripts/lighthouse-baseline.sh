#!/usr/bin/env bash
# `npm run bench:lighthouse:baseline`: the floor this stack sets. Builds the untouched Docusaurus "classic"
# TypeScript template at this project's Docusaurus and React versions (no MUI, no tables, no content of
# ours) and measures it exactly as `npm run bench:lighthouse` measures the site: served compressed by
# scripts/serve-build.mjs, Lighthouse in Debian's Chromium, mobile and desktop presets.
#
#   npm run bench:lighthouse:baseline [-- --runs 3]
#
# The template is fetched from the npm registry once and kept in $TMPDIR/mrt-docs-lighthouse-baseline
# (BASELINE_DIR to put it elsewhere, outside any node_modules: Docusaurus does not compile TypeScript under
# node_modules). Any other argument goes to scripts/bench-lighthouse.mjs. With --print-dir it only builds
# the template (if needed) and prints its build folder: `npm run bench:lighthouse -- --side-by-side` uses that.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${BASELINE_DIR:-${TMPDIR:-/tmp}/mrt-docs-lighthouse-baseline}
docusaurus=$(node -p "require('$root/node_modules/@docusaurus/core/package.json').version")
react=$(node -p "require('$root/node_modules/react/package.json').version")
site="$dir/site-$docusaurus-react-$react"

if [ ! -f "$site/build/index.html" ]; then
  rm -rf "$site"
  mkdir -p "$dir"
  (cd "$dir" && npx -y "create-docusaurus@$docusaurus" "$(basename "$site")" classic --typescript --skip-install) >&2
  # the template asks for react ^19: pin the exact version this project runs
  node -e '
    const fs = require("fs");
    const [file, react] = process.argv.slice(1);
    const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
    pkg.dependencies.react = react;
    pkg.dependencies["react-dom"] = react;
    fs.writeFileSync(file, JSON.stringify(pkg, null, 2));
  ' "$site/package.json" "$react"
  (cd "$site" && npm install --no-audit --no-fund && npx docusaurus build) >&2
fi

if [ "${1:-}" = "--print-dir" ]; then echo "$site/build"; exit 0; fi
exec node "$root/scripts/bench-lighthouse.mjs" --dir "$site/build" --route / --route /docs/intro "$@"
