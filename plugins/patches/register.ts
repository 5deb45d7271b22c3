/**
 * The bundler configuration of a patch's parts, built from plugins/patches/manifest.ts: the plugins register
 * their redirects, aliases and loaders through these, so the manifest is the only list of them.
 */
import path from 'node:path';
import type {Alias, LoaderEdit, Redirect} from './types';

const ROOT = path.resolve(__dirname, '../..');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The part of a bundler (webpack or Rspack) the redirects need. */
interface Bundler<P> {
  NormalModuleReplacementPlugin: new (
    resourceRegExp: RegExp,
    newResource: (resource: {request: string; context: string}) => void,
  ) => P;
}

/**
 * One `NormalModuleReplacementPlugin` for `redirects`: an import of a redirect's request, made by a module in its
 * importer's folder, resolves to its replacement; every other import of the same request is left alone.
 */
export function redirectPlugin<P>(bundler: Bundler<P>, redirects: readonly Redirect[], root = ROOT): P {
  const requests = [...new Set(redirects.map((redirect) => redirect.request))];
  return new bundler.NormalModuleReplacementPlugin(
    new RegExp(`^(?:${requests.map(escapeRegExp).join('|')})$`),
    (resource) => {
      const redirect = redirects.find(
        (entry) => entry.request === resource.request && entry.importer.folder.test(resource.context),
      );
      if (redirect) resource.request = path.resolve(root, redirect.replacement);
    },
  );
}

/** The package folder of `name` as resolved from `root`. */
const packageDir = (name: string, root: string) =>
  path.dirname(require.resolve(`${name}/package.json`, {paths: [root]}));

/** The request an alias matches: the module id, or for `byPath` the absolute path of the package's file. */
export function aliasRequest(alias: Alias, root = ROOT): string {
  if (!alias.byPath) return alias.request;
  return path.join(packageDir(alias.package, root), alias.request.slice(alias.package.length + 1));
}

/** `resolve.alias` for `aliases`: each matches its request exactly (`$`). */
export function aliasConfig(aliases: readonly Alias[], root = ROOT): Record<string, string> {
  return Object.fromEntries(
    aliases.map((alias) => [`${aliasRequest(alias, root)}$`, path.resolve(root, alias.replacement)]),
  );
}

/** `module.rules` for `loaders`: each loader on the files its rule names. */
export function loaderRules(loaders: readonly LoaderEdit[], root = ROOT) {
  return loaders.map((edit) => ({test: edit.module, use: [{loader: path.resolve(root, edit.loader)}]}));
}
