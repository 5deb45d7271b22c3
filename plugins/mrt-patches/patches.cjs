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
  {
    name: 'sorting restored only when it differs',
    // useMRT_Effects restores the sorting saved before a ranked global search whenever the global filter
    // changes, including on mount, when the filter is empty and the saved sorting is the current one.
    // Setting the same array still gives the table a new state object, so every table re-rendered in full
    // right after hydration. Restored only when it differs, the table ends in the same state.
    find: `        else {
            table.setSorting(() => appliedSort.current || []);
        }`,
    replace: `        else if (table.getState().sorting !== appliedSort.current) {
            table.setSorting(() => appliedSort.current || []);
        }`,
  },
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
