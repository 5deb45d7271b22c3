import React from 'react';

/** Text with its `backtick` spans shown as code. Always rendered as text, never parsed as HTML. */
export function InlineCode({text}: {text: string}) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="api-code">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
