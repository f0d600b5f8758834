import type { TextBlock } from '@kinwell/core';
import { type ReactNode, useId } from 'react';

/**
 * An account screen: its text block (spec section 3: from the content store for the current language, else the
 * built-in text — the route passes it in), then the form.
 */
export function AuthScreen({ block, children }: { block: TextBlock; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="auth-screen" aria-labelledby={headingId}>
      <h1 id={headingId}>{block.title}</h1>
      <p className="page-lead">{block.subtitle}</p>
      {block.body?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </section>
  );
}
