import {themes, type PrismTheme} from 'prism-react-renderer';
import {schemeTheme} from '../prism/scheme';

/**
 * Code-block colour themes that meet WCAG AA (4.5:1) for every token colour.
 * The stock GitHub and VS Dark themes use several token colours below that
 * against their own background (GitHub: functions #d73a49 at 4.3:1, comments
 * #999988 at 2.8:1, numbers #36acaa at 2.6:1; VS Dark: markup punctuation
 * #808080, constants, prologs), which axe reports as serious `color-contrast`
 * violations. Each such colour is mixed toward black (light background) or
 * white (dark background) just enough to pass; the others are kept as they are.
 */

/** AA is 4.5:1; a little margin so axe's own rounding never lands just below it. */
const MIN_CONTRAST = 4.6;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, or the closest mix of it toward black/white that reaches MIN_CONTRAST on `background`. */
export function readableOn(color: string, background: string): string {
  const foreground = parseColor(color);
  const base = parseColor(background);
  if (!foreground || !base || contrastRatio(foreground, base) >= MIN_CONTRAST) return color;
  const target: Rgb = luminance(base) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let amount = 0.02; amount <= 1; amount += 0.02) {
    const mixed = foreground.map((channel, i) => channel + (target[i]! - channel) * amount) as Rgb;
    if (contrastRatio(mixed, base) >= MIN_CONTRAST) return toHex(mixed);
  }
  return toHex(target);
}

/** A copy of `theme` whose token colours all reach MIN_CONTRAST on its background. */
export function withReadableColors(theme: PrismTheme): PrismTheme {
  const background = String(theme.plain.backgroundColor ?? '');
  const fix = <T extends {color?: string}>(style: T): T =>
    style.color ? {...style, color: readableOn(style.color, background)} : style;
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((entry) => ({...entry, style: fix(entry.style)})),
  };
}

export const lightCodeTheme = withReadableColors(themes.github);
export const darkCodeTheme = withReadableColors(themes.vsDark);

/**
 * What Docusaurus gets for both colour modes: token colours that follow `<html data-theme>` (src/prism/scheme.ts),
 * so the server's HTML is right in either scheme and hydration changes nothing.
 */
export const codeTheme = schemeTheme(lightCodeTheme, darkCodeTheme) as unknown as PrismTheme; // `schemes` rides in `plain`
