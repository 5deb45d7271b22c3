import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

/** What Docusaurus' code block parts read from the block's context (the Toggle word wrap button). */
export type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Whether a block's lines are wider than the block, or wrapped by the reader (the button then stays). */
const isScrollable = (pre: HTMLElement, code: HTMLElement | null): boolean =>
  pre.scrollWidth > pre.clientWidth || code?.hasAttribute('style') === true;

/**
 * Docusaurus' `useCodeWordWrap` with the same result, read at another moment. Docusaurus measures each block in
 * an effect, which forces the browser to lay out the new page inside React's commit: after a tap on a link, a
 * long page's body took a sixth longer to commit. Here a ResizeObserver reads the block after the browser's own
 * layout, and again whenever the block or its lines change size: a resized window, a tab that shows a hidden
 * block, wrapping turned on or off.
 */
export function useWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    const code = pre.querySelector('code');
    const observer = new ResizeObserver(() => setIsCodeScrollable(isScrollable(pre, code)));
    observer.observe(pre);
    // the lines' own box (floated, at least as wide as the block) changes when wrapping does
    if (code) observer.observe(code);
    return () => observer.disconnect();
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // very long words and strings wrap too: wrapped code never scrolls sideways
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
