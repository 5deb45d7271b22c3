import React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {BREAKPOINTS, OUTLINE, APP_BAR_HEIGHT, down, up} from '@site/src/layout/constants';
import {headingText, outlineHeadings, type OutlineHeading} from '@site/src/layout/outline';

function HeadingList({headings, indent}: {headings: OutlineHeading[]; indent: boolean}) {
  const minLevel = Math.min(...headings.map((h) => h.level));
  return (
    <Box component="ul" sx={{listStyle: 'none', m: 0, p: 0}}>
      {headings.map((heading) => (
        <Box
          component="li"
          key={heading.id}
          data-level={heading.level}
          sx={{pl: indent ? (heading.level - minLevel) * 1.5 : 0, py: 0.25, fontSize: '0.875rem'}}>
          <a href={`#${heading.id}`}>{headingText(heading.value)}</a>
        </Box>
      ))}
    </Box>
  );
}

/**
 * On-this-page outline. Both variants are rendered and CSS picks one,
 * so the server HTML is right at every width: beside the content from 1800px
 * (h2–h5, fixed 60px from the top and 2rem from the right, max 250px), above
 * the content below that (h3 only, without Demo and Source Code).
 */
export function Outline({toc}: {toc: readonly OutlineHeading[]}) {
  const wide = outlineHeadings([...toc], true);
  const narrow = outlineHeadings([...toc], false);
  if (wide.length === 0 && narrow.length === 0) return null;
  return (
    <>
      {wide.length > 0 ? (
        <Box
          component="nav"
          aria-label="On this page"
          className="mrt-outline mrt-outline-wide"
          sx={{
            display: 'none',
            [up(BREAKPOINTS.xl)]: {
              display: 'block',
              position: 'fixed',
              top: `${OUTLINE.top}px`,
              right: OUTLINE.right,
              maxWidth: `${OUTLINE.maxWidth}px`,
              width: `${OUTLINE.maxWidth}px`,
              maxHeight: `calc(100vh - ${OUTLINE.top + 24}px)`,
              overflowY: 'auto',
              pt: `${Math.max(APP_BAR_HEIGHT - OUTLINE.top, 0) + 16}px`,
            },
          }}>
          <Typography component="p" sx={{fontWeight: 700, mb: 1}}>
            On this page
          </Typography>
          <HeadingList headings={wide} indent />
        </Box>
      ) : null}
      {narrow.length > 0 ? (
        <Box
          component="nav"
          aria-label="On this page"
          className="mrt-outline mrt-outline-narrow"
          sx={{
            display: 'none',
            [down(BREAKPOINTS.xl)]: {display: 'block'},
            mb: 3,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}>
          <Typography component="p" sx={{fontWeight: 700, mb: 1}}>
            On this page
          </Typography>
          <HeadingList headings={narrow} indent={false} />
        </Box>
      ) : null}
    </>
  );
}
