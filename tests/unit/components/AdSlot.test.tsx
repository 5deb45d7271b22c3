import React from 'react';
import {act, render} from '@testing-library/react';
import {readSiteSettings} from '@site/src/site/settings';

let mockColorMode: 'light' | 'dark' = 'dark';
let mockSettings = readSiteSettings({});

jest.mock('@docusaurus/theme-common', () => ({
  useColorMode: () => ({colorMode: mockColorMode}),
}));
jest.mock('@site/src/site/useSiteSettings', () => ({
  useSiteSettings: () => mockSettings,
}));

import {AdSlot, AD_SIZE} from '@site/src/components/AdSlot';

const AD_SRC = 'https://ads.example.test/serve.js?zone=docs';

const adScripts = (container: HTMLElement) => [...container.querySelectorAll('script')].filter((s) => s.src === AD_SRC);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {configurable: true, value: width});
}

describe('AdSlot', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockColorMode = 'dark';
    mockSettings = readSiteSettings({ADS_SCRIPT_SRC: AD_SRC});
    setWidth(1900);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('renders nothing and loads no script when ads are not configured', () => {
    mockSettings = readSiteSettings({});
    const {container} = render(<AdSlot />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  test('reserves a fixed-size box and loads the provider script into it once', () => {
    const {container} = render(<AdSlot />);
    const slot = container.querySelector('.mrt-ad-slot') as HTMLElement;
    expect(slot).not.toBeNull();
    expect(getComputedStyle(slot).height).toBe(`${AD_SIZE.height}px`);
    expect(adScripts(container)).toHaveLength(1);
  });

  test('reloads on a theme change at 1800px or wider, not below', () => {
    const {container, rerender} = render(<AdSlot />);
    const first = adScripts(container)[0];
    mockColorMode = 'light';
    rerender(<AdSlot />);
    const second = adScripts(container)[0];
    expect(second).not.toBe(first);
    expect(adScripts(container)).toHaveLength(1);

    setWidth(1200);
    mockColorMode = 'dark';
    rerender(<AdSlot />);
    expect(adScripts(container)[0]).toBe(second);
  });

  test('reloads after a resize at 1800px or wider, not below', () => {
    const {container} = render(<AdSlot />);
    const first = adScripts(container)[0];
    setWidth(1000);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(400);
    });
    expect(adScripts(container)[0]).toBe(first);
    setWidth(1850);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(400);
    });
    expect(adScripts(container)[0]).not.toBe(first);
    expect(adScripts(container)).toHaveLength(1);
  });
});
