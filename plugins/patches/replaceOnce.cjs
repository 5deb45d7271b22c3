/**
 * `source` with `find` replaced by `replace`, for the build's patches to installed packages; throws, naming
 * `what`, unless `find` occurs exactly once (an updated package whose code moved must fail the build loudly).
 */
function replaceOnce(source, find, replace, what) {
  const first = source.indexOf(find);
  if (first < 0 || source.indexOf(find, first + 1) >= 0) {
    throw new Error(`${what}: expects its passage exactly once`);
  }
  return source.slice(0, first) + replace + source.slice(first + find.length);
}

module.exports = {replaceOnce};
