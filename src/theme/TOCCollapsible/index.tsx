/** The outline already adapts to narrow screens; no separate collapsible TOC. */
export default function TOCCollapsible(): null {
  return null;
}
