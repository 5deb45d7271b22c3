/**
 * @jest-environment node
 *
 * The Theming guide's server-rendering claim, checked the way it happens: the page's app is rendered to HTML
 * with Node's builds of React, Emotion, MUI and MRT (styles inline, as a server sends them), loaded into a
 * browser document (jsdom) where MUI's InitColorSchemeScript runs first, then hydrated there by fresh
 * browser copies of the same modules.
 */
import {JSDOM, type DOMWindow} from 'jsdom';

type Modules = {
  React: typeof import('react');
  server: typeof import('react-dom/server');
  styles: typeof import('@mui/material/styles');
  Box: typeof import('@mui/material/Box').default;
  InitColorSchemeScript: typeof import('@mui/material/InitColorSchemeScript').default;
  mrt: typeof import('material-react-table');
};

const load = (): Modules => ({
  React: require('react'),
  server: require('react-dom/server'),
  styles: require('@mui/material/styles'),
  Box: require('@mui/material/Box').default,
  InitColorSchemeScript: require('@mui/material/InitColorSchemeScript').default,
  mrt: require('material-react-table'),
});

/** The page's theme.tsx, SchemeGate and a table inside them, built from one copy of the modules. */
function app(m: Modules) {
  const h = m.React.createElement;
  const theme = m.styles.createTheme({
    colorSchemes: {light: true, dark: {palette: {primary: {main: '#a5b4fc'}}}},
    cssVariables: {colorSchemeSelector: 'class'},
  });
  function SchemeGate({children}: {children: React.ReactNode}) {
    const {palette} = m.styles.useTheme();
    const other = palette.mode === 'dark' ? 'light' : 'dark';
    return h(m.Box, {id: 'gate', sx: {[`.${other} &`]: {visibility: 'hidden'}}}, children);
  }
  function Table() {
    const table = m.mrt.useMaterialReactTable({
      columns: [{accessorKey: 'name', header: 'Name'}],
      data: [{name: 'Ada'}, {name: 'Grace'}],
    });
    // (one row type for both copies of MRT's types)
    return h(m.mrt.MaterialReactTable, {table: table as never});
  }
  return h(m.styles.ThemeProvider, {theme, forceThemeRerender: true}, h(SchemeGate, null, h(Table)));
}

/** What React, Emotion and MUI read from a browser's global scope. */
const FROM_WINDOW = [
  'document',
  'navigator',
  'localStorage',
  'HTMLElement',
  'HTMLIFrameElement',
  'Element',
  'Node',
  'MutationObserver',
  'requestAnimationFrame',
  'cancelAnimationFrame',
];

/** Serves the app to a visitor whose stored mode is `mode`, then hydrates it; reports what is seen at each step. */
async function visit(mode: 'light' | 'dark') {
  const server = load();
  const script = server.server.renderToString(
    server.React.createElement(server.InitColorSchemeScript, {attribute: 'class'}),
  );
  const body = server.server.renderToString(app(server));
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${script}<div id="root">${body}</div></body></html>`, {
    url: 'https://example.test/',
    runScripts: 'outside-only',
  });
  const window = dom.window as DOMWindow & {eval: (code: string) => void};
  const document = window.document;
  window.localStorage.setItem('mui-mode', mode);
  // the inline script, as the browser runs it before parsing what follows
  window.eval(document.querySelector('script')!.textContent!);
  const gate = () => document.getElementById('gate')!;
  const paper = () => document.querySelector('.MuiPaper-root')!;
  const look = () => ({
    html: document.documentElement.className,
    visibility: window.getComputedStyle(gate()).visibility,
    display: window.getComputedStyle(gate()).display,
    paper: window.getComputedStyle(paper()).backgroundColor,
  });
  const served = look();

  const scope = globalThis as Record<string, unknown>;
  Object.assign(scope, Object.fromEntries(FROM_WINDOW.map((name) => [name, window[name as keyof DOMWindow]])), {
    window,
    getComputedStyle: window.getComputedStyle.bind(window),
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  const errors: unknown[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args[0]));
  try {
    let client: Modules & {dom: typeof import('react-dom/client')} = {} as never;
    // fresh copies that see a document: Emotion and MUI run as in a browser
    jest.isolateModules(() => {
      client = {...load(), dom: require('react-dom/client')};
    });
    await client.React.act(async () => {
      client.dom.hydrateRoot(document.getElementById('root')!, app(client));
    });
    return {served, hydrated: look(), errors};
  } finally {
    spy.mockRestore();
    [...FROM_WINDOW, 'window', 'getComputedStyle', 'IS_REACT_ACT_ENVIRONMENT'].forEach((name) => delete scope[name]);
    window.close();
  }
}

describe('Theming guide: hiding a table painted in the other scheme', () => {
  it('For a dark visitor the served table is hidden, keeps its space, and appears in dark colours once the provider has switched', async () => {
    const {served, hydrated, errors} = await visit('dark');
    expect(served).toEqual({html: 'dark', visibility: 'hidden', display: 'block', paper: 'rgb(255, 255, 255)'});
    expect(hydrated).toEqual({html: 'dark', visibility: 'visible', display: 'block', paper: 'rgb(29, 29, 29)'});
    expect(errors).toEqual([]);
  });

  it('in the default scheme it shows at once', async () => {
    const {served, hydrated, errors} = await visit('light');
    expect(served).toEqual({html: 'light', visibility: 'visible', display: 'block', paper: 'rgb(255, 255, 255)'});
    expect(hydrated).toEqual(served);
    expect(errors).toEqual([]);
  });
});
