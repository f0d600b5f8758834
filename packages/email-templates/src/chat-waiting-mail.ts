import type { ChatWaitingMail, Locale, MailBranding } from '@kinwell/core';
import { textDirection } from '@kinwell/core';
import type { RenderedMail } from './account-code-mail';
import { chatLinks } from './chat-links';
import { linkHints } from './copy/link-hints';
import { escapeHtml } from './escape-html';
import { withBrand } from './mail-brand';
import { buttonRows, headingRow, logoRow, mailDocument, NOTE_STYLE, paragraphRow } from './mail-layout';

interface ChatWaitingCopy {
  subject: (name: string) => string;
  intro: (name: string) => string;
  privacy: string;
  button: string;
  footer: string;
}

/**
 * The waiting-message mail's words: who wrote, and where to read it; never the message (privacy: a mail box is not
 * the conversation's place). At most one an hour per conversation.
 */
const COPY: Record<Locale, ChatWaitingCopy> = {
  en: {
    subject: (name) => `You have a new message from ${name}`,
    intro: (name) => `${name} wrote to you on Kinwell. Your conversation is waiting for you in the app.`,
    privacy: 'For your privacy, we never put what was written in a mail.',
    button: 'Read the message',
    footer: 'You get this mail at most once an hour per conversation, while you are not in the app.',
  },
  fr: {
    subject: (name) => `Vous avez un nouveau message de ${name}`,
    intro: (name) => `${name} vous a écrit sur Kinwell. Votre conversation vous attend dans l’application.`,
    privacy: 'Pour protéger votre vie privée, nous ne mettons jamais le contenu des messages dans un e-mail.',
    button: 'Lire le message',
    footer:
      'Vous recevez cet e-mail au plus une fois par heure et par conversation, lorsque vous n’êtes pas dans l’application.',
  },
  es: {
    subject: (name) => `Tienes un mensaje nuevo de ${name}`,
    intro: (name) => `${name} te ha escrito en Kinwell. Tu conversación te espera en la aplicación.`,
    privacy: 'Para proteger tu privacidad, nunca incluimos el contenido de los mensajes en un correo.',
    button: 'Leer el mensaje',
    footer: 'Recibes este correo como máximo una vez por hora y por conversación, cuando no estás en la aplicación.',
  },
  ja: {
    subject: (name) => `${name} さんから新しいメッセージが届いています`,
    intro: (name) => `${name} さんから Kinwell でメッセージが届きました。アプリで会話の続きをご覧ください。`,
    privacy: 'プライバシー保護のため、メッセージの内容をメールに記載することはありません。',
    button: 'メッセージを読む',
    footer: 'このメールは、アプリを開いていないときに、会話ごとに1時間に1回まで送信されます。',
  },
  ar: {
    subject: (name) => `لديك رسالة جديدة من ${name}`,
    intro: (name) => `كتب إليك ${name} على Kinwell. محادثتك بانتظارك في التطبيق.`,
    privacy: 'حفاظًا على خصوصيتك، لا نضع أبدًا محتوى الرسائل في البريد الإلكتروني.',
    button: 'اقرأ الرسالة',
    footer: 'تصلك هذه الرسالة مرة واحدة على الأكثر كل ساعة لكل محادثة، عندما لا تكون في التطبيق.',
  },
};

/** Who wrote, when no name is known (a member who shared none). */
const SOMEONE: Record<Locale, string> = {
  en: 'Your Kinwell contact',
  fr: 'Votre contact Kinwell',
  es: 'Tu contacto de Kinwell',
  ja: 'Kinwell の担当者',
  ar: 'جهة اتصالك في Kinwell',
};

/** The waiting-message mail to a member (their company's brand) or an expert (Kinwell's), in their language. */
export function chatWaitingMail(input: ChatWaitingMail & { appUrl: string; branding: MailBranding }): RenderedMail {
  const { locale } = input.to;
  const copy = COPY[locale];
  const name = input.senderName.trim() || SOMEONE[locale];
  const link = chatLinks(input.appUrl, input.conversationId)[input.recipient];
  const subject = copy.subject(name);
  const html = withBrand(
    mailDocument({
      locale,
      title: escapeHtml(subject),
      preheader: escapeHtml(copy.intro(name)),
      rows: [
        logoRow(),
        headingRow(escapeHtml(subject)),
        paragraphRow(escapeHtml(copy.intro(name))),
        paragraphRow(escapeHtml(copy.privacy), NOTE_STYLE),
        buttonRows(locale, { label: escapeHtml(copy.button), href: escapeHtml(link) }, linkHints[locale]),
      ],
      footer: [escapeHtml(copy.footer)],
    }),
    input.branding,
  );
  const mark = textDirection(locale) === 'rtl' ? '\u200f' : '';
  const text = `${[subject, copy.intro(name), copy.privacy, `${copy.button}:\n${link}`, copy.footer]
    .map((paragraph) => `${mark}${paragraph}`)
    .join('\n\n')}\n`;
  return { subject, text, html };
}
