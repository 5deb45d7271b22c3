import {menuPart} from './menuParts';

/** The icon of an MRT menu item, delivered with the menu. */
export default menuPart((parts) => parts.ListItemIcon, 'menu item icon');
