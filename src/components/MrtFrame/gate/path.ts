/** Where `target` is under `root`, as child indices (null when it is not under it). */
export function pathTo(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node !== root; node = node.parentElement) {
    if (!node || !node.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at `path` under `root` (see pathTo), or null when there is none. */
export function elementAtPath(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}
