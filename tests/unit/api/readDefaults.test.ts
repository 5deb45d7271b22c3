/** @jest-environment node */
/**
 * The generator's reading of compiled defaults (scripts/api/readDefaults.ts) is guarded like a build patch: a
 * bundle whose passages moved fails naming "api-defaults" and plugins/PATCHES.md, and the installed bundles
 * yield the defaults the reference states.
 */
import path from 'node:path';
import {PatchError} from '@site/plugins/patches/guard';
import {
  DEFAULTS_GUARD,
  installedFiles,
  readInstalledDefaults,
  readMrtDefaults,
  readTanstackDefaults,
} from '@site/scripts/api/readDefaults';

const ROOT = path.resolve(__dirname, '../../..');
const GUARD_MESSAGE = /^\[patch api-defaults\] .*see plugins\/PATCHES\.md, "api-defaults"\.$/s;

/** The error `read` throws, or undefined. */
function thrownBy(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
}

function expectGuardError(read: () => unknown, ...problems: RegExp[]) {
  const error = thrownBy(read);
  expect(error).toBeInstanceOf(PatchError);
  const {message} = error as PatchError;
  expect(message).toMatch(GUARD_MESSAGE);
  for (const problem of problems) expect(message).toMatch(problem);
}

describe('the guard', () => {
  test('is named after its entry in plugins/PATCHES.md', () => {
    expect(DEFAULTS_GUARD).toBe('api-defaults');
  });

  test('fires when a passage it reads is gone from the bundle (renamed by a new build)', () => {
    const {bundle} = installedFiles(ROOT);
    const renamed = {...bundle, text: bundle.text.replace(/\buseMRT_TableOptions\b/g, 'useTableOptions')};
    expectGuardError(() => readMrtDefaults(renamed), /index\.esm\.js has no `useMRT_TableOptions`/);
  });

  test('fires when every passage is there but none has the shape it parses', () => {
    const text = [
      'var useMRT_TableOptions = (_a) => { var options = _a; return options; };',
      'var useMRT_TableInstance = (o) => o.initialState.density || "comfortable";',
      'var MRT_DefaultColumn = makeColumn();',
      'var prepareColumns = ({columnDefs}) => columnDefs.map((c) => ({...c, size: c.size || 180}));',
    ].join('\n');
    expectGuardError(
      () => readMrtDefaults({file: 'index.esm.js', text}),
      /`useMRT_TableOptions` destructures no option with a default/,
      /`useMRT_TableInstance` has no `initialState\.x \?\? value`/,
      /`MRT_DefaultColumn` is no object literal/,
      /`prepareColumns` has no `if \(!columnDef\.x\)/,
    );
  });

  test('fires when table-core has no feature module, or none returns defaults', () => {
    expectGuardError(() => readTanstackDefaults([]), /`getDefaultOptions`/, /`getInitialState`/);
    const feature = {
      file: 'RowSorting.js',
      text: 'const RowSorting = {getDefaultOptions: (table) => makeOptions(table)};',
    };
    expectGuardError(() => readTanstackDefaults([feature]), /`getDefaultColumnDef`/);
  });
});

describe('the installed bundles (material-react-table 3.2.1)', () => {
  const {mrt, tanstack} = readInstalledDefaults(ROOT);

  test('MRT table options: destructured defaults and `definedTableOptions.x ?? value`', () => {
    expect(mrt.tableOptions.get('enableSorting')).toBe('true');
    expect(mrt.tableOptions.get('columnResizeMode')).toBe("'onChange'");
    expect(mrt.tableOptions.get('editDisplayMode')).toBe("'modal'");
    for (const name of ['layoutMode', 'enableExpanding', 'manualPagination', 'columnResizeDirection']) {
      expect(mrt.computedOptions.has(name)).toBe(true);
    }
  });

  test('MRT state: `initialState.x ?? value`, computed ones apart', () => {
    expect(mrt.state.get('density')).toBe("'comfortable'");
    expect(mrt.state.get('pagination')).toBe('{ pageIndex: 0, pageSize: 10 }');
    expect(mrt.state.get('globalFilterFn')).toBe("'fuzzy'");
    expect([...mrt.computedState]).toEqual(['columnOrder']);
  });

  test('MRT columns: MRT_DefaultColumn and prepareColumns', () => {
    expect(Object.fromEntries(mrt.column)).toEqual({
      filterVariant: "'text'",
      maxSize: '1000',
      minSize: '40',
      size: '180',
      columnDefType: "'data'",
    });
  });

  test("TanStack Table's feature defaults", () => {
    expect(tanstack.getDefaultOptions.get('columnResizeMode')).toBe("'onEnd'");
    expect(tanstack.getDefaultOptions.get('enableRowSelection')).toBe('true');
    expect(tanstack.getDefaultColumnDef.get('size')).toBe('150');
    expect(tanstack.getDefaultColumnDef.get('maxSize')).toBe('Number.MAX_SAFE_INTEGER');
    expect(tanstack.getInitialState.get('columnPinning')).toBe('{ left: [], right: [] }');
    expect(tanstack.getInitialState.get('sorting')).toBe('[]');
  });
});
