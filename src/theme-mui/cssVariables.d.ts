import '@mui/material/styles';

// The site's theme uses CSS variables: enable their ThemeProvider props and `theme.vars` types.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
