import type { MailTemplate } from './invitation-mails';

const FONT = "Arial,'Helvetica Neue',Helvetica,sans-serif";

/**
 * The copy of the personal-email code mail, in one object: English for now, it joins the five-language copy
 * (./copy) with the other templates. `{{code}}` and `{{expiresInMinutes}}` are filled per mail.
 */
export const personalEmailCodeCopy = {
  subject: 'Your Kinwell confirmation code: {{code}}',
  heading: 'Confirm your personal email',
  intro: 'Enter this code in Kinwell to confirm that this address is yours:',
  expiry: 'The code works once and expires in {{expiresInMinutes}} minutes.',
  after: 'Once it is confirmed, Kinwell news and reminders come to this address instead of your company email.',
  notYou: 'Didn’t ask for this? Ignore this mail: nothing is sent here until the code is entered.',
} as const;

const copy = personalEmailCodeCopy;
const text = (line: string) => line.replace(/\{\{([\w-]+)\}\}/g, '{{{$1}}}');
const paragraph = (html: string, style = 'font-size:16px;line-height:24px;color:#1f2933;') =>
  `<tr><td style="padding:0 32px 16px;font-family:${FONT};${style}">${html}</td></tr>`;

/** A code mail, sent to the personal address itself: only its owner can confirm it. */
export const personalEmailCodeTemplate: MailTemplate<'personal-email-code'> = {
  name: 'personal-email-code',
  locale: 'en',
  subject: text(copy.subject),
  html: `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${copy.heading}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f6f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;border-top:6px solid #1ab69d;">
<tr><td style="padding:28px 32px 8px;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold;color:#1f2933;">${copy.heading}</td></tr>
${paragraph(copy.intro)}
${paragraph('{{code}}', 'font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:#1f2933;')}
${paragraph(copy.expiry)}
${paragraph(copy.after)}
${paragraph(copy.notYou, 'font-size:14px;line-height:20px;color:#52606d;')}
</table>
</td></tr>
</table>
</body>
</html>
`,
  text: `${[copy.intro, '{{code}}', copy.expiry, copy.after, copy.notYou].map(text).join('\n\n')}\n`,
};
