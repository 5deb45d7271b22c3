import {NO_TRANSITIONS_CSS, NO_TRANSITIONS_MS, withoutTransitions} from '@site/src/layout/withoutTransitions';

const noTransitionStyles = () =>
  [...document.head.querySelectorAll('style')].filter((s) => s.textContent === NO_TRANSITIONS_CSS);

describe('withoutTransitions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns transitions off while the change runs and for a moment after, then removes its rule', () => {
    let duringChange = 0;
    withoutTransitions(() => {
      duringChange = noTransitionStyles().length;
    });
    expect(duringChange).toBe(1);
    jest.advanceTimersByTime(NO_TRANSITIONS_MS - 1);
    expect(noTransitionStyles()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(noTransitionStyles()).toHaveLength(0);
  });

  it('still removes its rule when the change throws', () => {
    expect(() =>
      withoutTransitions(() => {
        throw new Error('storage full');
      }),
    ).toThrow('storage full');
    jest.advanceTimersByTime(NO_TRANSITIONS_MS);
    expect(noTransitionStyles()).toHaveLength(0);
  });
});
