export {
  type AccountCodeMailOptions,
  type AccountCodePurpose,
  accountCodeMail,
  type RenderedMail,
} from './account-code-mail';
export { bookingLinks } from './booking-links';
export { type BookingMailCopy, bookingMailCopy } from './booking-mail-copy';
export {
  type BookingMail,
  type BookingMailOptions,
  type BookingMailReader,
  bookingMail,
  bookingMails,
} from './booking-mails';
export { organizerOf } from './calendar-organizer';
export { chatLinks } from './chat-links';
export { chatWaitingMail } from './chat-waiting-mail';
export { contactTemplate } from './contact-mail';
export { type CardCopy, type MailCopy, mailCopy } from './copy';
export { escapeHtml } from './escape-html';
export { expertInvitationMail } from './expert-invitation-mail';
export {
  derivedTemplateFields,
  invitationTemplates,
  type MailTemplate,
  mailTemplate,
  mailTemplateFields,
  placeholdersOf,
  renderMailTemplate,
  sesTemplateId,
  sesTemplates,
  templateData,
} from './invitation-mails';
export { MailBookingNotifier, type MailBookingNotifierOptions } from './mail-booking-notifier';
export { MailChatWaitingMailer, type MailChatWaitingMailerOptions } from './mail-chat-waiting-mailer';
export { personalEmailCodeCopy, personalEmailCodeTemplates } from './personal-email-code-mail';
export { sessionInstant, sessionRange, sessionStartShort, zoneName } from './session-times';
