/**
 * Stands in for Docusaurus' `prism-include-languages` client module (see
 * plugins/slim-prism). That module only imports Prism to hand it to
 * `@theme/prism-include-languages`, which this site swizzled to do nothing;
 * as a client module it would put Prism in every page's main bundle.
 */
export {};
