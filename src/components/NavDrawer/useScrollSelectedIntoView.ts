import {useEffect, type RefObject} from 'react';

/**
 * Keeps the current entry (`aria-current="page"` inside `listRef`) in view
 * within the drawer's own scroll box (`[data-nav-scroll]`) whenever `currentPath`
 * changes: an entry out of view is scrolled to the middle; one in view stays put.
 */
export function useScrollSelectedIntoView(listRef: RefObject<HTMLElement | null>, currentPath: string): void {
  useEffect(() => {
    const scroller = listRef.current?.closest<HTMLElement>('[data-nav-scroll]');
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current) return;
    const top = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (top < 0 || top > scroller.clientHeight - current.offsetHeight) {
      scroller.scrollTop += top - scroller.clientHeight / 2;
    }
  }, [listRef, currentPath]);
}
