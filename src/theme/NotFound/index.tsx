import React, {type ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {NotFoundContext} from '@site/src/components/Breadcrumbs';

type Props = WrapperProps<typeof NotFoundType>;

/** Docusaurus' 404 page, telling the shell's breadcrumbs that this address has no page (Home / Page Not Found). */
export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <NotFoundContext.Provider value={true}>
      <NotFound {...props} />
    </NotFoundContext.Provider>
  );
}
