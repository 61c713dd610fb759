// Small colour arithmetic on hex strings, for deriving the art's shades from a theme's palette.

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  let digits = hex.replace('#', '');
  if (digits.length === 3)
    digits = digits
      .split('')
      .map((digit) => digit + digit)
      .join('');
  const value = Number.parseInt(digits.slice(0, 6), 16);
  if (Number.isNaN(value)) return [0, 0, 0];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const channel = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

export const toHex = ([r, g, b]: Rgb): string => `#${channel(r)}${channel(g)}${channel(b)}`;

/** The colour `amount` (0..1) of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export const lighten = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
export const darken = (colour: string, amount: number) => mix(colour, '#000000', amount);

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(colour: string): number {
  const linear = parseHex(colour).map((value) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}
