/**
 * Options that need another one, or do nothing without it: the note shown next to the control while the
 * other option is not set as it needs. Each note is a claim, checked against MRT in
 * tests/claims/builder.test.tsx under the note's own words.
 */
import {CONTROL_BY_NAME, optionValue, type BuilderState} from './model';

export interface Combination {
  /** The option whose control shows the note. */
  option: string;
  note: string;
  /** Whether the note applies to a state. */
  applies: (state: BuilderState) => boolean;
}

const value = (state: BuilderState, name: string) => optionValue(state, CONTROL_BY_NAME.get(name)!);
const off = (name: string) => (state: BuilderState) => value(state, name) !== true;

const needsEditing = 'Does nothing until enableEditing is on: no cell becomes editable.';
const needsCreating = 'Shows nothing until a row is being created: your own button calls table.setCreatingRow(true).';
const needsSelection = 'Does nothing until enableRowSelection is on: rows get no checkboxes.';
const needsPagination = 'Does nothing while enablePagination is off: there are no pages.';
const needsGlobalFilter = 'Does nothing while enableGlobalFilter is off: there is no search box.';

export const COMBINATIONS: Combination[] = [
  {option: 'editDisplayMode', note: needsEditing, applies: off('enableEditing')},
  {option: 'createDisplayMode', note: needsCreating, applies: () => true},
  {option: 'positionCreatingRow', note: needsCreating, applies: () => true},
  {option: 'enableSelectAll', note: needsSelection, applies: off('enableRowSelection')},
  {option: 'enableMultiRowSelection', note: needsSelection, applies: off('enableRowSelection')},
  {option: 'selectAllMode', note: needsSelection, applies: off('enableRowSelection')},
  {
    option: 'rowPinningDisplayMode',
    note: 'Does nothing until enableRowPinning is on: rows get no pin buttons.',
    applies: off('enableRowPinning'),
  },
  {option: 'paginationDisplayMode', note: needsPagination, applies: off('enablePagination')},
  {option: 'positionPagination', note: needsPagination, applies: off('enablePagination')},
  {option: 'positionGlobalFilter', note: needsGlobalFilter, applies: off('enableGlobalFilter')},
  {
    option: 'enableColumnDragging',
    note: 'Headers get a drag handle, but a drop does nothing until enableColumnOrdering or enableGrouping is on.',
    applies: (state) =>
      value(state, 'enableColumnDragging') === true &&
      value(state, 'enableColumnOrdering') !== true &&
      value(state, 'enableGrouping') !== true,
  },
  {
    option: 'enableGrouping',
    note: 'A header dragged onto the zone above the table groups by it; dropped on another header it stays in place until enableColumnOrdering is on.',
    applies: (state) => value(state, 'enableGrouping') === true && value(state, 'enableColumnOrdering') !== true,
  },
  {
    option: 'positionToolbarDropZone',
    note: 'Shows nothing until enableGrouping is on: the zone appears while a header is dragged, to group by it.',
    applies: off('enableGrouping'),
  },
  {
    option: 'enableRowVirtualization',
    note: 'With pagination on, only the current page is rendered: turn enablePagination off to scroll through every row.',
    applies: (state) => value(state, 'enableRowVirtualization') === true && value(state, 'enablePagination') === true,
  },
];

/** The notes that apply to a state, by option. */
export function notesFor(state: BuilderState): Map<string, string> {
  const notes = new Map<string, string>();
  for (const combination of COMBINATIONS) {
    if (combination.applies(state)) notes.set(combination.option, combination.note);
  }
  return notes;
}
