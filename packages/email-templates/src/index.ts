export { type AccountCodePurpose, accountCodeMail, type RenderedMail } from './account-code-mail';
export { contactTemplate } from './contact-mail';
export { escapeHtml } from './escape-html';
export {
  derivedTemplateFields,
  invitationTemplates,
  type MailTemplate,
  mailTemplate,
  mailTemplateFields,
  placeholdersOf,
  renderMailTemplate,
  sesTemplates,
  templateData,
} from './invitation-mails';
