import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleGraphGuard} from '../shared/patchGuard';
import {isPatchOff} from '../shared/patchesOff';

/**
 * Defers the filter inputs MRT imports but most tables never show and the
 * other parts only some tables show (dialogs, menus, chips...:
 * src/components/MrtFrame/deferred), so a table page downloads them only
 * when they first render. MRT's own imports of those MUI components are
 * redirected to the stand-ins; every other import of them is left alone.
 */
const DEFERRED_DIR = path.resolve(__dirname, '../../src/components/MrtFrame/deferred');
/** Every `<Component>.tsx` in DEFERRED_DIR stands in for MRT's import of that MUI component. */
const DEFERRED_COMPONENTS = fs
  .readdirSync(DEFERRED_DIR)
  .filter((file) => /^[A-Z]\w*\.tsx$/.test(file) && file !== 'PickerContext.tsx')
  .map((file) => file.replace(/\.tsx$/, ''));
const DEFERRED_REQUEST = new RegExp(`^@mui/(material|x-date-pickers)/(${DEFERRED_COMPONENTS.join('|')})$`);
/**
 * The stand-ins an example's (or a guide demo's) own imports get too: the ones that render nothing a visitor
 * can tell apart until they open (a tooltip, a closed dialog, menu or popover). Parts that show on the first
 * render (chips, sliders, pickers) stay real in examples, so nothing there appears late or moves.
 */
const EXAMPLE_DEFERRED = new Set([
  'Tooltip',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Menu',
  'Popover',
]);
const EXAMPLES_DIR = /[\\/]src[\\/]examples[\\/]/;
/** Server only: loads every stand-in's part before the build renders pages (deferred/serverWarmup.ts). */
const SERVER_WARMUP = path.resolve(DEFERRED_DIR, 'serverWarmup.ts');
const ALL_PARTS = path.resolve(DEFERRED_DIR, 'allParts.ts');
/** Stand-ins that are not `deferred()` parts (the Tooltip runs its own rules and loads on first open). */
const NOT_PARTS = new Set(['Tooltip']);
const listedParts = new Set(
  [...fs.readFileSync(ALL_PARTS, 'utf8').matchAll(/^import '\.\/(\w+)';$/gm)].map((m) => m[1]),
);
const unlisted = DEFERRED_COMPONENTS.filter((name) => !NOT_PARTS.has(name) && !listedParts.has(name));
if (unlisted.length > 0) {
  throw new Error(`[mrt-deferred] ${path.relative(process.cwd(), ALL_PARTS)} misses: ${unlisted.join(', ')}`);
}
const VIRTUALIZER_STAND_IN = path.resolve(__dirname, '../../src/components/MrtFrame/virtualizer/index.ts');

export default function mrtDeferredPlugin(): Plugin {
  return {
    name: 'mrt-deferred',
    getClientModules() {
      return [SERVER_WARMUP];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const serverFlag = new currentBundler.instance.DefinePlugin({__MRT_DEFERRED_SERVER__: JSON.stringify(isServer)});
      // measuring what the redirects save (scripts/bench-patches.mjs): the flag only, MRT's own imports
      if (isPatchOff('mrt-deferred')) return {plugins: [serverFlag]};
      const deferFilterInputs = new currentBundler.instance.NormalModuleReplacementPlugin(
        DEFERRED_REQUEST,
        (resource: {request: string; context: string}) => {
          const component = resource.request.split('/').pop()!;
          const fromMrt = /[\\/]material-react-table[\\/]/.test(resource.context);
          const fromExample = EXAMPLES_DIR.test(resource.context) && EXAMPLE_DEFERRED.has(component);
          if (!fromMrt && !fromExample) return;
          resource.request = path.resolve(DEFERRED_DIR, `${component}.tsx`);
        },
      );
      /** Points the import `request`, made by a module in a folder matching `from`, at `target`. */
      const redirect = (request: RegExp, from: RegExp, target: string) =>
        new currentBundler.instance.NormalModuleReplacementPlugin(
          request,
          (resource: {request: string; context: string}) => {
            if (from.test(resource.context)) resource.request = target;
          },
        );
      // MUI's Select imports Menu for its option list, which stays closed until clicked:
      // the deferred Menu keeps Menu, Popover and Modal off the page until then
      const deferSelectMenu = redirect(
        /^\.\.\/Menu\/Menu\.js$/,
        /[\\/]@mui[\\/]material[\\/]esm[\\/]Select$/,
        path.resolve(DEFERRED_DIR, 'Menu.tsx'),
      );
      // MUI's TextField and Select import the filled input beside the two variants MRT uses
      const deferFilledInput = redirect(
        /^\.\.\/FilledInput\/index\.js$/,
        /[\\/]@mui[\\/]material[\\/]esm[\\/](TextField|Select)$/,
        path.resolve(DEFERRED_DIR, 'FilledInput.tsx'),
      );
      // MRT imports the virtualizer into every table and calls it only for virtualized ones: in the browser
      // its import gets a stand-in that loads it when first called (src/components/MrtFrame/virtualizer)
      const deferVirtualizer = isServer
        ? []
        : [redirect(/^@tanstack\/react-virtual$/, /[\\/]material-react-table[\\/]/, VIRTUALIZER_STAND_IN)];
      // every stand-in must have been put in by a redirect: a redirect whose target moved fails the build
      const guard = moduleGraphGuard('mrt-deferred', {
        required: [
          ...DEFERRED_COMPONENTS.map((component) => path.resolve(DEFERRED_DIR, `${component}.tsx`)),
          ...(isServer ? [] : [VIRTUALIZER_STAND_IN]),
        ],
      });
      return {plugins: [serverFlag, deferFilterInputs, deferSelectMenu, deferFilledInput, ...deferVirtualizer, guard]};
    },
  };
}
