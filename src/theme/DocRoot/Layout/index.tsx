import React from 'react';
import type {Props} from '@theme/DocRoot/Layout';

/** Docs render inside the shell's own drawer and content column: no Docusaurus sidebar. */
export default function DocRootLayout({children}: Props) {
  return <div className="mrt-doc-root">{children}</div>;
}
