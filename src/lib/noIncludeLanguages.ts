/**
 * Stands in for Docusaurus' `prism-include-languages` client module (see plugins/slim-runtime): that module only
 * imports Prism to hand it to `@theme/prism-include-languages`; code is coloured at build time here.
 */
export {};
