import type { MailCopy } from './mail-copy';

export const en: MailCopy = {
  invite: {
    subject: '{{employeeName}} invited you to join {{platformName}}',
    preheader: '{{employeeName}} invited you to {{platformName}}. Create your account in a minute.',
    heading: 'You are invited to {{platformName}}',
    paragraphs: [
      'Hi {{firstName}},',
      '<strong>{{employeeName}}</strong> ({{inviterEmail}}) has invited you, <strong>{{firstName}} {{lastName}}</strong>, to join {{platformName}}, the family wellbeing programme their employer offers to them and their family.',
      'Create your account with this email address to get started.',
    ],
    button: 'Create my account',
    footer: [
      'Questions? Our support team is here to help: {{supportLink}}',
      'You received this email because {{employeeName}} ({{inviterEmail}}) invited {{firstName}} {{lastName}} to {{platformName}}. If you do not know them, you can ignore it: no account is created until you sign up.',
    ],
  },
  inviteChild: {
    subject: 'Your family invited you to join {{platformName}}',
    preheader: '{{inviterEmail}} invited you to {{platformName}}. Create your account in a minute.',
    heading: 'You are invited to {{platformName}}',
    paragraphs: [
      'Hi {{firstName}},',
      'Your parent <strong>{{inviterEmail}}</strong> has invited you, <strong>{{firstName}}</strong>, to join {{platformName}}, the family wellbeing programme their employer offers to them and their family.',
      'Create your account with this email address to get started.',
    ],
    button: 'Create my account',
    footer: [
      'You received this email because {{inviterEmail}} invited {{firstName}} to {{platformName}}. If you do not know them, you can ignore it: no account is created until you sign up.',
    ],
  },
  welcome: {
    subject: 'Welcome to {{platformName}}, {{firstName}}',
    preheader: 'Your {{platformName}} account is ready.',
    heading: 'Welcome on board, {{firstName}}!',
    paragraphs: [
      'Hi {{firstName}},',
      'Your {{platformName}} account is ready. Your family members you invited will get their own invitation by email.',
    ],
    button: 'Open {{platformName}}',
    footer: ['You received this email because you completed your sign-up to {{platformName}}.'],
  },
  code: {
    signup: {
      subject: 'Your Kinwell verification code',
      intro: 'Welcome to Kinwell! Enter this code to verify your email address:',
      validity: 'The code is valid for 24 hours.',
    },
    reset: {
      subject: 'Your Kinwell password reset code',
      intro: 'We received a request to reset your Kinwell password. Enter this code to choose a new one:',
      validity: 'The code is valid for 1 hour. If you did not ask for it, you can ignore this email.',
    },
    signature: '— The Kinwell team',
  },
};
