/** The builder's table as a project of its own, for the export buttons (src/components/Example/export). */
import type {DemoToExport, SourceFile} from '../components/Example/export/project';
import {TABLE_PACKAGE, generateTable, tableFileName, type Language} from './codegen';
import type {BuilderState} from './model';

/** The project's files: the table first, then the data file(s) of src/builder/template in the same language. */
export function builderDemo(
  state: BuilderState,
  language: Language,
  dataFiles: SourceFile[],
  pageUrl: string,
): DemoToExport {
  return {
    slug: 'table-builder',
    pageTitle: 'Table Builder',
    pageUrl,
    language,
    files: [{name: tableFileName(language), code: generateTable(state, language)}, ...dataFiles],
    packages: [TABLE_PACKAGE],
    demoApi: [],
  };
}
