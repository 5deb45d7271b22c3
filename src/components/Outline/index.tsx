import React, {useEffect, useState} from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {BREAKPOINTS, OUTLINE, APP_BAR_HEIGHT, down, up} from '@site/src/layout/constants';
import {activeHeadingId, headingText, outlineHeadings, type OutlineHeading} from '@site/src/layout/outline';
import './styles.css';
import {ChromeClassNames} from '@site/src/layout/classNames';

function HeadingList({
  headings,
  indent,
  activeId,
}: {
  headings: OutlineHeading[];
  indent: boolean;
  activeId?: string | null;
}) {
  const minLevel = Math.min(...headings.map((h) => h.level));
  return (
    <Box component="ul" sx={{listStyle: 'none', m: 0, p: 0}}>
      {headings.map((heading) => (
        <Box
          component="li"
          key={heading.id}
          data-level={heading.level}
          sx={{pl: indent ? (heading.level - minLevel) * 1.5 : 0, py: 0.25, fontSize: '0.875rem'}}>
          <a
            href={`#${heading.id}`}
            className="mrt-outline__link"
            aria-current={heading.id === activeId ? 'location' : undefined}>
            {headingText(heading.value)}
          </a>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The id of the heading being read while the side outline shows (≥1800 px): the last listed heading whose
 * top has passed the line just under the top bar. Nothing is marked on the server or below 1800 px.
 */
function useActiveHeading(headings: OutlineHeading[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const ids = headings.map((h) => h.id).join('\n');
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.xl}px)`);
    const list = ids.split('\n');
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!wide.matches) return setActive(null);
      const tops = list.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      setActive(activeHeadingId(list, tops, APP_BAR_HEIGHT + 24));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);
  return active;
}

/**
 * On-this-page outline. Both variants are rendered and CSS picks one,
 * so the server HTML is right at every width: beside the content from 1800px
 * (h2–h5, fixed 60px from the top and 2rem from the right, max 250px, the
 * section being read marked), above the content below that (h3 only, without
 * Demo and Source Code), as a closed "On this page" disclosure placed under the
 * page's h1 (`OutlineAfterTitle` and the doc layout put it there).
 */
export function Outline({toc}: {toc: readonly OutlineHeading[]}) {
  const wide = outlineHeadings([...toc], true);
  const narrow = outlineHeadings([...toc], false);
  const activeId = useActiveHeading(wide);
  if (wide.length === 0 && narrow.length === 0) return null;
  return (
    <>
      {wide.length > 0 ? (
        <Box
          component="nav"
          aria-label="On this page"
          className={`${ChromeClassNames.outline} mrt-outline-wide`}
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
          <HeadingList headings={wide} indent activeId={activeId} />
        </Box>
      ) : null}
      {narrow.length > 0 ? (
        <Box
          component="nav"
          aria-label="On this page"
          className={`${ChromeClassNames.outline} mrt-outline-narrow`}
          sx={{
            display: 'none',
            [down(BREAKPOINTS.xl)]: {display: 'block'},
            mb: 3,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}>
          <details className="mrt-outline__details">
            <summary className="mrt-outline__summary">On this page</summary>
            <Box sx={{px: 2, pb: 1.5}}>
              <HeadingList headings={narrow} indent={false} />
            </Box>
          </details>
        </Box>
      ) : null}
    </>
  );
}
