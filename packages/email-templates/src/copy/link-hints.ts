import type { Locale } from '@kinwell/core';

/**
 * Under a mail's button, for clients that show none: the link spelled out. A table of its own, not part of MailCopy,
 * so a Lambda that sends one mail (the chat's waiting-message mail) does not bundle every mail's words.
 */
export const linkHints: Record<Locale, string> = {
  en: 'If the button does not work, copy this link into your browser:',
  fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  es: 'Si el botón no funciona, copia este enlace en tu navegador:',
  ja: 'ボタンが機能しない場合は、こちらのリンクをブラウザにコピーしてください：',
  ar: 'إذا لم يعمل الزر، انسخ هذا الرابط في متصفحك:',
};
