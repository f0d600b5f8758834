import { LOCALES, type Locale } from '@kinwell/core';
import type { MailTemplate } from './invitation-mails';
import { headingRow, mailDocument, NOTE_STYLE, paragraphRow, plainLine, unmarked } from './mail-layout';

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

/** A code mail, sent to the personal address itself: only its owner can confirm it. */
function personalEmailCodeTemplate(locale: Locale): MailTemplate<'personal-email-code'> {
  const copy = personalEmailCodeCopy[locale];
  return {
    name: 'personal-email-code',
    locale,
    subject: unmarked(copy.subject),
    html: mailDocument({
      locale,
      title: copy.heading,
      // Sent to an address outside the company before it is confirmed: Kinwell's own colour, no company brand.
      accent: '#1ab69d',
      rows: [
        headingRow(copy.heading),
        paragraphRow(copy.intro),
        paragraphRow(
          '<span dir="ltr">{{code}}</span>',
          'font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:#1f2933;',
        ),
        paragraphRow(copy.expiry),
        paragraphRow(copy.after),
        paragraphRow(copy.notYou, NOTE_STYLE),
      ],
    }),
    text: `${[copy.intro, '{{code}}', copy.expiry, copy.after, copy.notYou].map((line) => plainLine(line, locale)).join('\n\n')}\n`,
  };
}

/** The personal-email code mail in every language. */
export const personalEmailCodeTemplates: readonly MailTemplate<'personal-email-code'>[] =
  LOCALES.map(personalEmailCodeTemplate);
