/**
 * Site-wide settings, read once from the environment when Docusaurus loads
 * its config, then handed to the client through `customFields.settings`
 * (see `useSiteSettings`). Every value has a safe default, so a fresh clone
 * builds and serves with no configuration at all.
 */
export interface LegacyVersion {
  /** Label shown in the version selector. */
  label: string;
  /** Origin of the host that serves that version's docs. */
  origin: string;
}

export interface SiteSettings {
  title: string;
  /** Public origin of this site, used for canonical links and og:url. */
  siteUrl: string;
  /** Repository holding this site's sources (edit links point into it). */
  docsRepoUrl: string;
  /** Branch the edit links open. */
  docsRepoBranch: string;
  legacyVersions: LegacyVersion[];
  analytics: {
    /** Domain reported to the page-view script; analytics is off when empty. */
    domain: string;
    /** Page-view script URL. */
    scriptSrc: string;
    /** Public dashboard linked from the footer; hidden when empty. */
    dashboardUrl: string;
  };
  ads: {
    /** Ad provider script URL; the ad slot is not rendered when empty. */
    scriptSrc: string;
  };
  /**
   * Hosted DocSearch (Algolia) credentials. Null unless ALGOLIA_APP_ID,
   * ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set: search then runs on
   * the embedded build-time index instead.
   */
  algolia: {appId: string; apiKey: string; indexName: string} | null;
}

type Env = Record<string, string | undefined>;

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

function readAlgolia(env: Env): SiteSettings['algolia'] {
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.ALGOLIA_API_KEY?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

export function readSiteSettings(env: Env): SiteSettings {
  const analyticsDomain = env.ANALYTICS_DOMAIN ?? '';
  return {
    title: 'Material React Table V3 Docs',
    siteUrl: trimSlash(env.SITE_URL || 'https://www.material-react-table.com'),
    docsRepoUrl: trimSlash(env.DOCS_REPO_URL || 'https://github.com/KevinVandy/material-react-table-docs'),
    docsRepoBranch: env.DOCS_REPO_BRANCH || 'main',
    legacyVersions: [
      {label: 'V1', origin: 'https://v1.material-react-table.com'},
      {label: 'V2', origin: 'https://v2.material-react-table.com'},
    ],
    analytics: {
      domain: analyticsDomain,
      scriptSrc: env.ANALYTICS_SCRIPT_SRC || (analyticsDomain ? 'https://plausible.io/js/script.js' : ''),
      dashboardUrl: env.ANALYTICS_DASHBOARD_URL ?? '',
    },
    ads: {
      scriptSrc: env.ADS_SCRIPT_SRC ?? '',
    },
    algolia: readAlgolia(env),
  };
}
