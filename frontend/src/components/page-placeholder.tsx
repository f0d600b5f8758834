import { type ReactNode, useId } from 'react';

interface PagePlaceholderProps {
  title: ReactNode;
  children: ReactNode;
}

/** A page's heading and a sentence, until the screen is built. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  const headingId = useId();
  return (
    <section className="page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p className="page-lead">{children}</p>
    </section>
  );
}
