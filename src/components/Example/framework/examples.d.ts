declare module '*?example' {
  const example: import('./types').LoadedExample;
  export default example;
}
