import type { BookingNoticeKind, Locale } from '@kinwell/core';

/**
 * The words of the booking mails in one language. `{name}` placeholders are filled by booking-mails.ts, escaped for
 * the HTML part: `{other}` is the other side (the expert's name for a member, the member's first name for an
 * expert), `{name}` the reader, `{start}` / `{when}` / `{previous}` / `{deadline}` times on the reader's clock.
 */
export interface BookingMailCopy {
  subject: Record<BookingNoticeKind, string>;
  heading: Record<BookingNoticeKind, string>;
  intro: Record<BookingNoticeKind, string>;
  greeting: string;
  movedFrom: string;
  cancelledByYou: string;
  cancelledByOther: string;
  labels: { when: string; with: string; where: string };
  video: { member: string; expert: string };
  phone: { member: string; expert: string };
  /** To a member, on a booking or a move: how long a change is free, or that it no longer is. */
  freeChangeUntil: string;
  lateChange: string;
  calendarAdd: string;
  calendarRemove: string;
  button: { member: string; expert: string };
  /** The calendar event's title. */
  summary: string;
  footer: string;
}

export const bookingMailCopy: Record<Locale, BookingMailCopy> = {
  en: {
    subject: {
      booked: 'Session booked with {other}: {start}',
      rescheduled: 'Session moved: {other}, now {start}',
      cancelled: 'Session cancelled: {other}, {start}',
      'reminder-24h': 'Reminder: your session with {other} is tomorrow, {start}',
      'reminder-1h': 'Your session with {other} starts in one hour',
    },
    heading: {
      booked: 'Your session is booked',
      rescheduled: 'Your session has moved',
      cancelled: 'Your session is cancelled',
      'reminder-24h': 'Your session is tomorrow',
      'reminder-1h': 'Your session starts in one hour',
    },
    intro: {
      booked: 'Your session with {other} is booked.',
      rescheduled: 'Your session with {other} has a new time.',
      cancelled: 'Your session with {other} will not take place.',
      'reminder-24h': 'A reminder: you have a session with {other} tomorrow.',
      'reminder-1h': 'A reminder: your session with {other} starts in one hour.',
    },
    greeting: 'Hi {name},',
    movedFrom: 'It moved from {previous} to {when}.',
    cancelledByYou: 'You cancelled it.',
    cancelledByOther: '{other} cancelled it.',
    labels: { when: 'When', with: 'With', where: 'Where' },
    video: {
      member: 'Video call: join with this link at the time of the session:',
      expert: 'Video call, on your own link:',
    },
    phone: { member: 'Phone call: {other} will call you.', expert: 'Phone call: you call {other}.' },
    freeChangeUntil: 'You can move or cancel it for free until {deadline}.',
    lateChange: 'It starts within 24 hours: if you cancel it now, it counts as one of your sessions.',
    calendarAdd: 'The attached calendar file (invite.ics) adds it to your calendar, or updates it there.',
    calendarRemove: 'The attached calendar file (invite.ics) removes it from your calendar.',
    button: { member: 'See my bookings', expert: 'Open my console' },
    summary: 'Session with {other}',
    footer: 'You received this email because you have a session booked through {platformName}.',
  },
  fr: {
    subject: {
      booked: 'Séance réservée avec {other} : {start}',
      rescheduled: 'Séance déplacée : {other}, désormais le {start}',
      cancelled: 'Séance annulée : {other}, {start}',
      'reminder-24h': 'Rappel : votre séance avec {other} a lieu demain, {start}',
      'reminder-1h': 'Votre séance avec {other} commence dans une heure',
    },
    heading: {
      booked: 'Votre séance est réservée',
      rescheduled: 'Votre séance a été déplacée',
      cancelled: 'Votre séance est annulée',
      'reminder-24h': 'Votre séance a lieu demain',
      'reminder-1h': 'Votre séance commence dans une heure',
    },
    intro: {
      booked: 'Votre séance avec {other} est réservée.',
      rescheduled: 'Votre séance avec {other} a un nouvel horaire.',
      cancelled: 'Votre séance avec {other} n’aura pas lieu.',
      'reminder-24h': 'Petit rappel : vous avez une séance avec {other} demain.',
      'reminder-1h': 'Petit rappel : votre séance avec {other} commence dans une heure.',
    },
    greeting: 'Bonjour {name},',
    movedFrom: 'Elle a été déplacée du {previous} au {when}.',
    cancelledByYou: 'Vous l’avez annulée.',
    cancelledByOther: '{other} l’a annulée.',
    labels: { when: 'Quand', with: 'Avec', where: 'Où' },
    video: {
      member: 'Appel vidéo : rejoignez-le avec ce lien à l’heure de la séance :',
      expert: 'Appel vidéo, sur votre propre lien :',
    },
    phone: {
      member: 'Appel téléphonique : {other} vous appellera.',
      expert: 'Appel téléphonique : vous appelez {other}.',
    },
    freeChangeUntil: 'Vous pouvez la déplacer ou l’annuler gratuitement jusqu’au {deadline}.',
    lateChange:
      'Elle commence dans moins de 24 heures : si vous l’annulez maintenant, elle sera décomptée de vos séances.',
    calendarAdd: 'Le fichier de calendrier joint (invite.ics) l’ajoute à votre agenda, ou l’y met à jour.',
    calendarRemove: 'Le fichier de calendrier joint (invite.ics) la retire de votre agenda.',
    button: { member: 'Voir mes réservations', expert: 'Ouvrir ma console' },
    summary: 'Séance avec {other}',
    footer: 'Vous recevez cet e-mail parce qu’une séance est réservée pour vous via {platformName}.',
  },
  es: {
    subject: {
      booked: 'Sesión reservada con {other}: {start}',
      rescheduled: 'Sesión cambiada: {other}, ahora el {start}',
      cancelled: 'Sesión cancelada: {other}, {start}',
      'reminder-24h': 'Recordatorio: tu sesión con {other} es mañana, {start}',
      'reminder-1h': 'Tu sesión con {other} empieza dentro de una hora',
    },
    heading: {
      booked: 'Tu sesión está reservada',
      rescheduled: 'Tu sesión ha cambiado de hora',
      cancelled: 'Tu sesión está cancelada',
      'reminder-24h': 'Tu sesión es mañana',
      'reminder-1h': 'Tu sesión empieza dentro de una hora',
    },
    intro: {
      booked: 'Tu sesión con {other} está reservada.',
      rescheduled: 'Tu sesión con {other} tiene un nuevo horario.',
      cancelled: 'Tu sesión con {other} no se celebrará.',
      'reminder-24h': 'Un recordatorio: mañana tienes una sesión con {other}.',
      'reminder-1h': 'Un recordatorio: tu sesión con {other} empieza dentro de una hora.',
    },
    greeting: 'Hola, {name}:',
    movedFrom: 'Ha pasado del {previous} al {when}.',
    cancelledByYou: 'La cancelaste tú.',
    cancelledByOther: '{other} la ha cancelado.',
    labels: { when: 'Cuándo', with: 'Con', where: 'Dónde' },
    video: {
      member: 'Videollamada: únete con este enlace a la hora de la sesión:',
      expert: 'Videollamada, en tu propio enlace:',
    },
    phone: { member: 'Llamada telefónica: {other} te llamará.', expert: 'Llamada telefónica: llamas tú a {other}.' },
    freeChangeUntil: 'Puedes cambiarla o cancelarla gratis hasta el {deadline}.',
    lateChange: 'Empieza dentro de menos de 24 horas: si la cancelas ahora, contará como una de tus sesiones.',
    calendarAdd: 'El archivo de calendario adjunto (invite.ics) la añade a tu calendario o la actualiza.',
    calendarRemove: 'El archivo de calendario adjunto (invite.ics) la quita de tu calendario.',
    button: { member: 'Ver mis reservas', expert: 'Abrir mi consola' },
    summary: 'Sesión con {other}',
    footer: 'Recibes este correo porque tienes una sesión reservada a través de {platformName}.',
  },
  ja: {
    subject: {
      booked: '{other}さんとのセッションを予約しました：{start}',
      rescheduled: 'セッションの日時が変更されました：{other}さん、{start}',
      cancelled: 'セッションがキャンセルされました：{other}さん、{start}',
      'reminder-24h': 'リマインダー：{other}さんとのセッションは明日です（{start}）',
      'reminder-1h': '{other}さんとのセッションは1時間後に始まります',
    },
    heading: {
      booked: 'セッションの予約が完了しました',
      rescheduled: 'セッションの日時が変更されました',
      cancelled: 'セッションがキャンセルされました',
      'reminder-24h': 'セッションは明日です',
      'reminder-1h': 'セッションは1時間後に始まります',
    },
    intro: {
      booked: '{other}さんとのセッションを予約しました。',
      rescheduled: '{other}さんとのセッションの日時が変わりました。',
      cancelled: '{other}さんとのセッションは行われません。',
      'reminder-24h': 'リマインダーです。明日、{other}さんとのセッションがあります。',
      'reminder-1h': 'リマインダーです。{other}さんとのセッションは1時間後に始まります。',
    },
    greeting: '{name}さん、こんにちは。',
    movedFrom: '{previous}から{when}に変更されました。',
    cancelledByYou: 'ご自身でキャンセルされました。',
    cancelledByOther: '{other}さんがキャンセルしました。',
    labels: { when: '日時', with: '相手', where: '方法' },
    video: {
      member: 'ビデオ通話：セッションの時間になったら、こちらのリンクから参加してください。',
      expert: 'ビデオ通話（ご自身のリンク）：',
    },
    phone: { member: '電話：{other}さんからお電話します。', expert: '電話：{other}さんにお電話ください。' },
    freeChangeUntil: '{deadline}までは無料で変更・キャンセルできます。',
    lateChange: '開始まで24時間を切っています。今キャンセルすると、セッション1回分として数えられます。',
    calendarAdd: '添付のカレンダーファイル（invite.ics）で、カレンダーに追加または更新できます。',
    calendarRemove: '添付のカレンダーファイル（invite.ics）で、カレンダーから削除できます。',
    button: { member: '予約を確認する', expert: 'コンソールを開く' },
    summary: '{other}さんとのセッション',
    footer: '{platformName}でセッションが予約されているため、このメールをお送りしています。',
  },
  ar: {
    subject: {
      booked: 'تم حجز جلستك مع {other}: {start}',
      rescheduled: 'تم تغيير موعد الجلسة: {other}، الموعد الجديد {start}',
      cancelled: 'تم إلغاء الجلسة: {other}، {start}',
      'reminder-24h': 'تذكير: جلستك مع {other} غدًا، {start}',
      'reminder-1h': 'تبدأ جلستك مع {other} بعد ساعة',
    },
    heading: {
      booked: 'تم حجز جلستك',
      rescheduled: 'تم تغيير موعد جلستك',
      cancelled: 'تم إلغاء جلستك',
      'reminder-24h': 'جلستك غدًا',
      'reminder-1h': 'تبدأ جلستك بعد ساعة',
    },
    intro: {
      booked: 'تم حجز جلستك مع {other}.',
      rescheduled: 'لجلستك مع {other} موعد جديد.',
      cancelled: 'لن تُعقد جلستك مع {other}.',
      'reminder-24h': 'تذكير: لديك جلسة مع {other} غدًا.',
      'reminder-1h': 'تذكير: تبدأ جلستك مع {other} بعد ساعة.',
    },
    greeting: 'مرحبًا {name}،',
    movedFrom: 'نُقلت من {previous} إلى {when}.',
    cancelledByYou: 'لقد ألغيتها أنت.',
    cancelledByOther: 'ألغاها {other}.',
    labels: { when: 'الموعد', with: 'مع', where: 'الطريقة' },
    video: {
      member: 'مكالمة فيديو: انضم عبر هذا الرابط في موعد الجلسة:',
      expert: 'مكالمة فيديو، عبر رابطك الخاص:',
    },
    phone: { member: 'مكالمة هاتفية: سيتصل بك {other}.', expert: 'مكالمة هاتفية: أنت من يتصل بـ{other}.' },
    freeChangeUntil: 'يمكنك تغيير موعدها أو إلغاؤها مجانًا حتى {deadline}.',
    lateChange: 'تبدأ خلال أقل من 24 ساعة: إذا ألغيتها الآن فستُحتسب من جلساتك.',
    calendarAdd: 'ملف التقويم المرفق (invite.ics) يضيفها إلى تقويمك أو يحدّثها فيه.',
    calendarRemove: 'ملف التقويم المرفق (invite.ics) يزيلها من تقويمك.',
    button: { member: 'عرض حجوزاتي', expert: 'فتح لوحة التحكم' },
    summary: 'جلسة مع {other}',
    footer: 'وصلتك هذه الرسالة لأن لديك جلسة محجوزة عبر {platformName}.',
  },
};
