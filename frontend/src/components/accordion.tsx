import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level of each item's button (WAI-ARIA: the button sits inside a heading). */
  headingLevel?: 2 | 3 | 4;
  /** Items open at first. */
  defaultOpen?: readonly string[];
}

/**
 * The WAI-ARIA accordion pattern: each header is a button inside a heading, with `aria-expanded` and
 * `aria-controls` naming its region. Enter and Space toggle (native buttons); ArrowDown/ArrowUp move between
 * headers, Home and End go to the first and last.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = [] }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div className="accordion-item" key={item.id}>
            <Heading className="accordion-heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className="accordion-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <svg className="accordion-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
