import {deferred} from './deferred';
import {loadMenuParts} from './menuParts';

/**
 * Menus: MRT's column, row and show/hide menus, and the option list of every
 * MUI Select (plugins/mrt-deferred also points Select's own import here). A
 * closed menu renders nothing, so the menu code (with Popover and Modal,
 * ~14 KB gzip, and the menu items MRT renders in it) loads when a menu first opens.
 */
export default deferred(() => loadMenuParts().then((parts) => ({default: parts.Menu})), 'menu', {
  quiet: true,
  untilOpen: true,
  common: true,
});
