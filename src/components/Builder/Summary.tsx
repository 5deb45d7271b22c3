import React from 'react';

/** A description's Markdown code spans as `<code>`, the rest as text (never HTML). */
export function Summary({text}: {text: string}) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) =>
          index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>,
        )}
    </>
  );
}
