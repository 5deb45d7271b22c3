import React from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';

/**
 * Code copy button: shows "Copied" for 3000 ms, then reverts. Copies the block's text as shown (a block
 * coloured at build time has no code string of its own: plugins/shiki).
 */
export default function CopyButton({className}: Props) {
  const {wordWrap} = useCodeBlockContext();
  const {copied, copy} = useCopyToClipboard();
  return (
    <Button
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      className={clsx(className, 'mrt-copy-code', copied && 'mrt-copy-code--copied')}
      onClick={() => void copy(wordWrap.codeBlockRef.current?.textContent ?? '')}>
      {copied ? <IconSuccess aria-hidden /> : <IconCopy aria-hidden />}
      <span className="mrt-copy-code__label">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
