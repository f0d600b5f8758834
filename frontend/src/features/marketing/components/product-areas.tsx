import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { MasonryGrid } from '../../../components/masonry-grid';

interface ProductArea {
  id: string;
  to: '/self-care' | '/book-session' | '/coaching' | '/live-call' | '/my-progress';
  title: MessageDescriptor;
  text: MessageDescriptor;
  points: readonly MessageDescriptor[];
  icon: string;
}

/** The six product areas of spec section 1, as they are offered to members. */
export const PRODUCT_AREAS: readonly ProductArea[] = [
  {
    id: 'self-care',
    to: '/self-care',
    title: msg`Self-care content`,
    text: msg`Short, practical sessions on sleep, stress, parenting and relationships, written and reviewed by clinicians. Ten minutes on the bus is enough to start.`,
    points: [msg`Guided audio and video sessions`, msg`Themes for every age, from toddlers to teens`],
    icon: 'M12 3c-4 4-6 7-6 10a6 6 0 0 0 12 0c0-3-2-6-6-10z',
  },
  {
    id: 'experts',
    to: '/book-session',
    title: msg`Experts and 1:1 booking`,
    text: msg`Browse psychologists, paediatric sleep consultants, nutritionists and career coaches, read how they work, and book a private video session at a time that suits your family.`,
    points: [msg`Licensed, vetted professionals`, msg`Evening and weekend slots`],
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  },
  {
    id: 'coaching',
    to: '/coaching',
    title: msg`Coaching`,
    text: msg`Talk through what is on your mind with a coach who helps you set small, realistic goals, then checks in with you as you make progress.`,
    points: [msg`Goals you choose, at your pace`, msg`A coach who remembers your context`],
    icon: 'M4 5h16v10H8l-4 4z',
  },
  {
    id: 'live',
    to: '/live-call',
    title: msg`Live calls and chat`,
    text: msg`When something cannot wait for a booking, start a live chat or call with a wellbeing professional for a calm first conversation and clear next steps.`,
    points: [msg`Real people, not scripts`, msg`Signposting to urgent care when needed`],
    icon: 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z',
  },
  {
    id: 'talks',
    to: '/live-call',
    title: msg`Live talks`,
    text: msg`Join regular online talks with experts on topics families ask about most: screen time, burnout, caring for ageing parents, money worries. Ask questions anonymously.`,
    points: [msg`New talks every month`, msg`Recordings for those who missed them`],
    icon: 'M4 6h16v10H4zM9 20h6M12 16v4',
  },
  {
    id: 'progress',
    to: '/my-progress',
    title: msg`My Progress`,
    text: msg`See the sessions you completed, the goals you set and how your check-ins change over time. Your progress is yours: your employer never sees it.`,
    points: [msg`Personal goals and streaks`, msg`Private by design`],
    icon: 'M4 19V9m6 10V5m6 14v-7m4 7H2',
  },
];

/** The product areas as cards in the masonry grid (spec section 9). */
export function ProductAreas({ label }: { label: string }) {
  const { i18n } = useLingui();
  return (
    <MasonryGrid label={label}>
      {PRODUCT_AREAS.map((area) => (
        <li key={area.id} className="masonry-item">
          <article className="card product-card" aria-labelledby={`area-${area.id}`}>
            <svg className="card-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d={area.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <h3 id={`area-${area.id}`}>{i18n._(area.title)}</h3>
            <p>{i18n._(area.text)}</p>
            <ul className="card-points">
              {area.points.map((point) => (
                <li key={point.id}>{i18n._(point)}</li>
              ))}
            </ul>
            <Link to={area.to} className="card-link">
              {i18n._(msg`Explore`)}
              <span className="visually-hidden"> {i18n._(area.title)}</span>
            </Link>
          </article>
        </li>
      ))}
    </MasonryGrid>
  );
}
