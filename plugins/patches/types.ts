/**
 * The shape of plugins/patches/manifest.ts: every place where this site changes, replaces or stands in for
 * another package's code, with what each was written against and how it fails.
 */
import type {PINNED} from './pinned';

/** A package a patch was written against, at the version in `PINNED`. */
export type PinnedPackage = keyof typeof PINNED;

/** The compilations a part must act in: both the browser's and the server's, or the browser's only. */
export type Bundles = 'both' | 'browser';

/** Who makes an import a redirect catches. */
export type Importer =
  | {
      /** Code of a pinned package. */
      package: PinnedPackage;
      /** The importing module's folder, as the bundler's resolve context gives it. */
      folder: RegExp;
      /** A module that makes the import in the pinned version (under node_modules; a test reads it). */
      example: string;
    }
  | {
      /** This site's own modules. */
      package: 'site';
      folder: RegExp;
    };

/**
 * One import pointed at another file (a `NormalModuleReplacementPlugin` callback): `request`, made by a module
 * in `importer.folder`, resolves to `replacement` instead.
 */
export interface Redirect {
  kind: 'redirect';
  /** Unique within its patch; `<patch>/<name>` names its guard. */
  name: string;
  importer: Importer;
  /** The import exactly as the importer writes it. */
  request: string;
  /** The package whose module `replacement` stands in for. */
  standsInFor: PinnedPackage;
  /** The stand-in, relative to the repository. */
  replacement: string;
  bundles: Bundles;
  /**
   * true: the build fails unless the redirect fired in each compilation of `bundles` (the importer is a
   * package: it makes the import, or the redirect's target moved). false: the importer is this site's code,
   * which may or may not make the import; the build fails only when such an import escaped the redirect.
   */
  mustFire: boolean;
  why: string;
}

/** A module id resolved to another file everywhere (the bundler's `resolve.alias`). */
export interface Alias {
  kind: 'alias';
  name: string;
  /** The aliased module, as a package path (`@docusaurus/utils-common`, `@docusaurus/theme-classic/lib/nprogress`). */
  request: string;
  /**
   * true: importers name the module by its absolute path (Docusaurus' generated client-module list does), so the
   * alias is keyed on the package's file rather than on `request`.
   */
  byPath: boolean;
  package: PinnedPackage;
  /** A module of the pinned version that imports `request` (or lists it, for `byPath`), under node_modules. */
  seenIn: string;
  replacement: string;
  bundles: Bundles;
  /** Files of the original that must not be in the bundle once the alias fired (what it saves). */
  mustNotBundle: readonly RegExp[];
  why: string;
}

/** A loader that edits one installed file's text (`replaceOnce`: its passage must be there exactly once). */
export interface LoaderEdit {
  kind: 'loader';
  name: string;
  package: PinnedPackage;
  /** The files the loader's rule applies to. */
  module: RegExp;
  /** The file of the pinned version it edits, under node_modules. */
  example: string;
  /** The loader, relative to the repository. */
  loader: string;
  /** The compilations that must contain a module the rule applies to (else the edit never ran). */
  bundles: Bundles;
  why: string;
}

export type Part = Redirect | Alias | LoaderEdit;

/** One row of PATCHES.md's build patches: a patch, what it saves and how it fails. */
export interface Patch {
  /** Its anchor in PATCHES.md and the name its guards fail with: `[patch <id>]`. */
  id: string;
  /** The first cell (Markdown). */
  label: string;
  /** The packages it was written against. */
  packages: readonly PinnedPackage[];
  target: string;
  saves: string;
  failsHow: string;
  recheck: string;
  /**
   * `MRT_PATCHES_OFF=<id>` builds without it (plugins/patches/off.ts); 'bytes': scripts/bench-patches.mjs
   * measures it by default, 'other': it saves time or fixes a defect, measured elsewhere.
   */
  switchOff?: 'bytes' | 'other';
  /** The redirects, aliases and loaders it registers, each with its own guard (plugins/patches/guard.ts). */
  parts: readonly Part[];
}

/** Code of this site that patches nothing but relies on another package's behaviour. */
export interface Assumption {
  anchor?: string;
  what: string;
  reliesOn: string;
  checkedBy: string;
}

/** A component of src/theme: how it is swizzled and Docusaurus' safety level for that (pinned). */
export interface Swizzle {
  component: string;
  action: 'eject' | 'wrap';
  safety: 'safe' | 'unsafe' | 'forbidden' | 'unlisted';
  recheck: string;
}
