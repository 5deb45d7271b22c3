import React, {useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import {trackEvent} from '@site/src/lib/analytics';
import {ASSISTANTS, assistantPrompt} from '@site/src/site/assistants';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import {normalizePath} from '@site/src/navigation/model';
import './styles.css';
import {ChromeClassNames} from '@site/src/layout/classNames';

/** Material Icons' ContentCopy outline (the path @mui/icons-material draws). */
const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';

/** The page's Markdown twin, written by the build next to its HTML (`/docs/guides/sorting` → `/docs/guides/sorting.md`). */
export const markdownTwinOf = (pathname: string): string => `${normalizePath(pathname)}.md`;

/**
 * "Copy page", "Open as Markdown" and "Open in ChatGPT / Claude" for the page being read. Copy fetches the page's Markdown twin (from the
 * first pointer or focus on the button, so the text is usually there by the click) and puts it on the
 * clipboard, confirming with "Copied" for 3 seconds. The markup is the same on the server and in the browser,
 * and the confirmation is placed under the button, so nothing around it moves. The assistants' links open a new
 * conversation whose prompt points at the twin's address and names the versions (src/site/assistants.ts).
 */
export function PageActions() {
  const {pathname} = useLocation();
  const twin = markdownTwinOf(pathname);
  const {siteUrl} = useSiteSettings();
  const prompt = assistantPrompt(`${siteUrl}${twin}`);
  const {copied, copy} = useCopyToClipboard();
  const [failed, setFailed] = useState(false);
  const pending = useRef<{url: string; text: Promise<string>} | null>(null);

  const fetchTwin = (): Promise<string> => {
    if (pending.current?.url !== twin) {
      const text = fetch(twin).then((response) => {
        if (!response.ok) throw new Error(`${response.status} for ${twin}`);
        return response.text();
      });
      // a failed fetch is tried again on the next click
      text.catch(() => {
        if (pending.current?.text === text) pending.current = null;
      });
      pending.current = {url: twin, text};
    }
    return pending.current.text;
  };
  const prefetch = () => {
    fetchTwin().catch(() => undefined);
  };
  const onCopy = async () => {
    trackEvent('copy-page', {path: normalizePath(pathname)});
    setFailed(false);
    try {
      const ok = await copy(await fetchTwin());
      if (!ok) setFailed(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={ChromeClassNames.pageActions}>
      <span className="mrt-page-actions__copy">
        {/* a plain button and inline icon: this control is on every doc page, so it carries no component library */}
        <button
          type="button"
          className="mrt-page-actions__button"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={onCopy}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="14" height="14">
            <path d={COPY_ICON} fill="currentColor" />
          </svg>
          Copy page
        </button>
        <span
          role="status"
          className={copied || failed ? ChromeClassNames.copied : `${ChromeClassNames.copied} mrt-copied--idle`}>
          {copied ? 'Copied' : failed ? 'Copy failed' : ''}
        </span>
      </span>
      <a
        className="mrt-page-actions__open"
        href={twin}
        type="text/markdown"
        onClick={() => trackEvent('open-page-markdown', {path: normalizePath(pathname)})}>
        Open as Markdown
      </a>
      {ASSISTANTS.map((assistant) => (
        <a
          key={assistant.name}
          className="mrt-page-actions__open"
          href={assistant.url(prompt)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackEvent(assistant.event, {path: normalizePath(pathname)})}>
          Open in {assistant.name}
        </a>
      ))}
    </div>
  );
}
