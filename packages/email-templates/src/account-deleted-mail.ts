import { LOCALES, type Locale } from '@kinwell/core';
import type { MailTemplate } from './invitation-mails';
import { headingRow, logoRow, mailDocument, paragraphRow, plainLine, unmarked } from './mail-layout';

/** The words of the confirmation, per language, in one object so they can move into copy/<locale>.ts as a whole. */
export const accountDeletedCopy: Record<Locale, { subject: string; heading: string; paragraphs: string[] }> = {
  en: {
    subject: 'Your {{platformName}} account has been deleted',
    heading: 'Your account has been deleted',
    paragraphs: [
      'As you asked, we deleted your {{platformName}} account and the data it held: your profile, your answers, the family members you added and your invitations.',
      'You can sign up again at any time with the same address; you would start from scratch.',
      'If you did not ask for this, contact your company’s HR team.',
    ],
  },
  fr: {
    subject: 'Votre compte {{platformName}} a été supprimé',
    heading: 'Votre compte a été supprimé',
    paragraphs: [
      'Comme vous l’avez demandé, nous avons supprimé votre compte {{platformName}} et les données qu’il contenait : votre profil, vos réponses, les membres de votre famille que vous aviez ajoutés et vos invitations.',
      'Vous pouvez vous réinscrire à tout moment avec la même adresse ; vous repartiriez de zéro.',
      'Si vous n’êtes pas à l’origine de cette demande, contactez l’équipe RH de votre entreprise.',
    ],
  },
  es: {
    subject: 'Tu cuenta de {{platformName}} ha sido eliminada',
    heading: 'Tu cuenta ha sido eliminada',
    paragraphs: [
      'Como pediste, hemos eliminado tu cuenta de {{platformName}} y los datos que contenía: tu perfil, tus respuestas, los familiares que añadiste y tus invitaciones.',
      'Puedes volver a registrarte cuando quieras con la misma dirección; empezarías desde cero.',
      'Si no lo pediste tú, ponte en contacto con el equipo de RR. HH. de tu empresa.',
    ],
  },
  ja: {
    subject: '{{platformName}} のアカウントを削除しました',
    heading: 'アカウントを削除しました',
    paragraphs: [
      'ご依頼に従い、{{platformName}} のアカウントと、そこに保存されていたデータ（プロフィール、回答、追加したご家族、招待）を削除しました。',
      '同じメールアドレスでいつでも再登録できます。その場合は最初からのスタートになります。',
      'このご依頼に心当たりがない場合は、勤務先の人事担当までご連絡ください。',
    ],
  },
  ar: {
    subject: 'تم حذف حسابك في {{platformName}}',
    heading: 'تم حذف حسابك',
    paragraphs: [
      'كما طلبت، حذفنا حسابك في {{platformName}} والبيانات التي كان يحتويها: ملفك الشخصي وإجاباتك وأفراد عائلتك الذين أضفتهم ودعواتك.',
      'يمكنك التسجيل من جديد في أي وقت بالعنوان نفسه، وستبدأ من البداية.',
      'إذا لم تطلب ذلك، فتواصل مع فريق الموارد البشرية في شركتك.',
    ],
  },
};

/**
 * The confirmation sent to the account's address once the account is deleted: branded like the other mails,
 * with no button (there is no account left to open). It names no personal data beyond the company's brand.
 */
function accountDeletedTemplate(locale: Locale): MailTemplate<'account-deleted'> {
  const copy = accountDeletedCopy[locale];
  return {
    name: 'account-deleted',
    locale,
    subject: unmarked(copy.subject),
    html: mailDocument({
      locale,
      title: copy.heading,
      rows: [logoRow(), headingRow(copy.heading), ...copy.paragraphs.map((html) => paragraphRow(html))],
    }),
    text: `${[copy.heading, ...copy.paragraphs].map((line) => plainLine(line, locale)).join('\n\n')}\n`,
  };
}

/** The account-deletion confirmation in every language. */
export const accountDeletedTemplates: readonly MailTemplate<'account-deleted'>[] = LOCALES.map(accountDeletedTemplate);
