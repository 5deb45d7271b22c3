declare module '*?example' {
  const example: import('./types').LoadedExample;
  export default example;
}

/** `src/demo-api/install.ts?export-kit`: the stand-in API's files for exported projects (plugins/examples/kit.cjs). */
declare module '*?export-kit' {
  const kit: Record<'ts' | 'js', Array<{name: string; code: string}>>;
  export default kit;
}
