import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {PatchError} from '../patches/guard';

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
          sidebars: emptySidebars(version.sidebars),
        })),
      };
      let stripped = 0;
      const addRoute: typeof args.actions.addRoute = (route) => {
        const slimRoute = withoutDocDescriptions(route);
        if (slimRoute !== route) stripped += 1;
        args.actions.addRoute(slimRoute);
      };
      await contentLoaded({...args, content: slim, actions: {...args.actions, addRoute}});
      // the route props' shape changed: every page would carry the doc list's descriptions again
      if (stripped === 0) throw new PatchError('docs', 'no route carried props.version.docs to strip');
    },
  };
}

type VersionRoute = Parameters<Plugin['contentLoaded'] & object>[0]['actions']['addRoute'] extends (
  route: infer R,
) => void
  ? R
  : never;

/** Each sidebar of a version, emptied; throws when the version has no sidebars object to empty. */
export function emptySidebars(sidebars: unknown): Record<string, []> {
  if (!sidebars || typeof sidebars !== 'object') {
    throw new PatchError('docs', 'a loaded version has no sidebars object to empty');
  }
  return Object.fromEntries(Object.keys(sidebars).map((name) => [name, []]));
}

/** Drops `description` from the per-version doc list the version route carries (the same route when none). */
export function withoutDocDescriptions(route: VersionRoute): VersionRoute {
  const version = route.props?.version as {docs?: Record<string, object>} | undefined;
  if (!version?.docs) {
    const routes = route.routes?.map(withoutDocDescriptions);
    return routes && routes.some((child, index) => child !== route.routes![index]) ? {...route, routes} : route;
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
