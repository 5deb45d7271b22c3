// prism-core is Prism without languages; same API as the 'prismjs' entry point.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
