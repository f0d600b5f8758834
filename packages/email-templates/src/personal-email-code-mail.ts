import { LOCALES, type Locale, textDirection } from '@kinwell/core';
import type { MailTemplate } from './invitation-mails';

const FONT = "Arial,'Helvetica Neue',Helvetica,sans-serif";

interface PersonalEmailCodeCopy {
  subject: string;
  heading: string;
  intro: string;
  expiry: string;
  after: string;
  notYou: string;
}

/** The words of the personal-email code mail, per language. `{{code}}` and `{{expiresInMinutes}}` are filled per mail. */
export const personalEmailCodeCopy: Record<Locale, PersonalEmailCodeCopy> = {
  en: {
    subject: 'Your Kinwell confirmation code: {{code}}',
    heading: 'Confirm your personal email',
    intro: 'Enter this code in Kinwell to confirm that this address is yours:',
    expiry: 'The code works once and expires in {{expiresInMinutes}} minutes.',
    after: 'Once it is confirmed, Kinwell news and reminders come to this address instead of your company email.',
    notYou: 'Didn’t ask for this? Ignore this mail: nothing is sent here until the code is entered.',
  },
  fr: {
    subject: 'Votre code de confirmation Kinwell : {{code}}',
    heading: 'Confirmez votre e-mail personnel',
    intro: 'Saisissez ce code dans Kinwell pour confirmer que cette adresse est bien la vôtre :',
    expiry: 'Le code ne sert qu’une fois et expire dans {{expiresInMinutes}} minutes.',
    after:
      'Une fois l’adresse confirmée, les nouvelles et rappels de Kinwell arrivent ici plutôt que sur votre e-mail professionnel.',
    notYou: 'Vous n’avez rien demandé ? Ignorez ce message : rien ne sera envoyé ici tant que le code n’est pas saisi.',
  },
  es: {
    subject: 'Tu código de confirmación de Kinwell: {{code}}',
    heading: 'Confirma tu correo personal',
    intro: 'Introduce este código en Kinwell para confirmar que esta dirección es tuya:',
    expiry: 'El código solo sirve una vez y caduca en {{expiresInMinutes}} minutos.',
    after:
      'Una vez confirmada, las novedades y recordatorios de Kinwell llegarán a esta dirección en lugar de a tu correo de empresa.',
    notYou: '¿No lo pediste? Ignora este correo: no se enviará nada aquí hasta que se introduzca el código.',
  },
  ja: {
    subject: 'Kinwell の確認コード：{{code}}',
    heading: '個人メールアドレスの確認',
    intro: 'このアドレスがご本人のものであることを確認するため、Kinwell に次のコードを入力してください。',
    expiry: 'コードは1回のみ有効で、{{expiresInMinutes}} 分後に期限切れになります。',
    after: '確認が完了すると、Kinwell からのお知らせやリマインダーは会社のメールではなくこのアドレスに届きます。',
    notYou:
      'お心当たりがない場合は、このメールを無視してください。コードが入力されるまで、このアドレスには何も送信されません。',
  },
  ar: {
    subject: 'رمز التأكيد الخاص بك في Kinwell: {{code}}',
    heading: 'أكّد بريدك الإلكتروني الشخصي',
    intro: 'أدخل هذا الرمز في Kinwell لتأكيد أن هذا العنوان يخصك:',
    expiry: 'يعمل الرمز مرة واحدة وتنتهي صلاحيته خلال {{expiresInMinutes}} دقيقة.',
    after: 'بعد التأكيد، ستصل أخبار Kinwell وتذكيراته إلى هذا العنوان بدلًا من بريد شركتك.',
    notYou: 'لم تطلب ذلك؟ تجاهل هذه الرسالة: لن يُرسل شيء إلى هنا ما لم يُدخل الرمز.',
  },
};

/** Handlebars' triple braces in the subject and plain text (not HTML); double braces, escaped, in the HTML. */
const raw = (line: string) => line.replace(/\{\{([\w-]+)\}\}/g, '{{{$1}}}');

/** A code mail, sent to the personal address itself: only its owner can confirm it. */
function personalEmailCodeTemplate(locale: Locale): MailTemplate<'personal-email-code'> {
  const copy = personalEmailCodeCopy[locale];
  const dir = textDirection(locale);
  // Each plain-text line starts right to left in Arabic, whatever its first character (a digit, a Latin name).
  const mark = dir === 'rtl' ? '\u200f' : '';
  const paragraph = (html: string, style = 'font-size:16px;line-height:24px;color:#1f2933;') =>
    `<tr><td style="padding:0 32px 16px;font-family:${FONT};${style}">${html}</td></tr>`;
  return {
    name: 'personal-email-code',
    locale,
    subject: raw(copy.subject),
    html: `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${copy.heading}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;width:100%;background-color:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f6f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;border-top:6px solid #1ab69d;text-align:${dir === 'rtl' ? 'right' : 'left'};">
<tr><td style="padding:28px 32px 8px;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold;color:#1f2933;">${copy.heading}</td></tr>
${paragraph(copy.intro)}
${paragraph('<span dir="ltr">{{code}}</span>', 'font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:#1f2933;')}
${paragraph(copy.expiry)}
${paragraph(copy.after)}
${paragraph(copy.notYou, 'font-size:14px;line-height:20px;color:#52606d;')}
</table>
</td></tr>
</table>
</body>
</html>
`,
    text: `${[copy.intro, '{{code}}', copy.expiry, copy.after, copy.notYou].map((line) => `${mark}${raw(line)}`).join('\n\n')}\n`,
  };
}

/** The personal-email code mail in every language. */
export const personalEmailCodeTemplates: readonly MailTemplate<'personal-email-code'>[] =
  LOCALES.map(personalEmailCodeTemplate);
