/** Mock of `@docusaurus/useIsBrowser`: unit tests render as a hydrated browser page. */
export default function useIsBrowser(): boolean {
  return true;
}
