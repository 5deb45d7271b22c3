/**
 * `@docusaurus/utils-common` for the browser bundle (plugins/slim-runtime):
 * its exports, without the index module that pulls in all of tslib.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

/** Same value as the package's (`__` keeps search crawlers off the anchor). */
export const blogPostContainerID = '__blog-post-container';
