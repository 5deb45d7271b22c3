import React, {useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode} from 'react';
import {keepInPlace} from '../keepInPlace';
import {getLanguage, setLanguage, subscribe, type Language} from './languageChoice';
import './styles.css';

const LABELS: Record<Language, string> = {ts: 'TS', js: 'JS'};
const ORDER: Language[] = ['ts', 'js'];

/**
 * The TS and JS tabs of an example's source, in the markup and Infima classes of Docusaurus' tabs (so they
 * look the same and the Markdown twins read them the same way). Only the chosen panel is rendered. The server
 * and hydration render TypeScript; a remembered JavaScript choice applies right after. When a click changes
 * the choice, every example on the page follows, and the clicked tab keeps its place on screen although the
 * sources above it change height.
 */
export function LanguageTabs({children}: {children: Record<Language, ReactNode>}) {
  const language = useSyncExternalStore(subscribe, getLanguage, () => 'ts' as const);
  const tabs = useRef<Partial<Record<Language, HTMLLIElement | null>>>({});

  const choose = (next: Language, tab: HTMLElement) => {
    if (next === language) return;
    keepInPlace(tab);
    setLanguage(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, value: Language) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(value, event.currentTarget);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const step = event.key === 'ArrowRight' ? 1 : ORDER.length - 1;
      tabs.current[ORDER[(ORDER.indexOf(value) + step) % ORDER.length]]?.focus();
    }
  };

  return (
    <div className="theme-tabs-container tabs-container mrt-language-tabs">
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {ORDER.map((value) => (
          <li
            key={value}
            role="tab"
            tabIndex={value === language ? 0 : -1}
            aria-selected={value === language}
            ref={(element) => {
              tabs.current[value] = element;
            }}
            onClick={(event) => choose(value, event.currentTarget)}
            onKeyDown={(event) => onKeyDown(event, value)}
            className={value === language ? 'tabs__item tabs__item--active' : 'tabs__item'}>
            {LABELS[value]}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        <div role="tabpanel">{children[language]}</div>
      </div>
    </div>
  );
}
