import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'versioned_docs/',
      'tmp/',
      'test-results/',
      'playwright-report/',
      // the MCP server's derived data and bundle (mcp/start.cjs, mcp/data)
      'mcp/.data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node, ...globals.jest}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // browser tests run on Playwright Test: its test and expect are imported, never jest's globals
    files: ['tests/e2e/**', 'playwright.config.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['describe', 'it', 'test', 'expect', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'jest'].map(
          (name) => ({name, message: `import it from '@playwright/test' (browser tests run on Playwright Test)`}),
        ),
      ],
    },
  },
  {
    // serialised into an inline <script>: plain ES5 on purpose
    files: ['src/layout/themeStorage.ts'],
    rules: {'no-var': 'off'},
  },
);
