import type {MRT_Theme} from 'material-react-table';

// every colour MRT computes itself, for each colour scheme of the page; MRT lightens, darkens and fades
// the base and the selected-row colours, so those are plain colour values, not CSS variables
export const tableColors: Record<'light' | 'dark', MRT_Theme> = {
  light: {
    baseBackgroundColor: '#fcfaf6',
    menuBackgroundColor: '#f1ebdf',
    selectedRowBackgroundColor: 'rgba(79, 70, 229, 0.16)',
    pinnedRowBackgroundColor: 'rgba(217, 119, 6, 0.14)',
    matchHighlightColor: '#fde68a',
    draggingBorderColor: '#4f46e5',
    cellNavigationOutlineColor: '#4f46e5',
  },
  dark: {
    baseBackgroundColor: '#1b1a26',
    menuBackgroundColor: '#2a2940',
    selectedRowBackgroundColor: 'rgba(129, 140, 248, 0.26)',
    pinnedRowBackgroundColor: 'rgba(251, 191, 36, 0.14)',
    matchHighlightColor: '#8a5a00',
    draggingBorderColor: '#a5b4fc',
    cellNavigationOutlineColor: '#a5b4fc',
  },
};
