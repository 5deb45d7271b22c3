/** Mock of `@docusaurus/Head`: head tags are not rendered under jsdom. */
export default function Head(): null {
  return null;
}
