// The table's colours for each colour scheme of the page. MRT derives further shades from these
// with MUI's colour helpers, so they are plain colour values (hex or rgb()), not CSS variables.
export const tableColors = {
  dark: {
    baseBackgroundColor: '#102a3a',
    stripe: '#173a4e',
    selectedRowBackgroundColor: 'rgba(45, 212, 191, 0.3)',
    cellNavigationOutlineColor: '#2dd4bf',
  },
  light: {
    baseBackgroundColor: '#f7fbff',
    stripe: '#e3eef8',
    selectedRowBackgroundColor: 'rgba(13, 148, 136, 0.22)',
    cellNavigationOutlineColor: '#0f766e',
  },
} as const;
