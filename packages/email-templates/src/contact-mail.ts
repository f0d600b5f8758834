import type { MailTemplate } from './invitation-mails';

const FONT = "Arial,'Helvetica Neue',Helvetica,sans-serif";

const row = (label: string, value: string) =>
  `<tr><td style="padding:4px 32px;font-family:${FONT};font-size:14px;line-height:20px;color:#52606d;width:120px;vertical-align:top;">${label}</td><td style="padding:4px 32px 4px 0;font-family:${FONT};font-size:14px;line-height:20px;color:#1f2933;">${value}</td></tr>`;

/**
 * A visitor's message from the public contact form (/contact, /demo), sent to the Kinwell team's address.
 * Plain and readable in any client: the team replies to the sender's address shown in the mail.
 */
export const contactTemplate: MailTemplate<'contact'> = {
  name: 'contact',
  // To the team, whose language is English, whatever the visitor's.
  locale: 'en',
  subject: '[Kinwell contact] {{{topic}}} from {{{name}}}',
  html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>New message from the Kinwell contact form</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f6f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;border-top:6px solid #1ab69d;">
<tr><td colspan="2" style="padding:24px 32px 8px;font-family:${FONT};font-size:20px;line-height:28px;font-weight:bold;color:#1f2933;">New message from the contact form</td></tr>
${row('Topic', '{{topic}}')}
${row('Name', '{{name}}')}
${row('Email', '<a href="mailto:{{email}}" style="color:#0f7a69;">{{email}}</a>')}
${row('Company', '{{company}}')}
${row('Received', '{{receivedAt}}')}
<tr><td colspan="2" style="padding:16px 32px 24px;font-family:${FONT};font-size:16px;line-height:24px;color:#1f2933;white-space:pre-wrap;">{{message}}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`,
  text: `New message from the Kinwell contact form

Topic: {{{topic}}}
Name: {{{name}}}
Email: {{{email}}}
Company: {{{company}}}
Received: {{{receivedAt}}}

{{{message}}}
`,
};
