export { type AccountCodePurpose, accountCodeMail, type RenderedMail } from './account-code-mail';
export { escapeHtml } from './escape-html';
