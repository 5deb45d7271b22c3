/** Mock of `@docusaurus/useGlobalData`: plugin data (id `default`) comes from mockState. */
import {getAllMockPluginData, getMockPluginData} from './mockState';

export function usePluginData(pluginName: string): unknown {
  return getMockPluginData(pluginName);
}

export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  return {default: getMockPluginData(pluginName)};
}

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(getAllMockPluginData()).map(([name, data]) => [name, {default: data}]));
}
