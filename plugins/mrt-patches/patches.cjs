/**
 * Webpack loader for material-react-table/dist/index.esm.js: exact text replacements, each applied once.
 * Kept as data so a unit test can check each patch against the installed MRT (tests/unit/plugins).
 */
const PATCHES = [
  {
    name: 'toolbar height measured only when it is used',
    // MRT_TableContainer measures the toolbars in a layout effect after every render and stores the sum in
    // state. The sum only feeds the container's maxHeight in full-screen mode or with enableStickyHeader;
    // otherwise the stored value is never read. On the first render the state is 0, so the effect's update
    // re-rendered the whole table synchronously right after hydration (on a phone, a few hundred
    // milliseconds per table). Measured only when the value is read, the table renders the same.
    find: `        setTotalToolbarHeight(topToolbarHeight + bottomToolbarHeight);
    });`,
    replace: `        if (isFullScreen || enableStickyHeader)
            setTotalToolbarHeight(topToolbarHeight + bottomToolbarHeight);
    });`,
  },
  // Not patched, though it costs as much: on mount, useMRT_Effects restores the sorting saved before a ranked
  // global search (the array the table already holds), which re-renders every table once more. Column
  // virtualization depends on that render: patched away, the Column Virtualization example showed rows without
  // cells after hydration (its browser test caught it); why the column virtualizer's own update after measuring
  // its container does not bring them is not found yet.
];

const {replaceOnce} = require('../shared/replaceOnce.cjs');

function applyPatches(source) {
  return PATCHES.reduce(
    (out, {name, find, replace}) => replaceOnce(out, find, replace, `mrt-patches: "${name}" in material-react-table's index.esm.js`),
    source,
  );
}

module.exports = function mrtPatchesLoader(source) {
  return applyPatches(source);
};
module.exports.PATCHES = PATCHES;
module.exports.applyPatches = applyPatches;
