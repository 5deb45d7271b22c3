import React, {useState} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LaunchIcon from '@mui/icons-material/Launch';
import {containsPath} from '@site/src/navigation/model';
import {NavLink} from '../NavLink';
import type {NavNodeData} from './navNodes';

interface NavNodeProps {
  node: NavNodeData;
  depth: number;
  currentPath: string;
  isFiltering: boolean;
  onChoose: () => void;
  /** The href to render for a model href (cut docs versions link inside themselves). */
  linkHref: (href: string) => string;
}

/**
 * One navigation entry and its children: its link (highlighted when it is the
 * current page), and a toggle for its secondary entries, which start expanded
 * when they hold the current page and always show while filtering.
 */
export function NavNode({node, depth, currentPath, isFiltering, onChoose, linkHref}: NavNodeProps) {
  const {item, primary, secondary} = node;
  const hasSecondary = secondary.length > 0;
  const holdsCurrent = hasSecondary && secondary.some((child) => containsPath(child.item, currentPath));
  const [expandedByUser, setExpandedByUser] = useState<boolean | null>(null);
  const expanded = isFiltering || (expandedByUser ?? holdsCurrent);
  // a section sharing its page with its first entry leaves the highlight to that entry
  const selected =
    !item.external &&
    !item.href.includes('#') &&
    item.href === currentPath &&
    !primary.some((child) => child.item.href === item.href);
  const isSection = depth === 0 && primary.length > 0;

  const linkProps = item.external
    ? {component: 'a' as const, href: item.href, target: '_blank', rel: 'noopener noreferrer'}
    : {component: NavLink, href: linkHref(item.href)};

  return (
    <>
      <Box sx={{display: 'flex', alignItems: 'center'}}>
        <Box
          {...linkProps}
          aria-current={selected ? 'page' : undefined}
          className={selected ? 'mrt-nav-link mrt-nav-link--selected' : 'mrt-nav-link'}
          onClick={onChoose}
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            minHeight: 32,
            pl: 2 + depth * 1.5,
            pr: 1,
            py: 0.5,
            mx: 0.5,
            borderRadius: 1,
            color: 'text.primary',
            textDecoration: 'none',
            lineHeight: 1.4,
            fontWeight: isSection || selected ? 700 : 400,
            fontSize: isSection ? '0.95rem' : '0.875rem',
            '&:hover': {bgcolor: 'action.hover', color: 'text.primary', textDecoration: 'none'},
            '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2},
            '&.mrt-nav-link--selected': {color: 'primary.main', bgcolor: 'action.selected'},
          }}>
          <span>{item.label}</span>
          {item.external ? (
            <>
              <LaunchIcon fontSize="inherit" sx={{ml: 1, opacity: 0.7}} aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                (opens in a new tab)
              </Box>
            </>
          ) : null}
        </Box>
        {hasSecondary && !isFiltering ? (
          <IconButton
            size="small"
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.label}`}
            aria-expanded={expanded}
            onClick={() => setExpandedByUser(!expanded)}
            sx={{mr: 1}}>
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        ) : null}
      </Box>
      {primary.length > 0 ? (
        <Box>
          {primary.map((child) => (
            <NavNode
              key={child.item.href + child.item.label}
              node={child}
              depth={depth + 1}
              currentPath={currentPath}
              isFiltering={isFiltering}
              onChoose={onChoose}
              linkHref={linkHref}
            />
          ))}
        </Box>
      ) : null}
      {hasSecondary ? (
        <Box hidden={!expanded}>
          {secondary.map((child) => (
            <NavNode
              key={child.item.href + child.item.label}
              node={child}
              depth={depth + 1}
              currentPath={currentPath}
              isFiltering={isFiltering}
              onChoose={onChoose}
              linkHref={linkHref}
            />
          ))}
        </Box>
      ) : null}
      {item.divider && depth === 0 ? <Box component="hr" sx={{my: 1, mx: 0, border: 0, borderTop: 1, borderColor: 'divider'}} /> : null}
    </>
  );
}

// in px: sx reads a bare 1 as 100%, which made this box as tall as the drawer and lengthened its scroll
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
