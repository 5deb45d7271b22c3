import {menuPart} from './menuParts';

/** MRT's menu items (column, row, cell and show/hide menus, filter options), delivered with the menu. */
export default menuPart((parts) => parts.MenuItem, 'menu item');
