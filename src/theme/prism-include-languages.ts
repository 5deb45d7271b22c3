/**
 * Swizzled to do nothing: Docusaurus' version requires
 * `prismjs/components/prism-${lang}` for `additionalLanguages`, which pulls
 * Prism's language catalogue into every page. The languages this site shows
 * are registered once, statically, in src/prism/index.tsx.
 */
export default function prismIncludeLanguages(): void {}
