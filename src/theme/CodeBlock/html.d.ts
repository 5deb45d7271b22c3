import type {} from '@theme/CodeBlock';

/**
 * The site's CodeBlock (index.tsx) also takes the block's coloured HTML, made at build time by plugins/shiki,
 * so code outside MDX (an example's source) imports it as `@theme/CodeBlock` like any theme component.
 */
declare module '@theme/CodeBlock' {
  interface Props {
    readonly html?: string;
  }
}
