import {tableColors as styledTable} from '../../src/examples/guides/customize-components/styled-table/colors';
import {tableColors as themingColours} from '../../src/examples/guides/theming/mrt-colours/colors';
import {REQUIRED_TABLE_COLORS, mrtSchemeColorsWith, type SchemeColor} from '../../src/theme-mui/mrtSchemeColors';

/**
 * Every colour the build maps from the dark scheme to the light one: the site theme's and MRT's own
 * (src/theme-mui/mrtSchemeColors.ts), then those of the examples whose `mrtTheme` is a function of the scheme.
 * Each example keeps its colours in its own folder, as its exported project does; this list only names them.
 */
export const mrtSchemeColors: SchemeColor[] = mrtSchemeColorsWith([
  {
    name: 'Styled table',
    mrtTheme: styledTable,
    required: ['baseBackgroundColor', 'pinnedCellBackground', 'rowHoverBackground', 'cellNavigationOutlineColor'],
    // its selected rows' hover is alpha(selected, 0.3): the same dark literal as the selected colour itself,
    // but a different light one (0.3 against 0.22); rows are selected only after hydration
    skip: ['selectedRowHoverBackground'],
    own: [{name: 'stripe', dark: styledTable.dark.stripe, light: styledTable.light.stripe}],
  },
  {
    // the Theming guide's table: every mrtTheme colour given (menus, the match highlight and the dragging
    // border only show after a click, so not in the served HTML)
    name: 'Theming colours',
    mrtTheme: themingColours,
    required: REQUIRED_TABLE_COLORS,
    skip: ['menuBackgroundColor'],
    own: [
      {
        name: 'pinned row',
        dark: themingColours.dark.pinnedRowBackgroundColor,
        light: themingColours.light.pinnedRowBackgroundColor,
      },
    ],
  },
]);
