import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Live examples: `import example from '@site/src/examples/<slug>/Example.tsx?example'`
 * gives the running component together with its TypeScript source, the
 * generated JavaScript and a lazy module map for the sandbox (loader.cjs).
 * `enforce: 'pre'` runs the loader on the original TypeScript; Docusaurus'
 * own TS/JS loader then compiles the module it emits.
 */
export default function examplesPlugin(): Plugin {
  return {
    name: 'examples',
    configureWebpack(_config, isServer) {
      return {
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              resourceQuery: /example/,
              enforce: 'pre',
              use: [{loader: path.resolve(__dirname, 'loader.cjs'), options: {server: isServer}}],
            },
            {
              // the stand-in API's sources, for exported demo projects (kit.cjs)
              test: /\.ts$/,
              resourceQuery: /export-kit/,
              enforce: 'pre',
              use: [{loader: path.resolve(__dirname, 'kit.cjs')}],
            },
          ],
        },
      };
    },
  };
}
