import type { ReactNode } from 'react';

interface SectionHeaderProps {
  /** The heading's id: the section names itself with `aria-labelledby`. */
  id: string;
  title: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  level?: 1 | 2 | 3;
  align?: 'start' | 'center';
}

/** A section's eyebrow, heading and lead paragraph. */
export function SectionHeader({ id, title, eyebrow, lead, level = 2, align = 'start' }: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <header className={`section-header section-header-${align}`}>
      {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-title">
        {title}
      </Heading>
      {lead ? <p className="section-lead">{lead}</p> : null}
    </header>
  );
}
