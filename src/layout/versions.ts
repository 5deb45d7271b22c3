/** Version selector entries: legacy hosts plus the versions Docusaurus serves. */

export interface LegacyVersionInput {
  label: string;
  origin: string;
}

export interface DocsVersionInput {
  name: string;
  label: string;
  /** Version root, e.g. `/docs` or `/docs/3.1`. */
  path: string;
  /** Path of the version's main doc. */
  mainDocPath: string;
  isLast: boolean;
}

export interface VersionOption {
  key: string;
  label: string;
  href: string;
  external: boolean;
  selected: boolean;
}

export interface VersionContext {
  pathname: string;
  /** The docs version of the page being read; undefined outside docs. */
  activeVersionName?: string;
  /** For a doc page: the same doc's path in other versions. */
  alternateDocPaths?: Record<string, string | undefined>;
  /**
   * The path the V1/V2 hosts are sent to; defaults to `pathname`. On a cut
   * version (`/docs/2.9/guides/sorting`) it is the working-docs path
   * (`/docs/guides/sorting`): the old hosts know no `/docs/2.9/...`.
   */
  legacyPathname?: string;
}

export function buildVersionOptions(
  legacy: LegacyVersionInput[],
  docsVersions: DocsVersionInput[],
  {pathname, activeVersionName, alternateDocPaths = {}, legacyPathname = pathname}: VersionContext,
): VersionOption[] {
  const selectedName = activeVersionName ?? docsVersions.find((v) => v.isLast)?.name ?? docsVersions[0]?.name;
  const legacyOptions = legacy.map((version) => ({
    key: `legacy-${version.label}`,
    label: version.label,
    href: `${version.origin.replace(/\/+$/, '')}${legacyPathname}`,
    external: true,
    selected: false,
  }));
  // Docusaurus lists the current version first, then cut versions newest
  // first; the selector reads oldest to newest like V1, V2.
  const ordered = [...docsVersions].reverse();
  const docsOptions = ordered.map((version) => {
    const selected = version.name === selectedName;
    const href = selected ? pathname : (alternateDocPaths[version.name] ?? version.mainDocPath ?? version.path);
    return {key: `docs-${version.name}`, label: version.label, href, external: false, selected};
  });
  return [...legacyOptions, ...docsOptions];
}
