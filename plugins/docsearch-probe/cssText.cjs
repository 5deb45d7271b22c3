/**
 * Inline loader (`import css from '!!<this file>!some.css'`): a stylesheet's text as a string, so a component can
 * put it in the page only while it is shown. Used for DocSearch's modal styles (src/theme/SearchBar/SearchModal.tsx).
 */
module.exports = function cssText(source) {
  return `export default ${JSON.stringify(String(source))};`;
};
