/** Breadcrumbs come from the shell (path-based, on every page), not per doc. */
export default function DocBreadcrumbs(): null {
  return null;
}
