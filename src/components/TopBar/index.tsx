import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import GitHubIcon from '@mui/icons-material/GitHub';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SearchBar from '@theme/SearchBar';
import {useAppState} from '@site/src/layout/AppStateContext';
import {APP_BAR_HEIGHT, BREAKPOINTS, down, up} from '@site/src/layout/constants';
import {links} from '@site/src/site/links';
import {DiscordIcon} from '../icons/DiscordIcon';
import {ThemeToggle} from '../ThemeToggle';
import {VersionSelect} from '../VersionSelect';

/** Whether the permanent drawer is currently showing (matches Shell's CSS). */
function navIsVisible(navOpen: boolean | null, isSandboxOpen: boolean): boolean {
  if (navOpen !== null) return navOpen;
  return window.matchMedia(`(min-width:${BREAKPOINTS.lg}px)`).matches && !isSandboxOpen;
}

/** The top bar, fixed at the top of every page: nav toggle, logo and name, search, version, theme, GitHub and Discord links. */
export function TopBar() {
  const {navOpen, setNavOpen, isSandboxOpen} = useAppState();
  const logo = useBaseUrl('/img/logo.svg');
  const toggleNav = () => setNavOpen(!navIsVisible(navOpen, isSandboxOpen));
  const open = navOpen === true;

  return (
    <Box
      component="header"
      className="mrt-top-bar"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: APP_BAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: 'none',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}>
      <Box sx={{display: 'flex', alignItems: 'center', width: '100%', px: {xs: 1, sm: 2}, gap: {xs: 0.5, sm: 1}}}>
        <IconButton
          aria-label={open ? 'Close navigation' : 'Open navigation'}
          aria-expanded={open}
          onClick={toggleNav}
          className="mrt-nav-toggle"
          sx={{[up(BREAKPOINTS.lg)]: {display: 'none'}}}>
          {open ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Box
          component={Link}
          to="/"
          aria-label="Material React Table V3 home"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            '&:hover': {color: 'inherit', textDecoration: 'none'},
          }}>
          <Box component="img" src={logo} alt="" width={36} height={36} sx={{display: 'block'}} />
          <Typography
            component="span"
            className="mrt-product-name"
            sx={{fontWeight: 700, fontSize: '1.1rem', whiteSpace: 'nowrap', [down(BREAKPOINTS.sm)]: {display: 'none'}}}>
            Material React Table V3
          </Typography>
        </Box>
        <VersionSelect />
        <Box sx={{flex: 1}} />
        <SearchBar />
        <IconButton
          component="a"
          href={links.libraryRepo}
          target="_blank"
          rel="noopener noreferrer"
          title="GitHub"
          aria-label="GitHub repository (opens in a new tab)">
          <GitHubIcon />
        </IconButton>
        <IconButton
          component="a"
          href={links.discord}
          target="_blank"
          rel="noopener noreferrer"
          title="Discord"
          aria-label="Discord community (opens in a new tab)">
          <DiscordIcon />
        </IconButton>
        <ThemeToggle />
      </Box>
    </Box>
  );
}
