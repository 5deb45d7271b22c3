import React from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {trackEvent} from '@site/src/lib/analytics';
import {normalizePath} from '@site/src/navigation/model';
import {links} from '@site/src/site/links';
import {useSiteSettings} from '@site/src/site/useSiteSettings';

interface PageSources {
  sources: Record<string, string>;
}

/** Site footer: edit link for the page's own source file, sibling site, directory, analytics. */
export function SiteFooter() {
  const {pathname} = useLocation();
  const {docsRepoUrl, docsRepoBranch, analytics} = useSiteSettings();
  const {sources} = usePluginData('page-sources') as PageSources;
  const source = sources[normalizePath(pathname)];
  const editUrl = source ? `${docsRepoUrl}/edit/${docsRepoBranch}/${source}` : undefined;

  return (
    <Box component="footer" className="mrt-footer" sx={{mt: 'auto', px: {xs: 2, sm: 3, md: 4}, pb: 4}}>
      <Box
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          pt: 3,
          display: 'flex',
          flexDirection: {xs: 'column', md: 'row'},
          gap: {xs: 1.5, md: 3},
          alignItems: {xs: 'flex-start', md: 'center'},
          justifyContent: 'center',
          flexWrap: 'wrap',
        }}>
        {editUrl ? (
          <Link
            href={editUrl}
            className="mrt-edit-link"
            data-source={source}
            onClick={() => trackEvent('edit-on-github', {path: normalizePath(pathname)})}>
            <EditIcon fontSize="inherit" sx={{mr: 0.5, verticalAlign: 'middle'}} />
            Suggest an Edit on GitHub
          </Link>
        ) : null}
        <Link href={links.mantineSite}>Using Mantine UI? Try Mantine React Table</Link>
        <Link to="/site-directory">Site Directory</Link>
        {analytics.dashboardUrl ? <Link href={analytics.dashboardUrl}>Site Analytics</Link> : null}
      </Box>
      <Typography variant="body2" sx={{mt: 2, textAlign: 'center', color: 'text.secondary'}}>
        Material React Table is MIT licensed. These docs are written for V3.
      </Typography>
    </Box>
  );
}
