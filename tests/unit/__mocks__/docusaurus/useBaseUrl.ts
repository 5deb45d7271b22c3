/** Mock of `@docusaurus/useBaseUrl` for a site served at baseUrl `/`. */
export default function useBaseUrl(url: string): string {
  return url;
}

export function useBaseUrlUtils() {
  return {withBaseUrl: (url: string) => url};
}
