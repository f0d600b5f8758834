import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLORS } from '../company/default-company';
import { brandGradientStops, brandPalette, DEFAULT_BRAND_GRADIENT, PAGE_BACKGROUNDS } from './brand';
import {
  AA_CONTRAST,
  contrastRatio,
  darken,
  hslToRgb,
  lighten,
  parseHex,
  readableShadeOn,
  readableTextOn,
  rgbToHsl,
  toHex,
} from './colors';

/** Every 17th step of each channel: 4,096 colours spread over the whole cube. */
function* colourCube(): Generator<string> {
  for (let r = 0; r <= 255; r += 17)
    for (let g = 0; g <= 255; g += 17)
      for (let b = 0; b <= 255; b += 17) {
        yield toHex({ r, g, b });
      }
}

describe('colour arithmetic', () => {
  it('reads and writes #rrggbb (and #rgb)', () => {
    expect(parseHex('#1ab69d')).toEqual({ r: 26, g: 182, b: 157 });
    expect(parseHex('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(toHex({ r: 26, g: 182, b: 157 })).toBe('#1ab69d');
    expect(() => parseHex('teal')).toThrow();
  });

  it('round-trips through HSL', () => {
    for (const colour of ['#1ab69d', '#ee4a62', '#000000', '#ffffff', '#808080', '#0b7285']) {
      expect(toHex(hslToRgb(rgbToHsl(parseHex(colour))))).toBe(colour);
    }
  });

  it('lightens and darkens by HSL lightness points, capped at white and black', () => {
    // #1ab69d is hsl(170, 75%, 41%): ±20 points gives 61% and 21%.
    expect(rgbToHsl(parseHex(lighten('#1ab69d', 20))).l).toBeCloseTo(60.8, 0);
    expect(rgbToHsl(parseHex(darken('#1ab69d', 20))).l).toBeCloseTo(20.8, 0);
    expect(lighten('#1ab69d', 20)).toBe('#50e6ce');
    expect(darken('#1ab69d', 20)).toBe('#0d5d50');
    expect(lighten('#eeeeee', 20)).toBe('#ffffff');
    expect(darken('#111111', 20)).toBe('#000000');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#1ab69d', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#1ab69d'), 10);
  });
});

describe('readable text on any brand colour', () => {
  it('picks near-black on light colours and white on dark ones', () => {
    expect(readableTextOn('#1ab69d')).toBe('#0d1b18');
    expect(readableTextOn('#ffd43b')).toBe('#0d1b18');
    expect(readableTextOn('#0b7285')).toBe('#ffffff');
    expect(readableTextOn('#222222')).toBe('#ffffff');
  });

  it('reaches AA (4.5:1) on every colour of the cube', () => {
    for (const colour of colourCube()) {
      expect(contrastRatio(readableTextOn(colour), colour), colour).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('finds a shade of the brand colour readable as text on light and dark pages', () => {
    for (const colour of colourCube()) {
      for (const page of Object.values(PAGE_BACKGROUNDS)) {
        expect(contrastRatio(readableShadeOn(colour, page), page), `${colour} on ${page}`).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
      }
    }
    // A colour that already passes is kept as it is.
    expect(readableShadeOn('#0b7285', '#ffffff')).toBe('#0b7285');
  });
});

describe('brand gradient and palette', () => {
  it('uses the spec default gradient for the default brand, and primary ±20 for a company', () => {
    expect(brandGradientStops('default', DEFAULT_BRAND_COLORS)).toEqual(DEFAULT_BRAND_GRADIENT);
    expect(brandGradientStops('default', DEFAULT_BRAND_COLORS)).toEqual(['#31b978', '#1ab69d']);
    expect(brandGradientStops('acme', { primary: '#1ab69d', secondary: '#ee4a62' })).toEqual(['#50e6ce', '#0d5d50']);
  });

  it('gives readable text for the buttons, the gradient and links of any company', () => {
    for (const primary of ['#ffff00', '#0000ff', '#777777', '#1ab69d', '#ee4a62', '#000000', '#ffffff']) {
      const palette = brandPalette('acme', { primary, secondary: '#ee4a62' });
      expect(contrastRatio(palette.onPrimary, primary)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(palette.onSecondary, palette.secondary)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(palette.inkLight, PAGE_BACKGROUNDS.light)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(palette.inkDark, PAGE_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(AA_CONTRAST);
      // A ±20 gradient can be too wide for any one text colour: the splash puts its text on a scrim, and the text
      // colour is the one whose worse end is best.
      expect(['#0d1b18', '#ffffff', '#000000']).toContain(palette.onGradient);
    }
  });
});
