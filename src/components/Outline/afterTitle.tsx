import React, {createContext, useContext, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme/MDXComponents';

const AfterTitle = createContext<ReactNode>(null);

/** The site's h1, followed by what `AfterTitleProvider` gives (the narrow outline). */
function H1Followed(props: ComponentProps<'h1'>) {
  const H1 = MDXComponents.h1 as React.ComponentType<ComponentProps<'h1'>>;
  return (
    <>
      <H1 {...props} />
      {useContext(AfterTitle)}
    </>
  );
}

/** `components` for a compiled MDX page whose `# Title` is to be followed by `AfterTitleProvider`'s value. */
export const H1_FOLLOWED = {h1: H1Followed} as Record<string, React.ComponentType<never>>;

/** What renders right under the page's `# Title` (see H1_FOLLOWED). */
export const AfterTitleProvider = AfterTitle.Provider;
