/**
 * The words of the product's mails in one language. HTML parts may hold `<strong>` and `{{placeholders}}` (the
 * values SES and the local rendering fill in); the plain-text part is derived from the same words.
 */
export interface CardCopy {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  button: string;
  footer: string[];
}

export interface MailCopy {
  invite: CardCopy;
  inviteChild: CardCopy;
  welcome: CardCopy;
  code: {
    signup: { subject: string; intro: string; validity: string };
    reset: { subject: string; intro: string; validity: string };
    signature: string;
  };
}
