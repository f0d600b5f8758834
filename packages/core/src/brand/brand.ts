import { DEFAULT_BRAND_COLORS, DEFAULT_COMPANY_ID } from '../company/default-company';
import { contrastRatio, darken, lighten, NEAR_BLACK, readableShadeOn, readableTextOn, WHITE } from './colors';

export interface BrandColors {
  primary: string;
  secondary: string;
}

/** Spec section 9: the default brand's gradient; a company's is its primary lightened 20 → darkened 20. */
export const DEFAULT_BRAND_GRADIENT = ['#31b978', '#1ab69d'] as const;
export const BRAND_GRADIENT_STEP = 20;

export function brandGradientStops(companyId: string, colors: BrandColors): readonly [string, string] {
  if (companyId === DEFAULT_COMPANY_ID) return DEFAULT_BRAND_GRADIENT;
  return [lighten(colors.primary, BRAND_GRADIENT_STEP), darken(colors.primary, BRAND_GRADIENT_STEP)];
}

/** The light and dark page backgrounds the brand's text shades are checked against (frontend global.css). */
/** The page surfaces brand-coloured text sits on: the tinted surfaces, which are the harder case (AA there is AA on the page colour too). */
export const PAGE_BACKGROUNDS = { light: '#f4f7f6', dark: '#1a2422' } as const;

/** Everything the screens need from a brand, each text colour AA-readable on what it sits on. */
export interface BrandPalette {
  primary: string;
  secondary: string;
  /** Text on the primary colour (buttons). */
  onPrimary: string;
  onSecondary: string;
  gradient: readonly [string, string];
  /** Text on the gradient: readable on both of its ends. */
  onGradient: string;
  /** The primary as text (links, focus rings) on the light and the dark page background. */
  inkLight: string;
  inkDark: string;
}

export function brandPalette(companyId: string, colors: BrandColors = DEFAULT_BRAND_COLORS): BrandPalette {
  const gradient = brandGradientStops(companyId, colors);
  return {
    primary: colors.primary,
    secondary: colors.secondary,
    onPrimary: readableTextOn(colors.primary),
    onSecondary: readableTextOn(colors.secondary),
    gradient,
    onGradient: readableOnBoth(gradient[0], gradient[1]),
    inkLight: readableShadeOn(colors.primary, PAGE_BACKGROUNDS.light),
    inkDark: readableShadeOn(colors.primary, PAGE_BACKGROUNDS.dark),
  };
}

/** The text colour (near-black, white or black) whose worse contrast over both ends of a gradient is best. */
function readableOnBoth(a: string, b: string): string {
  const candidates = [readableTextOn(a), readableTextOn(b), NEAR_BLACK, WHITE, '#000000'];
  const worst = (text: string) => Math.min(contrastRatio(text, a), contrastRatio(text, b));
  return candidates.reduce((best, text) => (worst(text) > worst(best) ? text : best));
}
