import { escapeHtml } from './escape-html';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type AccountCodePurpose = 'signup' | 'reset';

const COPY: Record<AccountCodePurpose, { subject: string; intro: string; validity: string }> = {
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
};

/**
 * The mail carrying a sign-up or reset code. In AWS, Cognito sends these with the user pool's message
 * (infra's auth stack uses the same wording); locally the identity provider sends this rendering.
 */
export function accountCodeMail(purpose: AccountCodePurpose, code: string): RenderedMail {
  const copy = COPY[purpose];
  const text = `${copy.intro}\n\n${code}\n\n${copy.validity}\n\n— The Kinwell team`;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:0;background:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<tr><td style="padding:24px 32px 8px;font-size:20px;font-weight:bold;color:#1ab69d;">Kinwell</td></tr>
<tr><td style="padding:8px 32px;font-size:16px;line-height:24px;">${escapeHtml(copy.intro)}</td></tr>
<tr><td style="padding:16px 32px;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;">${escapeHtml(code)}</td></tr>
<tr><td style="padding:8px 32px 24px;font-size:14px;line-height:20px;color:#52606d;">${escapeHtml(copy.validity)}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  return { subject: copy.subject, text, html };
}
