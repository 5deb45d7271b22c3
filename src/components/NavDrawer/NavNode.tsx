import React, {useState} from 'react';
import IconButton from '@mui/material/IconButton';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LaunchIcon from '@mui/icons-material/Launch';
import {containsPath} from '@site/src/navigation/model';
import {NavLink} from '../NavLink';
import type {NavNodeData} from './navNodes';
import styles from './styles.module.css';

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

  const className = [
    styles.link,
    isSection ? styles.section : '',
    'mrt-nav-link',
    selected ? 'mrt-nav-link--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // each level of depth indents 12 px more
  const indent = {paddingLeft: 16 + depth * 12};
  const content = (
    <>
      <span>{item.label}</span>
      {item.external ? (
        <>
          <LaunchIcon fontSize="inherit" className={styles.externalIcon} aria-hidden />
          <span className={styles.visuallyHidden}>(opens in a new tab)</span>
        </>
      ) : null}
    </>
  );

  return (
    <>
      <div className={styles.row}>
        {item.external ? (
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className={className}
            style={indent}
            onClick={onChoose}>
            {content}
          </a>
        ) : (
          <NavLink
            href={linkHref(item.href)}
            aria-current={selected ? 'page' : undefined}
            className={className}
            style={indent}
            onClick={onChoose}>
            {content}
          </NavLink>
        )}
        {hasSecondary && !isFiltering ? (
          <IconButton
            size="small"
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.label}`}
            aria-expanded={expanded}
            onClick={() => setExpandedByUser(!expanded)}
            className={styles.toggle}>
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        ) : null}
      </div>
      {primary.length > 0 ? (
        <div>
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
        </div>
      ) : null}
      {hasSecondary ? (
        <div hidden={!expanded}>
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
        </div>
      ) : null}
      {item.divider && depth === 0 ? <hr className={styles.divider} /> : null}
    </>
  );
}
