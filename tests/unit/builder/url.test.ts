import {
  COLUMNS,
  DEFAULT_STATE,
  withColumnSetting,
  withOption,
  withPrimaryColor,
  withThemeColor,
} from '../../../src/builder/model';
import {parseSearch, quoted, stateToSearch} from '../../../src/builder/url';
import {randomStates} from './randomStates';

describe('the address of a builder state', () => {
  it('is empty for the defaults', () => {
    expect(stateToSearch(DEFAULT_STATE)).toBe('');
    expect(parseSearch('')).toEqual({state: DEFAULT_STATE, notes: []});
  });

  it('writes only what differs, readably', () => {
    let state = withOption(DEFAULT_STATE, 'enableRowSelection', true);
    state = withOption(state, 'editDisplayMode', 'cell');
    state = withOption(state, 'enableSorting', true); // the default: not written
    state = withColumnSetting(state, COLUMNS[1]!, 'format', 'currency');
    state = withThemeColor(state, 'baseBackgroundColor', '#AABBCC');
    state = {...state, rows: 1000, density: 'compact'};
    expect(stateToSearch(state)).toBe(
      'enableRowSelection=true&editDisplayMode=cell&rows=1000&density=compact&amount.format=currency&mrtTheme.baseBackgroundColor=%23aabbcc',
    );
  });

  it('reads back every state it writes', () => {
    for (const {state} of randomStates(100, 7)) {
      const search = stateToSearch(state);
      expect(parseSearch(`?${search}`)).toEqual({state, notes: []});
    }
  });

  it('ignores each bad part with a note and keeps the rest', () => {
    const {state, notes} = parseSearch(
      '?enableRowSelection=true&enableGrouping=yes&editDisplayMode=popup&nope=1&rows=5&density=compact' +
        '&amount.filterVariant=select&amount.colour=red&mrtTheme.baseBackgroundColor=red&pageSize=20&enableRowSelection=false',
    );
    expect(state).toEqual({...DEFAULT_STATE, options: {enableRowSelection: true}, density: 'compact', pageSize: 20});
    expect(notes).toEqual([
      'Ignored "enableGrouping=yes": a switch takes true or false.',
      'Ignored "editDisplayMode=popup": not one of cell, custom, modal, row, table.',
      'Ignored "nope": not something the builder sets.',
      'Ignored "rows=5": not one of 10, 1000, 10000.',
      'Ignored "amount.filterVariant=select": not one of text, range, range-slider.',
      'Ignored "amount.colour=red": Amount has no setting "colour".',
      'Ignored "mrtTheme.baseBackgroundColor=red": a colour is written #rrggbb.',
      'Ignored a second "enableRowSelection": the first one is used.',
    ]);
  });

  it('quotes hand-edited text as one short line of plain text', () => {
    const {notes} = parseSearch(`?${encodeURIComponent('<img src=x onerror=alert(1)>')}=1&a%0Ab=2`);
    expect(notes[0]).toBe('Ignored "<img src=x onerror=alert(1)>": not something the builder sets.');
    expect(notes[1]).toBe('Ignored "a b": not something the builder sets.');
    expect(quoted('x'.repeat(100))).toHaveLength(42);
  });

  it('writes the primary colour as primary=#rrggbb and leaves out one that is not', () => {
    const state = withPrimaryColor(DEFAULT_STATE, '#C2185B');
    expect(stateToSearch(state)).toBe('primary=%23c2185b');
    expect(parseSearch('?primary=%23c2185b')).toEqual({state, notes: []});
    expect(parseSearch('?primary=pink&density=compact')).toEqual({
      state: {...DEFAULT_STATE, density: 'compact'},
      notes: ['Ignored "primary=pink": a colour is written #rrggbb.'],
    });
  });

  it('does not take inherited names for options', () => {
    expect(parseSearch('?constructor=true&__proto__=true&toString=1').state).toEqual(DEFAULT_STATE);
  });
});
