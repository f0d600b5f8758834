import type { ReactNode } from 'react';

/**
 * A decorative line icon on a 24-unit grid, drawn in the text's colour (so it follows the theme and dark mode).
 * Hidden from assistive technology and never focusable: the words beside it carry the meaning.
 */
export function LineIcon({
  className,
  size = 24,
  strokeWidth = 2,
  children,
}: {
  className?: string;
  size?: number;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
