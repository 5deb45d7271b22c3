import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** A bundler plugin as the configuration takes it (typed through Docusaurus, which declares webpack). */
type BundlerConfig = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;
type BundlerPlugin = NonNullable<BundlerConfig['plugins']>[number];

/**
 * `BUNDLE_REPORT=1 npm run build` also writes build/bundle-report.json:
 * every client chunk's modules with parsed and gzip sizes, for
 * finding what a page's JavaScript budget is spent on. Off by default.
 * It uses webpack-bundle-analyzer, loaded only when the report is asked for.
 */
export default function bundleReportPlugin(): Plugin {
  return {
    name: 'bundle-report',
    configureWebpack(_config, isServer) {
      if (!process.env.BUNDLE_REPORT || isServer) return {};
      const {BundleAnalyzerPlugin} = require('webpack-bundle-analyzer') as {
        BundleAnalyzerPlugin: new (options: Record<string, unknown>) => BundlerPlugin;
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
