/** Claims of the API reference's state options page (src/api/descriptions/state-options.ts). */
import {bodyRows, mountTable, people} from './harness';
import {tableInstance} from './tableInstance';

describe('globalFilterFn', () => {
  // 'da': fuzzy finds Ada, Edsger Dijkstra and Donald; equals finds nothing
  it('MRT always overwrites `initialState.globalFilterFn` with the `globalFilterFn` table option (`fuzzy` when the option is left out)', () => {
    const view = mountTable({initialState: {globalFilterFn: 'equals', globalFilter: 'da'}});
    expect(view.table().getState().globalFilterFn).toBe('fuzzy');
    expect((view.table().initialState as {globalFilterFn?: string}).globalFilterFn).toBe('fuzzy');
    expect(
      view
        .table()
        .getRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Ada', 'Edsger', 'Donald']);
    view.unmount();
    const withOption = mountTable({globalFilterFn: 'contains', initialState: {globalFilterFn: 'equals'}});
    expect(withOption.table().getState().globalFilterFn).toBe('contains');
    withOption.unmount();
  });

  it('`state.globalFilterFn` decides whether the rows are ranked: `fuzzy` orders them by how well they match, another mode keeps the data order', () => {
    const shown = (view: {container: HTMLElement}) => bodyRows(view.container).map((cells) => cells[0]);
    const ranked = mountTable({enableTopToolbar: false, state: {globalFilterFn: 'fuzzy', globalFilter: 'ar'}});
    const rankedNames = shown(ranked);
    ranked.unmount();
    expect(rankedNames).toEqual(['Barbara', 'Margaret', 'Donald', 'Alan']);
    // the search still filters with the table option's `fuzzy`: the same rows, now in data order
    const unranked = mountTable({enableTopToolbar: false, state: {globalFilterFn: 'contains', globalFilter: 'ar'}});
    const inDataOrder = people.map((person) => person.firstName).filter((name) => rankedNames.includes(name));
    expect(shown(unranked)).toEqual(inDataOrder);
    expect(inDataOrder).not.toEqual(rankedNames);
    unranked.unmount();
  });

  it('`state.globalFilterFn` does not change how the search filters', () => {
    const view = mountTable({state: {globalFilterFn: 'equals', globalFilter: 'da'}});
    expect(view.table().getState().globalFilterFn).toBe('equals');
    expect(
      view
        .table()
        .getRowModel()
        .rows.map((row) => row.original.firstName),
    ).toEqual(['Ada', 'Edsger', 'Donald']);
    view.unmount();
  });

  it('set the mode with that table option', () => {
    const view = tableInstance({globalFilterFn: 'equals', state: {globalFilter: 'da'}});
    expect(view.table().getRowModel().rows).toHaveLength(0);
    view.unmount();
  });

  it("the search box's filter mode as MRT shows it (match highlighting)", () => {
    // the search filters with fuzzy either way; the highlighting follows state.globalFilterFn:
    // fuzzy marks each word of the search text, other modes mark it whole
    const highlighted = (globalFilterFn: 'fuzzy' | 'contains') => {
      const view = mountTable({state: {globalFilterFn, globalFilter: 'New Y'}});
      const found = Array.from(view.container.querySelectorAll('tbody [role="note"]')).map((note) =>
        Array.from(note.children)
          .map((part) => part.textContent)
          .join('|'),
      );
      view.unmount();
      return found;
    };
    expect(highlighted('fuzzy')).toEqual(['New| |Y|ork', 'New| |Y|ork']);
    expect(highlighted('contains')).toEqual(['New Y|ork', 'New Y|ork']);
  });
});
