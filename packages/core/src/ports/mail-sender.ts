/** The mail port: SES in AWS, the local mailbox on the local runtime. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from?: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<{ id: string }>;
}
