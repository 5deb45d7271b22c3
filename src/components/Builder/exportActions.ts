/**
 * The builder's export buttons, in a chunk loaded on the first click: the program and the seeded data file
 * (src/builder/template, in the same language) as a Vite project, through the demos' export (StackBlitz,
 * CodeSandbox, zip).
 */
import kit from '@site/src/builder/template/data.ts?export-kit';
import {builderDemo} from '@site/src/builder/project';
import type {Language} from '@site/src/builder/codegen';
import type {BuilderState} from '@site/src/builder/model';
import {
  downloadProjectZip,
  openProjectInCodeSandbox,
  openProjectInStackBlitz,
} from '@site/src/components/Example/export/actions';

export function exportBuilder(
  action: 'stackBlitz' | 'codeSandbox' | 'download',
  state: BuilderState,
  language: Language,
): void {
  const demo = builderDemo(state, language, kit[language], window.location.href);
  if (action === 'stackBlitz') openProjectInStackBlitz(demo);
  else if (action === 'codeSandbox') openProjectInCodeSandbox(demo);
  else downloadProjectZip(demo);
}
