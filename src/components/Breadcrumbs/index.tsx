import React, {createContext, useContext, useMemo, useState} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import {navigation} from '@site/src/navigation/navigation';
import {
  breadcrumbJsonLd,
  buildBreadcrumbs,
  collapseBreadcrumbs,
  isMissingDoc,
  notFoundBreadcrumbs,
  parentCrumb,
  type Crumb,
} from '@site/src/navigation/breadcrumbs';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import {useVersionedPaths} from '@site/src/hooks/useVersionedPaths';
import {ChromeClassNames} from '@site/src/layout/classNames';

/** JSON for a <script> element: `<` escaped so no value can close the tag. */
const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The path to build crumbs from. While hydrating, it is the path the server
 * rendered: the 404 page is prerendered once (as /404.html) and served for
 * every unknown address, so its crumbs must first match that HTML and only
 * then switch to the address in the location bar.
 */
function useHydratedPath(locationPath: string): string {
  const isBrowser = useIsBrowser();
  if (isBrowser || typeof document === 'undefined') return locationPath;
  return document.querySelector('.mrt-breadcrumbs')?.getAttribute('data-path') ?? locationPath;
}

/** A page's title, where its crumb should say it rather than its path (a blog post's slug is no title). */
export const PageTitleContext = createContext<string | null>(null);

/**
 * True inside the 404 page (src/theme/NotFound provides it), which is served at every address with no page.
 * An address under the docs with no doc gets the not-found content inside the docs' route instead: the
 * breadcrumbs tell that one from the docs plugin's list (`isMissingDoc`).
 */
export const NotFoundContext = createContext(false);

/** Breadcrumbs built from the path (one crumb per segment), with a back button that goes up one level. */
export function Breadcrumbs({pathname: locationPath}: {pathname: string}) {
  const {siteUrl} = useSiteSettings();
  const pathname = useHydratedPath(locationPath);
  const {context: versions} = useVersionedPaths();
  const title = useContext(PageTitleContext);
  // the address in the location bar, not the hydrated path: the server rendered /404.html for it
  const notFound = useContext(NotFoundContext) || isMissingDoc(locationPath, versions);
  const crumbs = useMemo(() => {
    // an address with no page gets no crumbs made up from its segments
    if (notFound) return notFoundBreadcrumbs(pathname);
    const built = buildBreadcrumbs(pathname, navigation, versions);
    return title ? built.map((crumb, index) => (index === built.length - 1 ? {...crumb, label: title} : crumb)) : built;
  }, [pathname, versions, title, notFound]);
  const [expanded, setExpanded] = useState(false);
  const [expandedFor, setExpandedFor] = useState(pathname);
  if (expandedFor !== pathname) {
    setExpandedFor(pathname);
    setExpanded(false);
  }
  const parent = parentCrumb(crumbs);
  const collapsed = collapseBreadcrumbs(crumbs);

  const renderCrumb = (crumb: Crumb, index: number, isLast: boolean) =>
    isLast || !crumb.linkable ? (
      <Typography
        key={crumb.href}
        color={isLast ? 'text.primary' : 'text.secondary'}
        aria-current={isLast ? 'page' : undefined}
        sx={{fontSize: 'inherit'}}>
        {crumb.label}
      </Typography>
    ) : (
      <Link key={crumb.href} to={crumb.href} className="mrt-crumb">
        {crumb.label}
      </Link>
    );

  let items: React.ReactNode[];
  if (!collapsed.collapsed || expanded) {
    items = crumbs.map((crumb, i) => renderCrumb(crumb, i, i === crumbs.length - 1));
  } else {
    items = [
      ...collapsed.before.map((crumb, i) => renderCrumb(crumb, i, false)),
      <IconButton
        key="collapsed"
        size="small"
        aria-label={`Show ${collapsed.hidden.length} hidden breadcrumbs`}
        onClick={() => setExpanded(true)}
        sx={{py: 0, borderRadius: 1}}>
        <MoreHorizIcon fontSize="small" />
      </IconButton>,
      ...collapsed.after.map((crumb, i) => renderCrumb(crumb, i, i === collapsed.after.length - 1)),
    ];
  }

  return (
    <Box
      sx={{display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 32}}
      className={ChromeClassNames.breadcrumbs}
      data-path={pathname}>
      <Head>
        <script type="application/ld+json">
          {safeJson(
            breadcrumbJsonLd(
              crumbs.filter((crumb) => crumb.linkable),
              siteUrl,
            ),
          )}
        </script>
      </Head>
      {parent ? (
        <IconButton component={Link} to={parent.href} size="small" aria-label={`Back to ${parent.label}`}>
          <ArrowBackIcon fontSize="small" />
        </IconButton>
      ) : null}
      <Box component="nav" aria-label="Breadcrumbs" sx={{fontSize: '0.9rem'}}>
        <Box
          component="ol"
          sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0}}>
          {items.map((item, index) => (
            <Box component="li" key={index} sx={{display: 'flex', alignItems: 'center'}}>
              {index > 0 ? (
                <Box component="span" aria-hidden sx={{mx: 1, color: 'text.secondary'}}>
                  /
                </Box>
              ) : null}
              {item}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
