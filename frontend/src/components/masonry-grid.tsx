import type { CSSProperties, ReactNode } from 'react';

/** Spec section 9: column width 400, gap 0, at least one column. */
export const MASONRY = { columnWidth: 400, gap: 0, minColumns: 1 } as const;

interface MasonryGridProps {
  children: ReactNode;
  /** The list's accessible name. */
  label?: string;
  columnWidth?: number;
  gap?: number;
}

/**
 * Cards flowing into as many columns of `columnWidth` as fit (at least one), with CSS multi-column layout:
 * no script, no library, and the reading order stays the source order. Children should be `<li>`s.
 */
export function MasonryGrid({
  children,
  label,
  columnWidth = MASONRY.columnWidth,
  gap = MASONRY.gap,
}: MasonryGridProps) {
  // The spec's values are the style sheet's defaults: only others go in a style attribute, which the CSP refuses in
  // prerendered HTML (style-src 'self'; React sets it through the CSSOM once hydrated, which the CSP allows).
  const custom = columnWidth !== MASONRY.columnWidth || gap !== MASONRY.gap;
  const style = custom
    ? ({ '--masonry-column': `${columnWidth}px`, '--masonry-gap': `${gap}px` } as CSSProperties)
    : undefined;
  return (
    <ul className="masonry-grid" style={style} aria-label={label}>
      {children}
    </ul>
  );
}
