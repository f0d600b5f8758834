import type { ReactNode } from 'react';
import { CircleAnimation } from './circle-animation';
import './public-page.css';

/** The top of a public page: its h1 and lead, over the decorative circles. */
export function PageIntro({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
}) {
  return (
    <header className="hero hero-compact">
      <CircleAnimation />
      <div className="hero-content">
        {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
        <h1 id={id}>{title}</h1>
        <p className="hero-lead">{lead}</p>
      </div>
    </header>
  );
}
