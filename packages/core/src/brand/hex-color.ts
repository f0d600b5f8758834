/**
 * What a brand colour may be: `#rrggbb` or `#rgb` (the `#` optional). Its own module: the browser checks company
 * colours with it on every page, while the colour arithmetic (colors.ts) loads only when a company brand applies.
 */
export const HEX_COLOR = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}
