import React from 'react';
import type {Props} from '@theme/TOC';
import {Outline} from '@site/src/components/Outline';

/** Docusaurus' TOC slot is the Material outline. */
export default function TOC({toc}: Props) {
  return <Outline toc={toc} />;
}
