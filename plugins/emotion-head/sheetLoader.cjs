/**
 * Webpack loader for @emotion/sheet. Its StyleSheet.hydrate takes over the server-rendered style elements by
 * inserting each one again at the end of the sheet's container (<head>), one DOM move per element; every move
 * makes the browser re-match the page's styles. After plugins/emotion-head has put them at the end of <head>
 * at build time, in order, those moves change nothing but cost a full restyle while the main script runs.
 * Patched: an element already in the container is adopted where it is; any other is inserted as before.
 */
const FIND = '    nodes.forEach(this._insertTag);';
const REPLACE = `    var sheet = this;
    nodes.forEach(function (node) {
      if (node.parentNode === sheet.container) sheet.tags.push(node);
      else sheet._insertTag(node);
    });`;

const {replaceOnce} = require('../patches/replaceOnce.cjs');

const patchSheet = (source) => replaceOnce(source, FIND, REPLACE, 'emotion-head: StyleSheet.hydrate in @emotion/sheet');

module.exports = function emotionSheetLoader(source) {
  return patchSheet(source);
};
module.exports.patchSheet = patchSheet;
