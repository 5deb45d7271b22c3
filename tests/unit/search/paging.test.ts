import {sectionWindow} from '@site/src/search/paging';

/** The window's sections as `page.section`, for reading. */
const shown = (counts: number[], offset: number, limit: number) =>
  sectionWindow(counts, offset, limit).slices.flatMap(({index, from, to}) =>
    Array.from({length: to - from}, (_, at) => `${index}.${from + at}`),
  );

test('the window runs through the pages in rank order, each page giving its sections in order', () => {
  expect(shown([3, 2, 4], 0, 4)).toEqual(['0.0', '0.1', '0.2', '1.0']);
  expect(shown([3, 2, 4], 2, 4)).toEqual(['0.2', '1.0', '1.1', '2.0']);
  expect(shown([3, 2, 4], 5, 10)).toEqual(['2.0', '2.1', '2.2', '2.3']);
});

test('pages wholly outside the window are left out, and the total counts every section', () => {
  const {slices, total} = sectionWindow([6, 6, 6, 1], 7, 2);
  expect(slices).toEqual([{index: 1, from: 1, to: 3}]);
  expect(total).toBe(19);
});

test('a window past the end, or of no sections, is empty; no pages, no sections', () => {
  expect(sectionWindow([2, 2], 4, 5)).toEqual({slices: [], total: 4});
  expect(sectionWindow([2, 2], 0, 0)).toEqual({slices: [], total: 4});
  expect(sectionWindow([], 0, 20)).toEqual({slices: [], total: 0});
});
