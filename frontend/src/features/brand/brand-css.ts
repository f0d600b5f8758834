import { type BrandColors, type BrandPalette, brandPalette } from '@kinwell/core';

/** The custom properties every screen reads (global.css): colours, the gradient, and text readable on them. */
export function brandCssProperties(palette: BrandPalette): Record<string, string> {
  return {
    '--brand-primary': palette.primary,
    '--brand-secondary': palette.secondary,
    '--brand-gradient': `linear-gradient(135deg, ${palette.gradient[0]}, ${palette.gradient[1]})`,
    '--brand-on-primary': palette.onPrimary,
    '--brand-on-secondary': palette.onSecondary,
    '--brand-on-gradient': palette.onGradient,
    '--brand-ink-light': palette.inkLight,
    '--brand-ink-dark': palette.inkDark,
  };
}

/**
 * A company's custom properties. Its own module, loaded only when a company brand applies: the default brand's
 * values are global.css's (a test keeps them equal), so most first pages never run the colour arithmetic.
 */
export const companyBrandCss = (companyId: string, colors: BrandColors) =>
  brandCssProperties(brandPalette(companyId, colors));
