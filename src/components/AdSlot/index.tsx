import React, {useEffect, useRef} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import Box from '@mui/material/Box';
import {BREAKPOINTS, OUTLINE, up} from '@site/src/layout/constants';
import {useSiteSettings} from '@site/src/site/useSiteSettings';
import {ChromeClassNames} from '@site/src/layout/classNames';

export const AD_SIZE = {width: 330, height: 125} as const;
const SCRIPT_ID = '_carbonads_js';

/** (Re)loads the provider's script into the slot: it renders the ad next to itself. */
function loadAd(container: HTMLElement, scriptSrc: string) {
  container.querySelectorAll(`#${SCRIPT_ID}, #carbonads`).forEach((node) => node.remove());
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = scriptSrc;
  container.appendChild(script);
}

/**
 * The advertisement slot. Its box is reserved at a fixed size, so an ad
 * arriving never shifts the page. The provider's script loads only when
 * configured (ADS_SCRIPT_SRC); at 1800px or wider it loads again when the
 * window is resized or the theme changes, so the ad matches the new look.
 */
export function AdSlot() {
  const {ads} = useSiteSettings();
  const {colorMode} = useColorMode();
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useRef(false);

  useEffect(() => {
    const container = ref.current;
    if (!ads.scriptSrc || !container) return;
    if (!loaded.current) {
      loaded.current = true;
      loadAd(container, ads.scriptSrc);
      return;
    }
    if (window.innerWidth >= BREAKPOINTS.xl) loadAd(container, ads.scriptSrc);
  }, [ads.scriptSrc, colorMode]);

  useEffect(() => {
    const container = ref.current;
    if (!ads.scriptSrc || !container) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth >= BREAKPOINTS.xl) loadAd(container, ads.scriptSrc);
      }, 300);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [ads.scriptSrc]);

  if (!ads.scriptSrc) return null;
  return (
    <Box
      ref={ref}
      className={ChromeClassNames.adSlot}
      aria-label="Advertisement"
      role="complementary"
      sx={{
        width: AD_SIZE.width,
        maxWidth: '100%',
        height: AD_SIZE.height,
        overflow: 'hidden',
        mb: 2,
        [up(BREAKPOINTS.xl)]: {
          position: 'fixed',
          right: OUTLINE.right,
          bottom: '1rem',
          width: OUTLINE.maxWidth,
          height: AD_SIZE.height,
          mb: 0,
        },
      }}
    />
  );
}
