/**
 * A page's console errors without React's "Download the React DevTools" notice, which is not the page's
 * fault: none is expected from a working page. Used by the browser tests and `npm run compat`.
 *
 * @param {string[]} errors
 * @returns {string[]}
 */
function realErrors(errors) {
  return errors.filter((message) => !/Download the React DevTools/.test(message));
}

module.exports = {realErrors};
