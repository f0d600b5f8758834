/**
 * Brand colour arithmetic: pure functions on `#rrggbb` colours. Lighten/darken move the HSL lightness by
 * percentage points (as the product's colour library did: `lighten(20)`), contrast follows WCAG 2.x.
 */
import { HEX_COLOR } from './hex-color';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–100 */
  s: number;
  /** 0–100 */
  l: number;
}

export function parseHex(color: string): Rgb {
  const match = HEX_COLOR.exec(color.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${color}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = clamp(s, 0, 100) / 100;
  const ln = clamp(l, 0, 100) / 100;
  const a = sn * Math.min(ln, 1 - ln);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return (ln - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** The colour with its HSL lightness raised by `amount` percentage points (capped at white). */
export function lighten(color: string, amount: number): string {
  const hsl = rgbToHsl(parseHex(color));
  return toHex(hslToRgb({ ...hsl, l: clamp(hsl.l + amount, 0, 100) }));
}

/** The colour with its HSL lightness lowered by `amount` percentage points (capped at black). */
export function darken(color: string, amount: number): string {
  return lighten(color, -amount);
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const { r, g, b } = parseHex(color);
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
export const NEAR_BLACK = '#0d1b18';
export const WHITE = '#ffffff';
const BLACK = '#000000';

/**
 * The text colour for text set on `background`: near-black or white, whichever passes AA (4.5:1) with more to
 * spare. For the few mid-tones where neither does, pure black, which always does (any colour reaches at least
 * 4.58:1 against black or white).
 */
export function readableTextOn(background: string): string {
  const onDark = contrastRatio(background, WHITE);
  const onLight = contrastRatio(background, NEAR_BLACK);
  if (Math.max(onDark, onLight) >= AA_CONTRAST) return onDark >= onLight ? WHITE : NEAR_BLACK;
  return contrastRatio(background, BLACK) >= onDark ? BLACK : WHITE;
}

/**
 * A shade of `color` usable as text (links, focus rings) on `background` with AA contrast: the colour itself when
 * it passes, else darkened (on a light background) or lightened (on a dark one) step by step until it does.
 */
export function readableShadeOn(color: string, background: string): string {
  const towardsDark = relativeLuminance(background) > 0.18;
  for (let step = 0; step <= 100; step += 2) {
    const shade = towardsDark ? darken(color, step) : lighten(color, step);
    if (contrastRatio(shade, background) >= AA_CONTRAST) return shade;
  }
  return readableTextOn(background);
}
