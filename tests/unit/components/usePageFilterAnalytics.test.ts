import {renderHook} from '@testing-library/react';
import {usePageFilterAnalytics} from '@site/src/components/NavDrawer/usePageFilterAnalytics';
import {trackEvent} from '@site/src/lib/analytics';

jest.mock('@site/src/lib/analytics', () => ({trackEvent: jest.fn()}));

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(trackEvent).mockClear();
});
afterEach(() => jest.useRealTimers());

test('sends one page-filter event once typing pauses for a second, with the last query', () => {
  const {rerender} = renderHook(({query}) => usePageFilterAnalytics(query, true), {initialProps: {query: 'so'}});
  jest.advanceTimersByTime(500);
  rerender({query: 'sort'});
  jest.advanceTimersByTime(999);
  expect(trackEvent).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(trackEvent).toHaveBeenCalledTimes(1);
  expect(trackEvent).toHaveBeenCalledWith('page-filter', {query: 'sort'});
});

test('cuts the query to 64 characters and sends nothing while not filtering', () => {
  const {rerender} = renderHook(({query, filtering}) => usePageFilterAnalytics(query, filtering), {
    initialProps: {query: 'x'.repeat(100), filtering: false},
  });
  jest.advanceTimersByTime(2000);
  expect(trackEvent).not.toHaveBeenCalled();
  rerender({query: 'x'.repeat(100), filtering: true});
  jest.advanceTimersByTime(1000);
  expect(trackEvent).toHaveBeenCalledWith('page-filter', {query: 'x'.repeat(64)});
});
