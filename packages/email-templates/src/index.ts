export {
  type AccountCodeMailOptions,
  type AccountCodePurpose,
  accountCodeMail,
  type RenderedMail,
} from './account-code-mail';
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
export { personalEmailCodeCopy, personalEmailCodeTemplates } from './personal-email-code-mail';
