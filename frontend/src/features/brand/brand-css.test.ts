import { brandPalette, DEFAULT_BRAND_COLORS, DEFAULT_COMPANY_ID } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import globalCss from '../../styles/global.css?raw';
import { brandCssProperties, companyBrandCss } from './brand-css';

describe('brand custom properties', () => {
  it("global.css holds the default brand's palette, so the default brand needs no computing in the browser", () => {
    const root = /:root\s*\{([^}]*)\}/.exec(globalCss)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...root.matchAll(/(--brand-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
    );
    expect(declared).toEqual(brandCssProperties(brandPalette(DEFAULT_COMPANY_ID, DEFAULT_BRAND_COLORS)));
  });

  it("computes a company's colours, gradient and readable text", () => {
    const css = companyBrandCss('globex', { primary: '#0b7285', secondary: '#e8590c' });
    expect(css['--brand-primary']).toBe('#0b7285');
    expect(css['--brand-on-primary']).toBe('#ffffff');
    expect(css['--brand-gradient']).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
  });
});
