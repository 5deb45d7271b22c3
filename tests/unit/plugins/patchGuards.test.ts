/** @jest-environment node */
/**
 * Every patch of plugins/patches/manifest.ts fails loudly, naming itself, when its target does not match: each
 * redirect, alias and loader on its own (a graph of the compilation as the pinned versions make it, then one
 * where the target moved), and the patches guarded in their plugins (a cache object that moved, markup the
 * hoist no longer finds, a route shape it no longer strips). patchGuardsBundler.test.ts runs the same guards
 * in a real Rspack compilation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertNoProblems,
  moduleGraphProblems,
  PatchError,
  patchErrors,
  ROOT,
  type Edge,
  type GraphView,
} from '@site/plugins/patches/guard';
import {PARTS, PATCHES, partName, type PatchId} from '@site/plugins/patches/manifest';
import {aliasRequest} from '@site/plugins/patches/register';
import type {Part} from '@site/plugins/patches/types';
import {emotionStylesInBody, hoistEmotionStyles} from '@site/plugins/emotion-head/hoist';
import emotionHeadPlugin from '@site/plugins/emotion-head';
import commonChunkPlugin from '@site/plugins/common-chunk';
import {emptySidebars, withoutDocDescriptions} from '@site/plugins/docs';
import {replaceOnce} from '@site/plugins/patches/replaceOnce.cjs';

const abs = (file: string) => path.join(ROOT, file);

/** A compilation's graph from its files and imports, as compilationGraph reads a real one. */
function graphOf(files: string[], edges: Edge[]): GraphView {
  return {
    files: new Set([...files, ...edges.flatMap((edge) => [edge.from, ...(edge.to ? [edge.to] : [])])]),
    importsFrom: (folder, request) =>
      edges.filter((edge) => edge.request === request && folder.test(path.dirname(edge.from))),
    importsOf: (file) => edges.filter((edge) => edge.to === file),
  };
}

/** A module that makes `part`'s import: its example, or a demo for this site's own importers. */
const importerOf = (part: Part & {kind: 'redirect'}) =>
  abs(part.importer.package === 'site' ? 'src/examples/demo/Demo.tsx' : part.importer.example);
/** The module the import reaches without the redirect. */
const originalOf = (part: Part & {kind: 'redirect'}) =>
  part.request.startsWith('.')
    ? path.resolve(path.dirname(importerOf(part)), part.request)
    : abs(`node_modules/${part.request}/index.js`);

/** Files of the modules slim-runtime's aliases replace (one matches each alias' mustNotBundle). */
const ORIGINALS = [
  'node_modules/@docusaurus/utils-common/lib/index.js',
  'node_modules/nprogress/nprogress.js',
  'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js',
];

/** The compilation as the pinned versions make it: the part did its work. */
function pinnedGraph(part: Part): GraphView {
  if (part.kind === 'redirect') {
    return graphOf([], [{from: importerOf(part), request: part.request, to: abs(part.replacement)}]);
  }
  if (part.kind === 'alias') {
    const from = abs(part.seenIn);
    return graphOf([], [{from, request: aliasRequest(part), to: abs(part.replacement)}]);
  }
  return graphOf([abs(part.example)], []);
}

/** The compilation once the part's target moved: another request, another file name. */
function movedGraph(part: Part): GraphView {
  if (part.kind === 'redirect') {
    const request = part.request.endsWith('.js')
      ? part.request.replace(/[^/]+\.js$/, 'moved.js')
      : `${part.request}/moved`;
    return graphOf([], [{from: importerOf(part), request, to: originalOf(part)}]);
  }
  if (part.kind === 'alias') {
    const moved = `${aliasRequest(part)}/moved.js`;
    return graphOf([], [{from: abs(part.seenIn), request: moved, to: moved}]);
  }
  return graphOf([abs(part.example).replace(/\.js$/, '.moved.js')], []);
}

/** The compilation where an import of the request reached the original: the redirect let it escape. */
function escapedGraph(part: Part & {kind: 'redirect'}): GraphView {
  return graphOf(
    [],
    [
      {from: importerOf(part), request: part.request, to: abs(part.replacement)},
      {from: importerOf(part).replace(/(\.\w+)$/, '2$1'), request: part.request, to: originalOf(part)},
    ],
  );
}

/** The package a part's error names first: the importer's, else the one it stands in for or edits. */
const firstPackage = (part: Part) =>
  part.kind !== 'redirect' ? part.package : part.importer.package !== 'site' ? part.importer.package : part.standsInFor;

const sideOf = (part: Part) => (part.bundles === 'both' ? 'server' : 'browser');
/** The errors of `patch`'s guard, in the compilation of `part`, for `graph`. */
const errorsFor = (patch: PatchId, part: Part, graph: GraphView) =>
  patchErrors(patch, sideOf(part), graph, {installed: () => 'x.y.z'}).filter((error) =>
    error.message.startsWith(`[patch ${partName(patch, part)}]`),
  );

