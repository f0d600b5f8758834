import type { SelfCareTheme } from '../self-care/self-care-theme';

const text = (en: string, more: Partial<Record<'fr' | 'es' | 'ja' | 'ar', string>> = {}) => ({ en, ...more });

const session = (id: string, title: ReturnType<typeof text>, summary: ReturnType<typeof text>, screenId: string) => ({
  id,
  title,
  summary,
  minutes: 5,
  screens: [{ kind: 'text' as const, id: screenId, body: text('Hello') }],
});

/** A small library in several languages for the coach's unit tests. */
export function testLibrary(): SelfCareTheme[] {
  const cover = { src: 'cover.svg', alt: text('Cover') };
  return [
    {
      id: 'anxiety-steady-ground',
      version: 1,
      goals: ['anxiety'],
      minutes: 15,
      cover,
      title: text('Steady ground: easing worry', {
        fr: 'Un sol stable : apaiser l’inquiétude',
        ja: '不安をやわらげる',
        ar: 'أرض ثابتة: تخفيف القلق',
      }),
      summary: text('Notice worry and come back to the present.', { es: 'Nota la preocupación y vuelve al presente.' }),
      sessions: [
        session(
          'noticing-worry',
          text('Noticing worry', { fr: 'Remarquer l’inquiétude', ja: '不安に気づく' }),
          text('What worry does in the body.'),
          'before-you-begin',
        ),
        session(
          'back-to-the-present',
          text('Back to the present', { es: 'De vuelta al presente' }),
          text('Five senses to ground you.'),
          'five-senses',
        ),
      ],
    },
    {
      id: 'burnout-refill',
      version: 2,
      goals: ['burnout'],
      minutes: 15,
      cover,
      title: text('Running on empty: refilling your energy', { es: 'Sin energía: recarga tus pilas' }),
      summary: text('What drains you, what refills you, and real rest.'),
      sessions: [
        session('drains-and-refills', text('What drains, what refills'), text('Map your energy.'), 'before-you-begin'),
        session(
          'real-rest',
          text('Real rest, in small doses', { fr: 'Un vrai repos, à petites doses' }),
          text('Micro-breaks that work.'),
          'micro-breaks',
        ),
      ],
    },
    {
      id: 'parents-calm-connection',
      version: 1,
      goals: ['parents and children'],
      minutes: 10,
      cover,
      title: text('Calm connection with your children', { ar: 'تواصل هادئ مع أطفالك' }),
      summary: text('Special time, praise and limits.'),
      sessions: [
        session(
          'special-time',
          text('A little special time'),
          text('Ten minutes with your child.'),
          'before-you-begin',
        ),
      ],
    },
  ];
}
