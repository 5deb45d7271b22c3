import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Live examples: `import example from '@site/src/examples/<slug>/Example.tsx?example'`
 * gives the running component together with its TypeScript source, the
 * generated JavaScript and a lazy module map for the sandbox (loader.cjs).
 * `enforce: 'pre'` runs the loader on the original TypeScript; Docusaurus'
 * own TS/JS loader then compiles the module it emits.
 *
 * It also defers the filter inputs MRT imports but most tables never show
 * and the other parts only some tables show (dialogs, chips, skeletons...:
 * src/components/MrtFrame/deferred), so a table page downloads them only
 * when they first render.
 */
const DEFERRED_DIR = path.resolve(__dirname, '../../src/components/MrtFrame/deferred');
/** Every `<Component>.tsx` in DEFERRED_DIR stands in for MRT's import of that MUI component. */
const DEFERRED_COMPONENTS = fs
  .readdirSync(DEFERRED_DIR)
  .filter((file) => /^[A-Z]\w*\.tsx$/.test(file) && file !== 'PickerContext.tsx')
  .map((file) => file.replace(/\.tsx$/, ''));
const DEFERRED_REQUEST = new RegExp(`^@mui/(material|x-date-pickers)/(${DEFERRED_COMPONENTS.join('|')})$`);

export default function examplesPlugin(): Plugin {
  return {
    name: 'examples',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const deferFilterInputs = new currentBundler.instance.NormalModuleReplacementPlugin(
        DEFERRED_REQUEST,
        (resource: {request: string; context: string}) => {
          if (!/[\\/]material-react-table[\\/]/.test(resource.context)) return;
          resource.request = path.resolve(DEFERRED_DIR, `${resource.request.split('/').pop()}.tsx`);
        },
      );
      // MUI's Select imports Menu for its option list, which stays closed until clicked:
      // the deferred Menu keeps Menu, Popover and Modal off the page until then
      const deferSelectMenu = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^\.\.\/Menu\/Menu\.js$/,
        (resource: {request: string; context: string}) => {
          if (!/[\\/]@mui[\\/]material[\\/]esm[\\/]Select$/.test(resource.context)) return;
          resource.request = path.resolve(DEFERRED_DIR, 'Menu.tsx');
        },
      );
      return {
        plugins: [deferFilterInputs, deferSelectMenu],
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              resourceQuery: /example/,
              enforce: 'pre',
              use: [{loader: path.resolve(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
