import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

/**
 * Docusaurus' docs plugin, unchanged except for one thing: the sidebars it
 * sends to the browser are emptied. This site never renders Docusaurus'
 * sidebar (the drawer reads src/navigation), but the plugin ships the whole
 * sidebar tree to every doc page (~5.5 KB gzip). Prev/next links are computed
 * from the real sidebars at load time, and `docs:version` still snapshots
 * them, so nothing else changes. The version's doc list loses its descriptions
 * for the same reason (they feed Docusaurus' doc cards, which this site does not
 * use; each page's own description still reaches its <meta> tags).
 */
export default async function docsWithoutClientSidebars(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const contentLoaded = plugin.contentLoaded!.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      const slim: LoadedContent = {
        ...args.content,
        loadedVersions: args.content.loadedVersions.map((version) => ({
          ...version,
          sidebars: Object.fromEntries(Object.keys(version.sidebars).map((name) => [name, []])),
        })),
      };
      const addRoute: typeof args.actions.addRoute = (route) =>
        args.actions.addRoute(withoutDocDescriptions(route));
      return contentLoaded({...args, content: slim, actions: {...args.actions, addRoute}});
    },
  };
}

type VersionRoute = Parameters<Plugin['contentLoaded'] & object>[0]['actions']['addRoute'] extends (
  route: infer R,
) => void
  ? R
  : never;

/** Drops `description` from the per-version doc list the version route carries. */
function withoutDocDescriptions(route: VersionRoute): VersionRoute {
  const version = route.props?.version as {docs?: Record<string, object>} | undefined;
  if (!version?.docs) {
    return route.routes ? {...route, routes: route.routes.map(withoutDocDescriptions)} : route;
  }
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, doc]) => {
      const {description: _description, ...rest} = doc as {description?: string};
      return [id, rest];
    }),
  );
  return {...route, props: {...route.props, version: {...version, docs}}};
}

export {validateOptions};
