/** @type {import('jest').Config} */
const shared = {
  transform: {'\\.[jt]sx?$': 'babel-jest'},
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/tests/unit/__mocks__/style.js',
  },
};

module.exports = {
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
        '^@docusaurus/(router|Link|useBrokenLinks|useBaseUrl|useDocusaurusContext|Head|useGlobalData)$':
          '<rootDir>/tests/unit/__mocks__/docusaurus.tsx',
      },
      transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|@mui|material-react-table)/)'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
      testTimeout: 120000,
    },
  ],
};
