/**
 * Loader for `@docsearch/react/dist/esm/DocSearchModal.js` (plugins/PATCHES.md, "docsearch-probe").
 * DocSearch checks that localStorage works by writing and removing a test key each time it creates a storage
 * for recent searches or favourites, and DocSearchModal creates them inside `useRef(…)` arguments: on every
 * render, two to four per keystroke. The answer cannot change while the page lives (a full storage is handled
 * where DocSearch writes), so the probe runs once per page and its answer is kept.
 */
const {replaceOnce} = require('../patches/replaceOnce.cjs');

/** The probe as DocSearch 4.7.0's build writes it: an IIFE that writes and removes `__TEST_KEY__`. */
const FIND =
  'function(){if("undefined"==typeof window||!("localStorage"in window))return!1;var e="__TEST_KEY__";try{return window.localStorage.setItem(e,""),window.localStorage.removeItem(e),!0}catch(e){return!1}}()';
const REPLACE = `__mrtStorageProbe(${FIND.slice(0, -2)})`;
const HELPER =
  'var __mrtStorageProbe=function(){var answer;return function(probe){return void 0===answer&&(answer=probe()),answer}}();\n';

const patchProbe = (source) =>
  HELPER + replaceOnce(source, FIND, REPLACE, 'docsearch-probe: the localStorage probe in @docsearch/react');

module.exports = function docSearchProbeLoader(source) {
  return patchProbe(source);
};
module.exports.patchProbe = patchProbe;
