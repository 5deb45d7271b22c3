/**
 * What counts as a changed result of `npm run compat` (src/site/compat/changes.ts): the weekly workflow opens
 * a pull request on it, and the Atom feed has one entry per record.
 */
import {
  changeRecord,
  changesBetween,
  describeChange,
  fingerprint,
  outcomeChanges,
  type MeasuredCombination,
} from '@site/src/site/compat/changes';
import changeLog from '@site/src/site/compat/change-log.json';

const combination = (
  id: string,
  outcomes: Partial<Record<'install' | 'types' | 'build' | 'render' | 'sort', string>>,
  extra: Partial<MeasuredCombination> = {},
): MeasuredCombination => {
  const {sort, ...steps} = {install: 'pass', types: 'pass', build: 'pass', render: 'pass', sort: 'pass', ...outcomes};
  return {
    id,
    steps: Object.fromEntries(Object.entries(steps).map(([step, outcome]) => [step, {outcome}])),
    features: {sort: {outcome: sort}},
    resolved: {react: '19.3.1'},
    ...extra,
  } as MeasuredCombination;
};
const labels = {a: 'Row A', b: 'Row B', c: 'Row C'};

describe('change detection', () => {
  test('the same outcomes with other times, errors and patch versions change nothing', () => {
    const before = [combination('a', {types: 'fail'}, {resolved: {react: '19.3.1'}})];
    const after = [
      {
        ...combination('a', {types: 'fail'}, {resolved: {react: '19.3.2'}}),
        steps: {...combination('a', {types: 'fail'}).steps, types: {outcome: 'fail', error: 'another wording'}},
      } as MeasuredCombination,
    ];
    expect(changesBetween(before, after, {labels, measured: ['a']})).toEqual([]);
    expect(changeRecord('2026-12-02', [])).toBeNull();
  });

  test('an outcome that moved is a change, with the new first error', () => {
    const before = [combination('a', {})];
    const after = [
      {
        ...combination('a', {}),
        steps: {...combination('a', {}).steps, types: {outcome: 'fail', error: 'error TS2322: nope\nmore'}},
      } as MeasuredCombination,
    ];
    expect(changesBetween(before, after, {labels, measured: ['a']})).toEqual([
      {
        id: 'a',
        label: 'Row A',
        kind: 'changed',
        outcomes: [{step: 'types', from: 'pass', to: 'fail', error: 'error TS2322: nope'}],
        resolved: {react: '19.3.1'},
      },
    ]);
  });

  test('a feature counts as much as a step', () => {
    expect(outcomeChanges(combination('a', {}), combination('a', {sort: 'fail'}))).toEqual([
      {step: 'sort', from: 'pass', to: 'fail'},
    ]);
  });

  test('a combination measured for the first time is new, with every outcome', () => {
    const [change] = changesBetween([], [combination('b', {install: 'legacy'})], {labels, measured: ['b']});
    expect(change.kind).toBe('new');
    expect(change.outcomes.map((item) => `${item.step} ${item.from}→${item.to}`)).toEqual([
      'install none→legacy',
      'types none→pass',
      'build none→pass',
      'render none→pass',
      'sort none→pass',
    ]);
  });

  test('a combination not measured by this run (--only) is not compared', () => {
    const before = [combination('a', {}), combination('b', {})];
    const after = [combination('a', {render: 'fail'}), combination('b', {render: 'fail'})];
    expect(changesBetween(before, after, {labels, measured: ['b']}).map((change) => change.id)).toEqual(['b']);
  });

  test('a combination that left the matrix is removed, only when the run says so', () => {
    const before = [combination('a', {}), combination('c', {})];
    const after = [combination('a', {})];
    expect(changesBetween(before, after, {labels, measured: ['a']})).toEqual([]);
    const [removed] = changesBetween(before, after, {labels, measured: ['a'], removed: ['c']});
    expect(removed).toMatchObject({id: 'c', label: 'Row C', kind: 'removed'});
    expect(removed.outcomes.every((item) => item.to === 'none')).toBe(true);
  });

  test('a record id is its date and a fingerprint of what changed, the same for the same changes', () => {
    const changes = changesBetween([combination('a', {})], [combination('a', {render: 'fail'})], {
      labels,
      measured: ['a'],
    });
    const first = changeRecord('2026-12-02', changes)!;
    expect(first.id).toMatch(/^2026-12-02-[0-9a-f]{8}$/);
    expect(changeRecord('2026-12-02', JSON.parse(JSON.stringify(changes)))!.id).toBe(first.id);
    const other = changesBetween([combination('a', {})], [combination('a', {build: 'fail'})], {
      labels,
      measured: ['a'],
    });
    expect(changeRecord('2026-12-02', other)!.id).not.toBe(first.id);
    expect(fingerprint('')).toBe('811c9dc5');
  });

  test('one line per combination for the pull request', () => {
    const [change] = changesBetween(
      [combination('a', {})],
      [
        {
          ...combination('a', {}),
          steps: {...combination('a', {}).steps, build: {outcome: 'fail', error: 'Could not resolve "x"'}},
        } as MeasuredCombination,
      ],
      {labels, measured: ['a']},
    );
    expect(describeChange(change)).toBe('Row A: build pass → fail — build: Could not resolve "x"');
  });

  test('the committed records have unique ids in date order', () => {
    const records = (changeLog as unknown as {changes: Array<{id: string; date: string}>}).changes;
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    expect(records.map((record) => record.date)).toEqual(records.map((record) => record.date).sort());
    for (const record of records) expect(record.id.startsWith(`${record.date}-`)).toBe(true);
  });
});
