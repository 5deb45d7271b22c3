import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SiteSettings} from '../../src/site/settings';

/**
 * The page-view analytics script, included only when
 * ANALYTICS_DOMAIN is set. A queueing stub defines `window.plausible` at
 * once, so `trackEvent` calls made before the script arrives are kept.
 */
export default function analyticsPlugin(context: LoadContext): Plugin {
  const {analytics} = context.siteConfig.customFields!.settings as SiteSettings;
  return {
    name: 'analytics',
    injectHtmlTags() {
      if (!analytics.domain || !analytics.scriptSrc) return {};
      return {
        headTags: [
          {
            tagName: 'script',
            attributes: {defer: true, 'data-domain': analytics.domain, src: analytics.scriptSrc},
          },
          {
            tagName: 'script',
            innerHTML:
              'window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)};',
          },
        ],
      };
    },
  };
}
