/**
 * Constants the bundler defines at build time (plugins/mrt-deferred; jest.config.js sets them for the tests).
 * `true` in the server bundle that prerenders pages, `false` in the browser's, where code behind it is dropped.
 */
declare const __MRT_DEFERRED_SERVER__: boolean;
