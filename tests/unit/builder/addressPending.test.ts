/**
 * The builder opened with a state in its address stays hidden until it shows that state: the inline script
 * sets the attribute only when there is a query string, the stylesheet hides the builder under that very
 * attribute, and the attribute goes when the builder calls addressShown (or after the longest wait).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ADDRESS_PENDING,
  ADDRESS_PENDING_MAX_MS,
  ADDRESS_PENDING_SCRIPT,
  addressPending,
  addressShown,
} from '../../../src/components/Builder/addressPending';

const runScript = (search: string) => {
  window.history.replaceState(null, '', `/builder${search}`);
  // the inline script, run as the page runs it
  new Function(ADDRESS_PENDING_SCRIPT)();
};

afterEach(() => {
  document.documentElement.removeAttribute(ADDRESS_PENDING);
  jest.useRealTimers();
});

it('marks the page only when the address holds something', () => {
  runScript('');
  expect(addressPending()).toBe(false);
  runScript('?');
  expect(addressPending()).toBe(false);
  runScript('?enableRowSelection=true');
  expect(addressPending()).toBe(true);
  addressShown();
  expect(addressPending()).toBe(false);
});

it('shows the builder after the longest wait if its code never runs', () => {
  jest.useFakeTimers();
  runScript('?density=compact');
  jest.advanceTimersByTime(ADDRESS_PENDING_MAX_MS - 1);
  expect(addressPending()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(addressPending()).toBe(false);
});

it('the stylesheet hides the builder under the same attribute', () => {
  const css = fs.readFileSync(path.join(__dirname, '../../../src/components/Builder/styles.module.css'), 'utf8');
  expect(css).toMatch(new RegExp(`:global\\(html\\[${ADDRESS_PENDING}\\]\\) \\.builder \\{\\s*visibility: hidden;`));
});