describe.each(PARTS.map(({patch, part}) => [partName(patch, part), patch, part] as const))(
  '%s',
  (name, patch, part) => {
    test('passes on the compilation the pinned versions make', () => {
      expect(errorsFor(patch, part, pinnedGraph(part))).toEqual([]);
    });

    if (part.kind !== 'redirect' || part.mustFire) {
      test('fails the build, naming itself and its pinned versions, when its target moved', () => {
        const errors = errorsFor(patch, part, movedGraph(part));
        expect(errors).toHaveLength(1);
        expect(errors[0]).toBeInstanceOf(PatchError);
        expect(errors[0]!.message).toMatch(/never (fired|ran)/);
        expect(errors[0]!.message).toContain(`see plugins/PATCHES.md, "${name}"`);
        expect(errors[0]!.message).toContain(`written against ${firstPackage(part)} `);
        expect(errors[0]!.message).toContain('installed x.y.z');
      });
    } else {
      test('passes when no module of this site makes the import (it need not fire)', () => {
        expect(errorsFor(patch, part, movedGraph(part))).toEqual([]);
      });
    }

    if (part.kind === 'redirect') {
      test('fails the build when one of its imports escaped it', () => {
        const errors = errorsFor(patch, part, escapedGraph(part));
        expect(errors).toHaveLength(1);
        expect(errors[0]!.message).toContain(`an import of '${part.request}' escaped the redirect`);
      });
    }

    if (part.kind === 'alias') {
      test('fails the build when the module it replaces is bundled after all', () => {
        const original = ORIGINALS.map(abs).find((file) => part.mustNotBundle.some((pattern) => pattern.test(file)))!;
        const errors = errorsFor(patch, part, graphOf([...pinnedGraph(part).files, original], []));
        expect(errors).toHaveLength(1);
        expect(errors[0]!.message).toContain(`${original} is still bundled`);
      });
    }

    if (part.bundles === 'browser') {
      test('is not checked in the server’s compilation', () => {
        const named = patchErrors(patch, 'server', movedGraph(part)).filter((error) =>
          error.message.startsWith(`[patch ${name}]`),
        );
        expect(named).toEqual([]);
        // the same graph fails the browser's compilation
        expect(errorsFor(patch, part, movedGraph(part))).toHaveLength(1);
      });
    }
  },
);

test('MUI’s Select→Menu redirect fails on its own now (the hole a presence check left)', () => {
  const select = PARTS.find(({part}) => part.name === 'Select-Menu')!.part as Part & {kind: 'redirect'};
  const menuStandIn = abs(select.replacement);
  // MRT's own Menu import still brings the stand-in, but Select now imports its menu from another file
  const graph = graphOf(
    [],
    [
      {
        from: abs('node_modules/material-react-table/dist/index.esm.js'),
        request: '@mui/material/Menu',
        to: menuStandIn,
      },
      {from: importerOf(select), request: '../Menu/index.js', to: originalOf(select).replace('Menu.js', 'index.js')},
    ],
  );
  // the old guard only asked for the stand-in in the bundle: it passed
  expect(moduleGraphProblems(graph.files, {required: [menuStandIn]})).toEqual([]);
  const names = patchErrors('mrt-deferred', 'browser', graph).map((error) => error.message.split(']')[0]);
  expect(names).toContain('[patch mrt-deferred/Select-Menu');
  expect(names).not.toContain('[patch mrt-deferred/Menu');
});

/** The patches whose guards live in their own plugins (no parts). */
type PartlessId = Extract<(typeof PATCHES)[number], {parts: readonly []}>['id'];

