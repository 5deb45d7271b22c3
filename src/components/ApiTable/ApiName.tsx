import React from 'react';
import {nameParts} from '@site/src/api/filter';

/** An entry name in code type that wraps only between its camelCase parts (a `<wbr>` before each). */
export function ApiName({name}: {name: string}) {
  return (
    <code className="api-name">
      {nameParts(name).map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
}
