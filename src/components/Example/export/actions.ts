/**
 * What the export buttons do (ExportActions), in a chunk of its own that loads on the first click: build the
 * demo's project (project.ts) in the language the visitor reads, then open it in StackBlitz or CodeSandbox
 * (a form posted to a new tab, as their own SDK and API do) or save it as a .zip.
 */
import sdk from '@stackblitz/sdk';
import type {LoadedExample} from '../framework/types';
import {codeSandboxParameters, zipProject} from './formats';
import {callsDemoApi, createProject, type DemoToExport, type ExportLanguage} from './project';

async function demoOf(example: LoadedExample, language: ExportLanguage): Promise<DemoToExport> {
  const [files, packages] = await Promise.all([
    language === 'ts'
      ? example.loadTypeScript().then((loaded) => loaded.map((file) => ({name: file.name, code: file.ts})))
      : example.loadJavaScript().then((loaded) => loaded.map((file) => ({name: file.name, code: file.js}))),
    example.loadPackages(language),
  ]);
  const demoApi = callsDemoApi(files)
    ? (await import('@site/src/demo-api/install.ts?export-kit')).default[language]
    : [];
  const heading = document.querySelector('article h1, main h1')?.textContent?.trim();
  return {
    slug: example.slug,
    pageTitle: heading || document.title,
    pageUrl: `${window.location.origin}${window.location.pathname}`,
    language,
    files,
    packages,
    demoApi,
  };
}

const entryPath = (demo: DemoToExport) => `src/${demo.files[0].name}`;

/** Posts `fields` to `action` in a new tab. */
function postInNewTab(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Opens a project in StackBlitz (a new tab). */
export function openProjectInStackBlitz(demo: DemoToExport): void {
  sdk.openProject(
    {
      title: `${demo.pageTitle}: ${demo.slug} (Material React Table)`,
      description: `From ${demo.pageUrl}`,
      template: 'node',
      files: createProject(demo),
    },
    {newWindow: true, openFile: entryPath(demo)},
  );
}

/** Opens a project in CodeSandbox (a form posted to a new tab). */
export function openProjectInCodeSandbox(demo: DemoToExport): void {
  postInNewTab('https://codesandbox.io/api/v1/sandboxes/define', {
    parameters: codeSandboxParameters(createProject(demo)),
    query: `file=/${entryPath(demo)}`,
  });
}

/** Saves a project as `mrt-<slug>.zip`. */
export function downloadProjectZip(demo: DemoToExport): void {
  const folder = `mrt-${demo.slug}`;
  const blob = new Blob([zipProject(folder, createProject(demo)) as BlobPart], {type: 'application/zip'});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${folder}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function openInStackBlitz(example: LoadedExample, language: ExportLanguage): Promise<void> {
  openProjectInStackBlitz(await demoOf(example, language));
}

export async function openInCodeSandbox(example: LoadedExample, language: ExportLanguage): Promise<void> {
  openProjectInCodeSandbox(await demoOf(example, language));
}

export async function downloadProject(example: LoadedExample, language: ExportLanguage): Promise<void> {
  downloadProjectZip(await demoOf(example, language));
}
