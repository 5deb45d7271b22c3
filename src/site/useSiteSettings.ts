import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from './settings';

/** The settings resolved at build time (see `readSiteSettings`). */
export function useSiteSettings(): SiteSettings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.settings as SiteSettings;
}
