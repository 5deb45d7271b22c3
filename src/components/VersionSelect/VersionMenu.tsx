import React from 'react';
import Link from '@docusaurus/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {trackEvent} from '@site/src/lib/analytics';
import type {VersionOption} from '@site/src/layout/versions';

interface Props {
  id: string;
  anchor: HTMLElement;
  options: VersionOption[];
  onClose: () => void;
}

/** The open version menu: legacy hosts as plain links, served versions as client-side links. */
export default function VersionMenu({id, anchor, options, onClose}: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {options.map((option) => {
        const onClick = () => {
          trackEvent('version-select', {version: option.label});
          onClose();
        };
        return option.external ? (
          <MenuItem key={option.key} component="a" href={option.href} onClick={onClick}>
            {option.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={option.key}
            component={Link}
            to={option.href}
            selected={option.selected}
            aria-current={option.selected ? 'page' : undefined}
            onClick={onClick}>
            {option.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
