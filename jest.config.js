/** @type {import('jest').Config} */
const shared = {
  transform: {'\\.[jt]sx?$': 'babel-jest'},
  // build-time constants the bundler defines (plugins/mrt-deferred): jsdom is the browser, not the server
  globals: {__MRT_DEFERRED_SERVER__: false},
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/tests/unit/__mocks__/style.js',
    // the search worker's spawner uses import.meta, which jest (CommonJS) cannot parse
    'worker/spawn$': '<rootDir>/tests/unit/__mocks__/searchWorker.ts',
  },
};

module.exports = {
  // a global option: jest ignores testTimeout inside a project's entry. Full MUI/MRT mounts take seconds on a
  // busy machine
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/tests/summary-reporter.js'],
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        // one minimal stand-in per Docusaurus client module the components import
        ...Object.fromEntries(
          [
            'router',
            'Link',
            'Head',
            'useBrokenLinks',
            'useBaseUrl',
            'useDocusaurusContext',
            'useGlobalData',
            'useIsBrowser',
          ].map((name) => [`^@docusaurus/${name}$`, `<rootDir>/tests/unit/__mocks__/docusaurus/${name}`]),
        ),
      },
      // ESM-only or untranspiled packages get compiled by babel as well
      transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|@mui|material-react-table)/)'],
    },
    {
      // tests/claims: one file per docs page, one test per sentence about what MRT does (jsdom)
      ...shared,
      displayName: 'claims',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/claims/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/claims/setup.ts'],
      // MUI and MRT are loaded through their CommonJS builds as they are: compiling them again with babel cost
      // a third of the suite's CPU time (cold cache) for no difference in behaviour
      transformIgnorePatterns: ['/node_modules/(?!(@docusaurus)/)'],
    },
  ],
};
