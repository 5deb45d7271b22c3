/**
 * A menu and the parts MRT renders only inside menus (its action items and their icons): one chunk, loaded
 * when a menu first opens.
 */
export {default as Menu} from '@mui/material/Menu';
export {default as MenuItem} from '@mui/material/MenuItem';
export {default as ListItemIcon} from '@mui/material/ListItemIcon';
