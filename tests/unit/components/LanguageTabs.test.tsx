import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {LanguageTabs} from '@site/src/components/Example/LanguageTabs';
import {
  STORAGE_KEY,
  getLanguage,
  resetLanguageForTests,
  setLanguage,
} from '@site/src/components/Example/LanguageTabs/languageChoice';

const panels = {ts: <p>typescript source</p>, js: <p>javascript source</p>};

beforeEach(() => {
  window.localStorage.clear();
  resetLanguageForTests();
  jest.restoreAllMocks();
});

describe('languageChoice', () => {
  test('TypeScript unless JavaScript was remembered; junk reads as TypeScript', () => {
    expect(getLanguage()).toBe('ts');
    window.localStorage.setItem(STORAGE_KEY, 'js');
    resetLanguageForTests();
    expect(getLanguage()).toBe('js');
    window.localStorage.setItem(STORAGE_KEY, '<b>junk</b>');
    resetLanguageForTests();
    expect(getLanguage()).toBe('ts');
  });

  test('storage that throws reads as TypeScript, and a choice still holds for the visit', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(getLanguage()).toBe('ts');
    expect(() => setLanguage('js')).not.toThrow();
    expect(getLanguage()).toBe('js');
  });
});

describe('LanguageTabs', () => {
  test('renders only the chosen panel, TypeScript first', () => {
    render(<LanguageTabs>{panels}</LanguageTabs>);
    expect(screen.getByRole('tab', {name: 'TS'}).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('typescript source');
    expect(screen.queryByText('javascript source')).toBeNull();
  });

  test('a click on JS switches every example on the page and is remembered', () => {
    render(
      <>
        <LanguageTabs>{panels}</LanguageTabs>
        <LanguageTabs>{panels}</LanguageTabs>
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', {name: 'JS'})[0]);
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual([
      'javascript source',
      'javascript source',
    ]);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('js');
    expect(screen.getAllByRole('tab', {name: 'JS'})[1].className).toContain('tabs__item--active');
  });

  test('arrow keys move focus between the tabs and Enter picks one', () => {
    render(<LanguageTabs>{panels}</LanguageTabs>);
    const ts = screen.getByRole('tab', {name: 'TS'});
    const js = screen.getByRole('tab', {name: 'JS'});
    expect(ts.tabIndex).toBe(0);
    expect(js.tabIndex).toBe(-1);
    ts.focus();
    fireEvent.keyDown(ts, {key: 'ArrowRight'});
    expect(document.activeElement).toBe(js);
    fireEvent.keyDown(js, {key: 'ArrowRight'});
    expect(document.activeElement).toBe(ts);
    fireEvent.keyDown(ts, {key: 'ArrowLeft'});
    fireEvent.keyDown(js, {key: 'Enter'});
    expect(screen.getByRole('tabpanel').textContent).toBe('javascript source');
  });

  test('a change in another browser tab is followed', () => {
    render(<LanguageTabs>{panels}</LanguageTabs>);
    window.localStorage.setItem(STORAGE_KEY, 'js');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', {key: STORAGE_KEY}));
    });
    expect(screen.getByRole('tabpanel').textContent).toBe('javascript source');
  });
});
