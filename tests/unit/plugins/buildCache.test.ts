import path from 'node:path';
import {buildDependencies, cacheConfig} from '@site/plugins/build-cache';

const ROOT = path.resolve(__dirname, '../../..');
const relative = (files: string[]) => files.map((file) => path.relative(ROOT, file));

describe('build-cache', () => {
  test('lists the site’s loaders, module replacements and deferred stand-ins as build dependencies', () => {
    const files = relative(buildDependencies());
    expect(files).toContain('plugins/examples/loader.cjs');
    expect(files).toContain('plugins/mrt-deferred/index.ts');
    expect(files).toContain('src/components/MrtFrame/deferred/Tooltip.tsx');
    // documentation changes no build output, so it does not start the cache afresh
    expect(files).not.toContain('plugins/PATCHES.md');
  });

  test('adds them to the persistent cache Docusaurus turned on', () => {
    const merged = cacheConfig({cache: {type: 'persistent', buildDependencies: ['/site/docusaurus.config.ts']}});
    expect(relative(merged.experiments!.cache.buildDependencies)).toContain('plugins/examples/loader.cjs');
  });

  test('adds nothing when the persistent cache is off', () => {
    expect(cacheConfig({})).toEqual({});
    expect(cacheConfig(undefined)).toEqual({});
  });
});