describe('each patch fails the build by name when its target moved', () => {
  test.each(PATCHES.filter((patch) => patch.parts.length > 0).map((patch) => patch.id))(
    '%s: every part that must fire',
    (id) => {
      const parts = PARTS.filter((entry) => entry.patch === id);
      const moved = parts.map(({part}) => movedGraph(part));
      const graph: GraphView = {
        files: new Set(moved.flatMap((view) => [...view.files])),
        importsFrom: (folder, request) => moved.flatMap((view) => view.importsFrom(folder, request)),
        importsOf: (file) => moved.flatMap((view) => view.importsOf(file)),
      };
      const named = patchErrors(id, 'browser', graph).map((error) =>
        error.message.slice(0, error.message.indexOf(']') + 1),
      );
      const mustFire = parts.filter(({part}) => part.kind !== 'redirect' || part.mustFire);
      expect(named.sort()).toEqual(mustFire.map(({part}) => `[patch ${partName(id, part)}]`).sort());
    },
  );

  /** What each guard in a patch's own plugin does when its target moved (every patch without parts has one). */
  const moved: Record<Exclude<PartlessId, 'search-modal' | 'minisearch'> | 'emotion-head', () => unknown> = {
    docs: () => emptySidebars(undefined),
    'common-chunk': () =>
      commonChunkPlugin().configureWebpack!({optimization: {splitChunks: {cacheGroups: {}}}}, false, {} as never, null),
    // Emotion's markup changed: the hoist no longer recognises it, so a style stays in <body>
    'emotion-head': () => postBuildOf('<style data-emotion="css-1abc">.a{color:red}</style>'),
    // the styles hoist and MRT's row-hover rule is moved, but no style holds a colour MRT computes for the dark
    // scheme: MRT's formulas changed
    'scheme-colors': () => postBuildOf('<style data-emotion="css 1abc">.a{color:red}.a:hover td{color:red}</style>'),
    // the styles hoist, but none styles an element under a hovered one: Emotion's markup or MRT's rules changed
    'hover-media': () => postBuildOf('<style data-emotion="css 1abc">.a{color:red}</style>'),
  };

  test.each(Object.keys(moved) as (keyof typeof moved)[])('%s', async (id) => {
    await expect(Promise.resolve().then(moved[id])).rejects.toThrow(`[patch ${id}]`);
  });

  test('search-modal: every @docsearch subpath the search bar imports resolves; a moved one does not', () => {
    const dir = path.join(ROOT, 'src/theme/SearchBar');
    const requests = fs
      .readdirSync(dir)
      .flatMap((file) => [
        ...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^import .*'(@docsearch\/[^']+)';$/gm),
      ])
      .map((match) => match[1]!);
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const request of requests) expect(() => require.resolve(request)).not.toThrow();
    expect(() => require.resolve('@docsearch/react/modal-moved')).toThrow(/Cannot find module/);
  });

  test('minisearch: soft, guarded by its contract test (the members it reads, the fallback)', () => {
    const contract = fs.readFileSync(path.join(ROOT, 'tests/unit/search/minisearchAdapter.test.ts'), 'utf8');
    expect(contract).toContain('executeQuery');
    expect(contract).toContain('_documentIds');
  });
});

/** emotion-head's postBuild over a built site of one page whose body holds `style`. */
async function postBuildOf(style: string) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emotion-head-'));
  try {
    fs.writeFileSync(path.join(outDir, 'index.html'), `<html><head></head><body>${style}<div>x</div></body></html>`);
    const plugin = emotionHeadPlugin();
    await plugin.postBuild!({outDir} as never);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

describe('emotion-head', () => {
  const page = (style: string) => `<html><head><title>t</title></head><body>${style}<div>x</div></body></html>`;

  test('nothing is left in <body> once Emotion 11 markup is hoisted', () => {
    const hoisted = hoistEmotionStyles(page('<style data-emotion="css 1abc">.a{color:red}</style>'));
    expect(emotionStylesInBody(hoisted)).toBe(0);
  });

  test('markup the hoist does not recognise is counted as left in <body>', () => {
    const changed = page('<style data-emotion="css-1abc">.a{color:red}</style>');
    expect(emotionStylesInBody(hoistEmotionStyles(changed))).toBe(1);
  });
});

describe('docs (client sidebars and doc descriptions stripped)', () => {
  test('strips the descriptions from a version route, nested or not', () => {
    const route = {
      path: '/docs',
      component: 'x',
      routes: [{path: '/docs', component: 'y', props: {version: {docs: {a: {id: 'a', description: 'long'}}}}}],
    };
    const slim = withoutDocDescriptions(route as never) as unknown as typeof route;
    expect(slim).not.toBe(route);
    expect(slim.routes[0]!.props.version.docs.a).toEqual({id: 'a'});
  });

  test('returns the same route when there is nothing to strip (the guard then fails the build)', () => {
    const route = {path: '/docs', component: 'x', routes: [{path: '/docs/a', component: 'y', props: {}}]};
    expect(withoutDocDescriptions(route as never)).toBe(route);
  });

  test('a version without a sidebars object fails loudly', () => {
    expect(emptySidebars({main: [{type: 'doc'}]})).toEqual({main: []});
    expect(() => emptySidebars(undefined)).toThrow(/\[patch docs\]/);
  });
});

test('replaceOnce (patches of installed code) throws unless its passage occurs exactly once', () => {
  expect(replaceOnce('a b c', 'b', 'B', 'patch x')).toBe('a B c');
  expect(() => replaceOnce('a c', 'b', 'B', 'patch x')).toThrow('patch x: expects its passage exactly once');
  expect(() => replaceOnce('b b', 'b', 'B', 'patch x')).toThrow('patch x: expects its passage exactly once');
});

test('a PatchError names the patch, what it was written against and where it is listed', () => {
  expect(new PatchError('p/q', 'never fired', 'pkg 1.0.0, installed 1.1.0').message).toBe(
    '[patch p/q] never fired (written against pkg 1.0.0, installed 1.1.0). The patched package changed: see plugins/PATCHES.md, "p/q".',
  );
  expect(() => assertNoProblems('x', [])).not.toThrow();
});
