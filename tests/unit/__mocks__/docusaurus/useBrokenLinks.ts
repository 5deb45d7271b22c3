/** Mock of `@docusaurus/useBrokenLinks`: collects nothing. */
const brokenLinks = {
  collectLink(_link: string | undefined): void {},
  collectAnchor(_anchor: string | undefined): void {},
};

export default function useBrokenLinks() {
  return brokenLinks;
}
