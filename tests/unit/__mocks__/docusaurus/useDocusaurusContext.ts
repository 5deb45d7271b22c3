/** Mock of `@docusaurus/useDocusaurusContext`: the default site settings. */
import {readSiteSettings} from '@site/src/site/settings';

const context = {
  siteConfig: {
    baseUrl: '/',
    url: readSiteSettings({}).siteUrl,
    title: readSiteSettings({}).title,
    customFields: {settings: readSiteSettings({})},
  },
  siteMetadata: {},
  globalData: {},
  i18n: {defaultLocale: 'en', currentLocale: 'en', locales: ['en']},
  codeTranslations: {},
};

export default function useDocusaurusContext() {
  return context;
}
