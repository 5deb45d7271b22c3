import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

/**
 * `BUNDLE_REPORT=1 npm run build` also writes build/bundle-report.json (and
 * .html): every client chunk's modules with parsed and gzip sizes, for
 * finding what a page's JavaScript budget is spent on. Off by default.
 */
export default function bundleReportPlugin(): Plugin {
  return {
    name: 'bundle-report',
    configureWebpack(_config, isServer) {
      if (!process.env.BUNDLE_REPORT || isServer) return {};
      const {BundleAnalyzerPlugin} = require('webpack-bundle-analyzer') as {
        BundleAnalyzerPlugin: new (options: Record<string, unknown>) => WebpackPluginInstance;
      };
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            analyzerMode: 'json',
            reportFilename: path.resolve(__dirname, '../../build/bundle-report.json'),
            openAnalyzer: false,
            logLevel: 'warn',
          }),
        ],
      };
    },
  };
}
