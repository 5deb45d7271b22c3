import {trackEvent} from '@site/src/lib/analytics';

type PlausibleWindow = Window & {plausible?: (...args: unknown[]) => void};
const win = window as PlausibleWindow;

afterEach(() => {
  delete win.plausible;
});

describe('trackEvent', () => {
  it('is a no-op without window.plausible', () => {
    expect(win.plausible).toBeUndefined();
    expect(() => trackEvent('open-search')).not.toThrow();
    expect(() => trackEvent('page-filter', {query: 'sorting'})).not.toThrow();
  });

  it('ignores a plausible that is not a function', () => {
    (win as unknown as {plausible: unknown}).plausible = 'loading';
    expect(() => trackEvent('open-search')).not.toThrow();
  });

  it('sends the event name and props', () => {
    const plausible = jest.fn();
    win.plausible = plausible;
    trackEvent('version-select', {version: 'V2'});
    expect(plausible).toHaveBeenCalledTimes(1);
    expect(plausible).toHaveBeenCalledWith('version-select', {props: {version: 'V2'}});
  });

  it('sends no options without props', () => {
    const plausible = jest.fn();
    win.plausible = plausible;
    trackEvent('toggle-theme-light-mode');
    expect(plausible).toHaveBeenCalledWith('toggle-theme-light-mode', undefined);
  });

  it('swallows a throwing plausible', () => {
    const plausible = jest.fn(() => {
      throw new Error('blocked by an extension');
    });
    win.plausible = plausible;
    expect(() => trackEvent('edit-on-github', {path: '/docs'})).not.toThrow();
    expect(plausible).toHaveBeenCalledTimes(1);
  });
});
