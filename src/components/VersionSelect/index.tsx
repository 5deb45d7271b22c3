import React, {lazy, Suspense, useId, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {useActiveDocContext, useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import ButtonBase from '@mui/material/ButtonBase';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {buildVersionOptions, type DocsVersionInput} from '@site/src/layout/versions';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import {useVersionedPaths} from '@site/src/hooks/useVersionedPaths';

/** The menu (MUI Menu, Popover, Modal) loads on first open, not with every page. */
const VersionMenu = lazy(() => import('./VersionMenu'));

const mainDocPath = (version: GlobalVersion): string =>
  version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;

/**
 * V1 and V2 (their own hosts, same path) followed by every version this site
 * serves, read from Docusaurus' version data so `docs:version` adds entries.
 */
export function VersionSelect() {
  const {legacyVersions} = useSiteSettings();
  const {pathname} = useLocation();
  const versions = useVersions(undefined);
  const {activeVersion, alternateDocVersions} = useActiveDocContext(undefined);
  const {unversioned} = useVersionedPaths();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const docsVersions: DocsVersionInput[] = versions.map((version) => ({
    name: version.name,
    label: version.label,
    path: version.path,
    mainDocPath: mainDocPath(version),
    isLast: version.isLast,
  }));
  const alternateDocPaths = Object.fromEntries(
    Object.entries(alternateDocVersions).map(([name, doc]) => [name, doc?.path]),
  );
  const options = buildVersionOptions(legacyVersions, docsVersions, {
    pathname,
    activeVersionName: activeVersion?.name,
    alternateDocPaths,
    legacyPathname: unversioned(pathname),
  });
  const selected = options.find((option) => option.selected) ?? options[options.length - 1];

  return (
    <>
      <ButtonBase
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        aria-label={`Docs version: ${selected?.label}. Change version`}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="mrt-version-select"
        sx={{
          pl: 1,
          pr: 0.25,
          py: 0.25,
          ml: {xs: 0, sm: 1},
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontSize: '0.85rem',
          fontWeight: 500,
          '&:hover': {bgcolor: 'action.hover'},
          '&.Mui-focusVisible': {outline: '2px solid', outlineColor: 'primary.main'},
        }}>
        {selected?.label}
        <ArrowDropDownIcon fontSize="small" aria-hidden />
      </ButtonBase>
      {anchor ? (
        <Suspense fallback={null}>
          <VersionMenu id={menuId} anchor={anchor} options={options} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
