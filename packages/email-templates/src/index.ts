export { type AccountCodePurpose, accountCodeMail, type RenderedMail } from './account-code-mail';
export { escapeHtml } from './escape-html';
export {
  type MailTemplate,
  mailTemplate,
  mailTemplateFields,
  placeholdersOf,
  renderMailTemplate,
  sesTemplates,
} from './invitation-mails';
