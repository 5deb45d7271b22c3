/** The media query the site puts hover-descendant rules under (see ./selectors.ts for why). */
export const HOVER_MEDIA = '(hover: hover)';
