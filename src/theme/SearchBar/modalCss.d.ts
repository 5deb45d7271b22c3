/** A stylesheet's text, read by plugins/docsearch-probe/cssText.cjs (an inline loader). */
declare module '!!*!@docsearch/css/dist/modal.css' {
  const css: string;
  export default css;
}
