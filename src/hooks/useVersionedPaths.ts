import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  activeCutVersion,
  unversionedPath,
  versionedHref,
  type DocsVersionPaths,
  type VersionedPathContext,
} from '@site/src/navigation/versionedPaths';

/** The part of the docs plugin's global data read here. */
interface DocsGlobalData {
  path: string;
  versions: Array<{name: string; label: string; path: string; docs: Array<{path: string}>}>;
}

const EMPTY: VersionedPathContext = {docsRoot: '/docs', versions: []};

/**
 * Path helpers bound to the site's docs versions: what the shell uses to
 * treat `/docs/<cut version>/...` like the working docs page it was copied from.
 */
export function useVersionedPaths() {
  const data = usePluginData('docusaurus-plugin-content-docs') as DocsGlobalData | undefined;
  return useMemo(() => {
    const context: VersionedPathContext = data
      ? {
          docsRoot: data.path,
          versions: data.versions.map((version): DocsVersionPaths => ({
            name: version.name,
            label: version.label,
            path: version.path,
            docPaths: version.docs.map((doc) => doc.path),
          })),
        }
      : EMPTY;
    return {
      context,
      cutVersion: (pathname: string) => activeCutVersion(pathname, context),
      unversioned: (pathname: string) => unversionedPath(pathname, context),
      hrefFor: (href: string, pathname: string) => versionedHref(href, pathname, context),
    };
  }, [data]);
}
