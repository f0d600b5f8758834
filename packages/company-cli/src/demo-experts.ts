import type { ExpertFile } from './expert-file';

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]) =>
  days.map((weekday) => ({ weekday, start, end }));

/**
 * The experts seeded on a local start, so the directory and slot picker can be tried at once: four zones (Paris,
 * New York, Tokyo, Madrid), both genders, several languages and every goal between them, each with weekly hours.
 * Their accounts sign in after a password reset (/reset-password; the code arrives in /dev/mail).
 */
export const demoExperts: readonly ExpertFile[] = [
  {
    id: 'amelie-durand',
    name: 'Amélie Durand',
    email: 'amelie.durand@experts.kinwell.local',
    photoUrl: '',
    credentials: 'Clinical psychologist, 12 years with families',
    specialties: ['parents and children', 'anxiety', 'couple relationship'],
    languages: ['fr', 'en'],
    gender: 'Female',
    bio: {
      en: 'I help parents and teenagers find calmer ways to talk, and adults to untangle anxious thoughts.',
      fr: 'J’aide parents et adolescents à trouver des façons plus apaisées de se parler, et les adultes à démêler leurs pensées anxieuses.',
    },
    timeZone: 'Europe/Paris',
    sessionMinutes: [30, 50],
    location: { kind: 'video', url: 'https://video.kinwell.example/amelie-durand' },
    availability: {
      weekly: [...weekdays('09:00', '12:00'), ...weekdays('14:00', '18:00', [1, 3, 5])],
      daysOff: [],
      extra: [],
    },
  },
  {
    id: 'marcus-johnson',
    name: 'Marcus Johnson',
    email: 'marcus.johnson@experts.kinwell.local',
    photoUrl: '',
    credentials: 'Licensed clinical social worker (LCSW)',
    specialties: ['burnout', 'work productivity', 'depression'],
    languages: ['en', 'es'],
    gender: 'Male',
    bio: {
      en: 'Former engineer turned therapist: practical steps out of burnout, and back to work you can sustain.',
      es: 'Ingeniero convertido en terapeuta: pasos prácticos para salir del agotamiento y volver a un trabajo sostenible.',
    },
    timeZone: 'America/New_York',
    sessionMinutes: [50],
    location: { kind: 'video', url: 'https://video.kinwell.example/marcus-johnson' },
    availability: { weekly: weekdays('08:00', '16:00', [1, 2, 3, 4]), daysOff: [], extra: [] },
  },
  {
    id: 'yuki-tanaka',
    name: 'Yuki Tanaka',
    email: 'yuki.tanaka@experts.kinwell.local',
    photoUrl: '',
    credentials: 'Certified public psychologist (Japan)',
    specialties: ['anxiety', 'depression', 'work productivity'],
    languages: ['ja', 'en'],
    gender: 'Female',
    bio: {
      en: 'Gentle, structured support for low mood and worry, drawing on CBT and mindfulness.',
      ja: '認知行動療法とマインドフルネスをもとに、気分の落ち込みや不安に寄り添い、段階的にサポートします。',
    },
    timeZone: 'Asia/Tokyo',
    sessionMinutes: [30, 50],
    location: { kind: 'phone' },
    availability: { weekly: weekdays('10:00', '19:00'), daysOff: [], extra: [] },
  },
  {
    id: 'omar-benali',
    name: 'Omar Benali',
    email: 'omar.benali@experts.kinwell.local',
    photoUrl: '',
    credentials: 'Couples and family therapist',
    specialties: ['couple relationship', 'parents and children', 'burnout'],
    languages: ['ar', 'es', 'en'],
    gender: 'Male',
    bio: {
      en: 'Couples and families through change: a new baby, a move, a parent who works too much.',
      ar: 'أرافق الأزواج والعائلات في أوقات التغيير: مولود جديد، أو انتقال، أو أحد الوالدين يعمل أكثر من اللازم.',
      es: 'Acompaño a parejas y familias en los cambios: un bebé, una mudanza, un padre o una madre que trabaja demasiado.',
    },
    timeZone: 'Europe/Madrid',
    sessionMinutes: [50],
    location: { kind: 'video', url: 'https://video.kinwell.example/omar-benali' },
    availability: { weekly: weekdays('15:00', '21:00', [2, 3, 4, 6]), daysOff: [], extra: [] },
  },
];
