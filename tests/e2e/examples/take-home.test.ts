/**
 * Take a demo home (src/components/Example/ExportActions): "Download" saves the demo as a project in the
 * language of the source tabs; "StackBlitz" and "CodeSandbox" post the project to their sites in a new tab.
 * That the projects themselves install, type-check, build and run is checked by scripts/check-exports.mjs.
 */
import {expect, test} from '@playwright/test';
import {unzipSync, strFromU8} from 'fflate';
import {decompressFromBase64} from 'lz-string';
import {openDemo, openExample, realErrors} from './harness';

test('Download saves the demo as a Vite project in the chosen language, with its server', async ({browser}) => {
  const {page, context, errors} = await openExample(browser, 'remote');
  try {
    const example = page.locator('.mrt-example[data-example="remote"]');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      example.getByRole('button', {name: 'Download'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mrt-remote.zip');
    const files = unzipSync(new Uint8Array(await (await download.createReadStream()).toArray().then(Buffer.concat)));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['mrt-remote/src/Example.tsx', 'mrt-remote/src/demo-api/install.ts']));
    const pkg = JSON.parse(strFromU8(files['mrt-remote/package.json']));
    expect(pkg.dependencies['material-react-table']).toBe('3.2.1');
    expect(strFromU8(files['mrt-remote/README.md'])).toContain('/docs/examples/remote');

    // the JS tab chosen: the next download is the JavaScript project
    const source = page.locator('.mrt-example-source').first();
    await source.getByText('Show the full source').click();
    await source.getByRole('tab', {name: 'JS'}).click();
    await expect(source.getByRole('tab', {name: 'JS'})).toHaveAttribute('aria-selected', 'true');
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      example.getByRole('button', {name: 'Download'}).click(),
    ]);
    const js = unzipSync(new Uint8Array(await (await again.createReadStream()).toArray().then(Buffer.concat)));
    expect(Object.keys(js)).toEqual(expect.arrayContaining(['mrt-remote/src/Example.jsx', 'mrt-remote/src/main.jsx']));
    expect(Object.keys(js).some((name) => name.endsWith('.tsx') || name.endsWith('tsconfig.json'))).toBe(false);
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('StackBlitz and CodeSandbox get the project posted in a new tab', async ({browser}) => {
  const {page, context, errors} = await openDemo(browser, '/docs/guides/sorting', 'click-to-add');
  const posted: Record<string, string> = {};
  // no network here: answer for the two sites and keep what was posted
  await context.route(/stackblitz\.com|codesandbox\.io/, async (route) => {
    posted[new URL(route.request().url()).hostname] = route.request().postData() ?? '';
    await route.fulfill({status: 200, contentType: 'text/html', body: '<p>received</p>'});
  });
  try {
    const example = page.locator('.mrt-example[data-example="click-to-add"]');
    const [blitz] = await Promise.all([
      context.waitForEvent('page'),
      example.getByRole('button', {name: 'StackBlitz'}).click(),
    ]);
    await blitz.waitForLoadState();
    const blitzForm = new URLSearchParams(posted['stackblitz.com']);
    expect(blitzForm.get('project[template]')).toBe('node');
    expect(blitzForm.get('project[files][src/Example.tsx]')).toContain('export default function Example');
    expect(blitzForm.get('project[files][package.json]')).toContain('"material-react-table": "3.2.1"');

    const [sandbox] = await Promise.all([
      context.waitForEvent('page'),
      example.getByRole('button', {name: 'CodeSandbox'}).click(),
    ]);
    await sandbox.waitForLoadState();
    const parameters = new URLSearchParams(posted['codesandbox.io']).get('parameters')!;
    const project = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))!);
    expect(project.files['src/Example.tsx'].content).toContain('export default function Example');
    expect(Object.keys(project.files)).toEqual(
      expect.arrayContaining(['index.html', 'vite.config.ts', 'src/main.tsx']),
    );
    expect(realErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('offline, a click on StackBlitz says so and leaves the page as it was', async ({browser}) => {
  const {page, context, demo} = await openExample(browser, 'basic');
  try {
    const example = page.locator('.mrt-example[data-example="basic"]');
    const rows = await demo.locator('tbody tr').count();
    const pages = context.pages().length;
    await context.setOffline(true);
    await example.getByRole('button', {name: 'StackBlitz'}).click();
    await expect(example.getByRole('alert')).toHaveText('The project could not be prepared.');
    expect(context.pages()).toHaveLength(pages);
    await expect(demo.locator('tbody tr')).toHaveCount(rows);
    await expect(example.getByRole('button', {name: 'StackBlitz'})).toBeEnabled();
  } finally {
    await context.close();
  }
});
