/** Public addresses of the library's own places (one source for nav, top bar and footer). */
export const links = {
  libraryRepo: 'https://github.com/KevinVandy/material-react-table',
  discord: 'https://discord.gg/5wqyRx6fnm',
  npm: 'https://www.npmjs.com/package/material-react-table',
  storybook: 'https://www.material-react-table.dev',
  mantineSite: 'https://www.mantine-react-table.com',
} as const;
