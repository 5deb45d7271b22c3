/** @jest-environment node */
/**
 * Each build patch of third-party code (plugins/PATCHES.md) fails loudly, naming itself, when its target
 * does not match: a redirect or alias that never fired, a cache object that moved, markup it no longer
 * finds, a route shape it no longer strips.
 */
import {assertNoProblems, moduleGraphGuard, moduleGraphProblems, PatchError} from '@site/plugins/shared/patchGuard';
import {emotionStylesInBody, hoistEmotionStyles} from '@site/plugins/emotion-head/hoist';
import {emptySidebars, withoutDocDescriptions} from '@site/plugins/docs';
import {replaceOnce} from '@site/plugins/shared/replaceOnce.cjs';

describe('module graph guard (mrt-deferred, slim-runtime)', () => {
  const standIn = '/site/src/components/MrtFrame/deferred/Dialog.tsx';

  test('passes when every stand-in is bundled and nothing forbidden is', () => {
    expect(moduleGraphProblems([standIn, '/site/node_modules/react/index.js'], {required: [standIn]})).toEqual([]);
  });

  test('names a stand-in a redirect never put in', () => {
    const problems = moduleGraphProblems(['/site/node_modules/@mui/material/esm/Dialog/Dialog.js'], {
      required: [standIn],
    });
    expect(problems).toEqual([`${standIn} never entered the bundle (the redirect or alias did not fire)`]);
  });

  test('names an original an alias should have replaced, ignoring loader queries', () => {
    const problems = moduleGraphProblems(['/site/node_modules/nprogress/nprogress.js?x=1'], {
      forbidden: [/[\\/]node_modules[\\/]nprogress[\\/]/],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('nprogress.js is still bundled');
  });

  test('assertNoProblems throws a PatchError naming the patch', () => {
    expect(() => assertNoProblems('mrt-deferred', ['x never entered the bundle'])).toThrow(
      /\[patch mrt-deferred\] x never entered the bundle/,
    );
    expect(() => assertNoProblems('mrt-deferred', [])).not.toThrow();
  });

  test('the bundler plugin adds the error to the compilation after its modules are built', () => {
    const errors: unknown[] = [];
    let finish: ((modules: Iterable<{resource?: string}>) => void) | undefined;
    moduleGraphGuard('mrt-deferred', {required: [standIn]}).apply({
      hooks: {
        thisCompilation: {
          tap: (_name, callback) => callback({hooks: {finishModules: {tap: (_n, done) => (finish = done)}}, errors}),
        },
      },
    });
    finish!([{resource: '/other.js'}, {}]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(PatchError);
    expect(String((errors[0] as Error).message)).toContain('[patch mrt-deferred]');
  });
});

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
