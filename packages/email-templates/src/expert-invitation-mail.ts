import { DEFAULT_BRAND_COLORS, type Locale, textDirection } from '@kinwell/core';
import type { RenderedMail } from './account-code-mail';
import { escapeHtml } from './escape-html';
import { headingRow, mailDocument, NOTE_STYLE, paragraphRow } from './mail-layout';

interface ExpertInvitationCopy {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  setPassword: string;
  thenSignIn: string;
  ignore: string;
  signature: string;
}

/** The invitation's words: ops add an expert, who sets a password with their address, then signs in. */
const COPY: Record<Locale, ExpertInvitationCopy> = {
  en: {
    subject: 'Your Kinwell expert account is ready',
    greeting: (name) => `Hello ${name},`,
    intro: 'The Kinwell team has made you an expert account: members can now find you and book sessions with you.',
    setPassword: 'First choose your password: open this page, enter this address and follow the code we mail you.',
    thenSignIn: 'Then sign in here to set your hours and see your bookings:',
    ignore: 'If you did not expect this, you can ignore this mail: nothing happens without your password.',
    signature: 'The Kinwell team',
  },
  fr: {
    subject: 'Votre compte expert Kinwell est prêt',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'L’équipe Kinwell vous a créé un compte expert : les membres peuvent désormais vous trouver et réserver des séances avec vous.',
    setPassword:
      'Choisissez d’abord votre mot de passe : ouvrez cette page, saisissez cette adresse et suivez le code que nous vous envoyons.',
    thenSignIn: 'Connectez-vous ensuite ici pour indiquer vos horaires et voir vos réservations :',
    ignore:
      'Si vous ne vous attendiez pas à ce message, vous pouvez l’ignorer : rien ne se passe sans votre mot de passe.',
    signature: 'L’équipe Kinwell',
  },
  es: {
    subject: 'Tu cuenta de experto en Kinwell está lista',
    greeting: (name) => `Hola, ${name}:`,
    intro:
      'El equipo de Kinwell te ha creado una cuenta de experto: los miembros ya pueden encontrarte y reservar sesiones contigo.',
    setPassword:
      'Primero elige tu contraseña: abre esta página, escribe esta dirección y sigue el código que te enviaremos.',
    thenSignIn: 'Después, inicia sesión aquí para indicar tu horario y ver tus reservas:',
    ignore: 'Si no esperabas este correo, puedes ignorarlo: no pasará nada sin tu contraseña.',
    signature: 'El equipo de Kinwell',
  },
  ja: {
    subject: 'Kinwell の専門家アカウントの準備ができました',
    greeting: (name) => `${name} 様`,
    intro:
      'Kinwell チームが専門家アカウントを作成しました。メンバーがあなたを見つけ、セッションを予約できるようになりました。',
    setPassword:
      'まずパスワードを設定してください。このページを開き、このメールアドレスを入力して、お送りするコードの案内に従ってください。',
    thenSignIn: 'その後、こちらからサインインして、対応時間の設定と予約の確認を行えます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードを設定しない限り何も起こりません。',
    signature: 'Kinwell チーム',
  },
  ar: {
    subject: 'حساب الخبير الخاص بك في Kinwell جاهز',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'أنشأ لك فريق Kinwell حساب خبير: يمكن للأعضاء الآن العثور عليك وحجز جلسات معك.',
    setPassword: 'اختر أولًا كلمة المرور: افتح هذه الصفحة، وأدخل هذا العنوان، واتبع الرمز الذي سنرسله إليك بالبريد.',
    thenSignIn: 'ثم سجّل الدخول من هنا لتحديد ساعات عملك والاطلاع على حجوزاتك:',
    ignore: 'إذا لم تكن تتوقع هذه الرسالة، فيمكنك تجاهلها: لن يحدث شيء دون كلمة المرور الخاصة بك.',
    signature: 'فريق Kinwell',
  },
};

const link = (href: string) =>
  `<a href="${escapeHtml(href)}" dir="ltr" style="color:${DEFAULT_BRAND_COLORS.primary};word-break:break-all;">${escapeHtml(href)}</a>`;

/**
 * The mail ops' `expert add` sends a new expert (docs/decisions/013-expert-accounts.md): their account exists, with
 * no password anyone knows; they choose one through the app's /reset-password page (their address filled in), then sign
 * in at /login. (POST /api/auth/forgot-password is the API behind that page; the app has no /forgot-password page.)
 * Sent as it is (not an SES template): by the local mailbox, or by SES from the operator's CLI.
 */
export function expertInvitationMail(input: {
  locale: Locale;
  name: string;
  email: string;
  /** The app's public origin: the links point into it. */
  appUrl: string;
}): RenderedMail {
  const copy = COPY[input.locale];
  const origin = input.appUrl.replace(/\/+$/, '');
  const reset = `${origin}/reset-password?email=${encodeURIComponent(input.email)}`;
  const login = `${origin}/login`;
  const mark = textDirection(input.locale) === 'rtl' ? '\u200f' : '';
  const text = [
    copy.greeting(input.name),
    copy.intro,
    `${copy.setPassword}\n${reset}\n${input.email}`,
    `${copy.thenSignIn}\n${login}`,
    copy.ignore,
    copy.signature,
  ]
    .map((paragraph) => `${mark}${paragraph}`)
    .join('\n\n');
  const html = mailDocument({
    locale: input.locale,
    title: escapeHtml(copy.subject),
    accent: DEFAULT_BRAND_COLORS.primary,
    rows: [
      headingRow(escapeHtml(copy.subject)),
      paragraphRow(escapeHtml(copy.greeting(input.name))),
      paragraphRow(escapeHtml(copy.intro)),
      paragraphRow(
        `${escapeHtml(copy.setPassword)}<br>${link(reset)}<br><strong dir="ltr">${escapeHtml(input.email)}</strong>`,
      ),
      paragraphRow(`${escapeHtml(copy.thenSignIn)}<br>${link(login)}`),
      paragraphRow(escapeHtml(copy.ignore), NOTE_STYLE),
      paragraphRow(escapeHtml(copy.signature)),
    ],
  });
  return { subject: copy.subject, text, html };
}
