import type {Plugin} from '@docusaurus/types';
import {applyStoredTheme} from '../../src/layout/themeStorage';

/**
 * Injects the theme script at the top of <head>: it runs before first paint,
 * maps localStorage `isLightTheme` to `<html data-theme>` and mirrors the
 * choice into Docusaurus' own key (whose script runs later in <body>), so
 * neither the page nor MUI ever flashes the wrong theme.
 */
export default function themeHeadPlugin(): Plugin {
  return {
    name: 'theme-head',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: `(${applyStoredTheme.toString()})(window);`},
          {tagName: 'meta', attributes: {name: 'color-scheme', content: 'dark light'}},
        ],
      };
    },
  };
}
