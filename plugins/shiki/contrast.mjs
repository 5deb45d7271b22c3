/**
 * WCAG contrast for the code colours: a token colour below AA against its block's background is mixed toward
 * black (light background) or white (dark background) just enough to pass, so axe reports no `color-contrast`.
 */

/** AA is 4.5:1; a little margin so axe's own rounding never lands just below it. */
const MIN_CONTRAST = 4.6;

/** @typedef {[number, number, number]} Rgb */

/** @param {string} color @returns {Rgb | null} */
function parseColor(color) {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!hex) return null;
  const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
  return /** @type {Rgb} */ ([0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)));
}

/** @param {Rgb} rgb */
const toHex = (rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** @param {Rgb} rgb */
function luminance([r, g, b]) {
  /** @param {number} channel */
  const linear = (channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** @param {Rgb} a @param {Rgb} b */
export function contrastRatio(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, or the closest mix of it toward black/white that reaches MIN_CONTRAST on `background`. */
export function readableOn(/** @type {string} */ color, /** @type {string} */ background) {
  const foreground = parseColor(color);
  const base = parseColor(background);
  if (!foreground || !base || contrastRatio(foreground, base) >= MIN_CONTRAST) return color;
  /** @type {Rgb} */
  const target = luminance(base) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let amount = 0.02; amount <= 1; amount += 0.02) {
    const mixed = /** @type {Rgb} */ (foreground.map((channel, i) => channel + (target[i] - channel) * amount));
    if (contrastRatio(mixed, base) >= MIN_CONTRAST) return toHex(mixed);
  }
  return toHex(target);
}
