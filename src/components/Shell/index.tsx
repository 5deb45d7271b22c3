import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';
import Box from '@mui/material/Box';
import {useAppState} from '@site/src/layout/AppStateContext';
import {APP_BAR_HEIGHT, BREAKPOINTS, CONTENT_MAX_WIDTH, DRAWER_WIDTH, OUTLINE, up} from '@site/src/layout/constants';
import {AdSlot} from '../AdSlot';
import {Breadcrumbs} from '../Breadcrumbs';
import {NavDrawer} from '../NavDrawer';
import {SiteFooter} from '../SiteFooter';
import {TopBar} from '../TopBar';
import {ChromeClassNames} from '@site/src/layout/classNames';

const NAV = '.mrt-permanent-nav';
const MAIN = '.mrt-main';
const shown = {visibility: 'visible', transform: 'none'} as const;

/**
 * The page shell: top bar, navigation drawer (temporary below 900 px, permanent
 * above, open by default from 1500 px unless the sandbox is open), content
 * (at most 1200 px wide, full width with the sandbox) and footer. Layout decisions that depend on the viewport are
 * CSS media queries over two data attributes (`data-nav`: auto | open |
 * closed, `data-sandbox`), so the server-rendered HTML is already laid out
 * for every width and hydration never moves anything.
 */
export function Shell({children, noFooter}: {children: ReactNode; noFooter?: boolean}) {
  const {navOpen, isSandboxOpen} = useAppState();
  const {pathname} = useLocation();
  const isHome = pathname === '/';
  const navState = navOpen === null ? 'auto' : navOpen ? 'open' : 'closed';

  return (
    <Box
      className="mrt-shell"
      data-nav={navState}
      data-sandbox={String(isSandboxOpen)}
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
        [NAV]: {
          display: 'none',
          visibility: 'hidden',
          transform: `translateX(-${DRAWER_WIDTH}px)`,
          transition: 'transform 200ms ease, visibility 200ms',
        },
        [MAIN]: {transition: 'margin-left 200ms ease'},
        [`& .${ChromeClassNames.content}`]: {maxWidth: `${CONTENT_MAX_WIDTH}px`},
        [`&[data-sandbox="true"] .${ChromeClassNames.content}`]: {maxWidth: '100%'},
        [up(BREAKPOINTS.md)]: {
          [NAV]: {display: 'block'},
          [`&[data-nav="open"] ${NAV}`]: shown,
          [`&[data-nav="open"] ${MAIN}`]: {ml: `${DRAWER_WIDTH}px`},
        },
        [up(BREAKPOINTS.lg)]: {
          [`&[data-nav="auto"][data-sandbox="false"] ${NAV}`]: shown,
          [`&[data-nav="auto"][data-sandbox="false"] ${MAIN}`]: {ml: `${DRAWER_WIDTH}px`},
        },
        [up(BREAKPOINTS.xl)]: {
          // room for the outline and ad column beside the content
          [`&[data-sandbox="false"] ${MAIN}`]: {
            pr: `calc(${OUTLINE.maxWidth}px + ${OUTLINE.right} + 16px)`,
          },
        },
      }}>
      <TopBar />
      <NavDrawer />
      <Box
        component="main"
        id={SkipToContentFallbackId}
        // Docusaurus' own name for this wrapper; also puts ThemeClassNames in the main
        // bundle once, instead of a copy in each page chunk that uses it
        className={`mrt-main ${ThemeClassNames.layout.main.container}`}
        sx={{pt: `${APP_BAR_HEIGHT}px`, minHeight: '100vh', display: 'flex', flexDirection: 'column'}}>
        <Box
          className={ChromeClassNames.content}
          sx={{
            width: '100%',
            mx: 'auto',
            px: {xs: 2, sm: 3, md: 4},
            pt: isHome ? 0 : 2,
            pb: 6,
            flex: 1,
          }}>
          {isHome ? (
            children
          ) : (
            <Box component="article">
              <Breadcrumbs pathname={pathname} />
              <AdSlot />
              {children}
            </Box>
          )}
        </Box>
        {noFooter ? null : <SiteFooter />}
      </Box>
    </Box>
  );
}
