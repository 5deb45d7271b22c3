import * as original from '@docusaurus/utils-common';
import * as shim from '@site/src/lib/docusaurusUtilsCommon';

// The browser bundle gets the shim in place of the package (plugins/slim-runtime):
// it must export every name the package exports, with the same values.
test('the browser shim exports what @docusaurus/utils-common exports', () => {
  expect(Object.keys(shim).sort()).toEqual(Object.keys(original).sort());
  expect(shim.blogPostContainerID).toBe(original.blogPostContainerID);
  expect(shim.applyTrailingSlash('/docs/', {trailingSlash: false, baseUrl: '/'})).toBe(
    original.applyTrailingSlash('/docs/', {trailingSlash: false, baseUrl: '/'}),
  );
});
