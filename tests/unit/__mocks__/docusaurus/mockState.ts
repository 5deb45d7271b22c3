/**
 * State shared by the Docusaurus client-module mocks and the tests that drive
 * them: the current location and the history `push` spy. Reset before every
 * test by tests/unit/setup.ts.
 */
export interface MockLocation {
  pathname: string;
  search: string;
  hash: string;
}

let location: MockLocation = {pathname: '/', search: '', hash: ''};
let pluginData: Record<string, unknown> = {'page-sources': {sources: {}}};

/** `history.push` of the mocked router; inspect its calls in tests. */
export const historyPush = jest.fn<void, [string]>();

export function setMockLocation(pathname: string, search = '', hash = ''): void {
  location = {pathname, search, hash};
}

export function getMockLocation(): MockLocation {
  return location;
}

/** Global data returned by `usePluginData(pluginName)`. */
export function setMockPluginData(pluginName: string, data: unknown): void {
  pluginData = {...pluginData, [pluginName]: data};
}

export function getMockPluginData(pluginName: string): unknown {
  return pluginData[pluginName];
}

export function getAllMockPluginData(): Record<string, unknown> {
  return pluginData;
}

export function resetDocusaurusMocks(): void {
  location = {pathname: '/', search: '', hash: ''};
  pluginData = {'page-sources': {sources: {}}};
  historyPush.mockReset();
}
