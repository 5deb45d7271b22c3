import React, {useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LaunchIcon from '@mui/icons-material/Launch';
import SearchIcon from '@mui/icons-material/Search';
import {navigation} from '@site/src/navigation/navigation';
import type {FilteredNavItem} from '@site/src/navigation/filter';
import {containsPath, normalizePath} from '@site/src/navigation/model';
import type {NavItem} from '@site/src/navigation/types';
import {trackEvent} from '@site/src/lib/analytics';
import {useVersionedPaths} from '@site/src/hooks/useVersionedPaths';
import {NavLink} from '../NavLink';
import {filterModule, loadFilter} from './filterLoader';

/** A node to render: the entry and its (possibly filtered) children. */
interface Node {
  item: NavItem;
  primary: Node[];
  secondary: Node[];
}

const toNode = (item: NavItem): Node => ({
  item,
  primary: (item.items ?? []).map(toNode),
  secondary: (item.secondaryItems ?? []).map(toNode),
});

const fromFiltered = (entry: FilteredNavItem): Node => {
  const primaryItems = new Set(entry.item.items ?? []);
  const children = entry.children.map(fromFiltered);
  return {
    item: entry.item,
    primary: children.filter((child) => primaryItems.has(child.item)),
    secondary: children.filter((child) => !primaryItems.has(child.item)),
  };
};

interface NavListProps {
  /** Called after the visitor chooses a link (the drawer may close). */
  onNavigate?: () => void;
  /** Unique prefix for element ids (two lists can exist at once). */
  idPrefix: string;
}

const MAX_FILTER_EVENT_LENGTH = 64;

export function NavList({onNavigate, idPrefix}: NavListProps) {
  const {pathname} = useLocation();
  const history = useHistory();
  const {unversioned, hrefFor} = useVersionedPaths();
  // on a cut docs version the model's entry for the same page is current, and
  // doc links stay inside that version where it has the page
  const currentPath = unversioned(normalizePath(pathname));
  const linkHref = (href: string) => hrefFor(href, pathname);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  const [filterReady, setFilterReady] = useState(() => filterModule() !== null);
  useEffect(() => {
    if (query === '' || filterReady) return undefined;
    let active = true;
    void loadFilter().then(() => {
      if (active) setFilterReady(true);
    });
    return () => {
      active = false;
    };
  }, [query, filterReady]);
  const filtered = useMemo(
    () => (filterReady ? (filterModule()?.filterNavigation(navigation, query) ?? null) : null),
    [query, filterReady],
  );
  const nodes = useMemo(
    () => (filtered ? filtered.map(fromFiltered) : navigation.map(toNode)),
    [filtered],
  );
  const isFiltering = filtered !== null;

  // page-filter analytics: once the visitor pauses typing
  useEffect(() => {
    if (!isFiltering) return undefined;
    const timer = setTimeout(() => {
      trackEvent('page-filter', {query: query.slice(0, MAX_FILTER_EVENT_LENGTH)});
    }, 1000);
    return () => clearTimeout(timer);
  }, [query, isFiltering]);

  // keep the current entry in view inside the drawer's own scroll box
  useEffect(() => {
    const scroller = listRef.current?.closest<HTMLElement>('[data-nav-scroll]');
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current) return;
    const top = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (top < 0 || top > scroller.clientHeight - current.offsetHeight) {
      scroller.scrollTop += top - scroller.clientHeight / 2;
    }
  }, [currentPath]);

  const chosen = () => {
    setQuery('');
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && query) {
      event.preventDefault();
      const open = (module: NonNullable<ReturnType<typeof filterModule>>) => {
        const best = module.bestFilteredLink(module.filterNavigation(navigation, query) ?? []);
        if (!best) return;
        chosen();
        if (best.external) window.open(best.href, '_blank', 'noopener');
        else history.push(linkHref(best.href));
      };
      // Enter may come before the ranking module has arrived: then wait for it and rank the same query
      const module = filterModule();
      if (module) open(module);
      else void loadFilter().then(open);
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <Box ref={listRef}>
      <Box sx={{p: 1.5, pb: 1}}>
        <Box
          component="label"
          htmlFor={`${idPrefix}-filter`}
          sx={{display: 'block', fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary', mb: 0.5}}>
          Find Page
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            height: 40,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-within': {borderColor: 'primary.main', boxShadow: (t) => `inset 0 0 0 1px ${t.vars.palette.primary.main}`},
          }}>
          <SearchIcon fontSize="small" sx={{color: 'text.secondary'}} aria-hidden />
          <Box
            component="input"
            id={`${idPrefix}-filter`}
            type="text"
            value={query}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => void loadFilter()}
            autoComplete="off"
            spellCheck={false}
            aria-controls={`${idPrefix}-list`}
            placeholder="Name or keyword"
            sx={{
              flex: 1,
              minWidth: 0,
              border: 0,
              outline: 0,
              bgcolor: 'transparent',
              color: 'text.primary',
              font: 'inherit',
              fontSize: '0.9rem',
              '&::placeholder': {color: 'text.secondary', opacity: 1},
            }}
          />
          {query ? (
            <IconButton size="small" aria-label="Clear filter" onClick={() => setQuery('')}>
              <ClearIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      </Box>
      {isFiltering && nodes.length === 0 ? (
        <Typography role="status" sx={{px: 2, py: 1, overflowWrap: 'anywhere'}}>
          No results found for &quot;{query}&quot;
        </Typography>
      ) : (
        <Box id={`${idPrefix}-list`}>
          {nodes.map((node) => (
            <NavNode
              key={node.item.href + node.item.label}
              node={node}
              depth={0}
              currentPath={currentPath}
              isFiltering={isFiltering}
              onChoose={chosen}
              linkHref={linkHref}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface NavNodeProps {
  node: Node;
  depth: number;
  currentPath: string;
  isFiltering: boolean;
  onChoose: () => void;
  /** The href to render for a model href (cut docs versions link inside themselves). */
  linkHref: (href: string) => string;
}

function NavNode({node, depth, currentPath, isFiltering, onChoose, linkHref}: NavNodeProps) {
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
