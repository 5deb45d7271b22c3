import React, {type MouseEvent} from 'react';
import LinkIcon from '@mui/icons-material/Link';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import {ChromeClassNames} from '@site/src/layout/classNames';

/**
 * The heading's `#` link: follows the anchor like any link, and also copies
 * the section's full URL, confirming with "Copied" for 3 seconds.
 */
export function CopyLinkAnchor({id, pathname}: {id: string; pathname: string}) {
  const {copied, copy} = useCopyToClipboard();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
    document.getElementById(id)?.scrollIntoView();
    void copy(`${window.location.origin}${pathname}#${id}`);
  };
  return (
    <>
      <a
        href={`#${id}`}
        className="hash-link mrt-copy-link"
        onClick={onClick}
        aria-label="Copy link to this section"
        title="Copy link to this section">
        <LinkIcon fontSize="inherit" aria-hidden />
      </a>
      <span role="status" className={copied ? ChromeClassNames.copied : `${ChromeClassNames.copied} mrt-copied--idle`}>
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
