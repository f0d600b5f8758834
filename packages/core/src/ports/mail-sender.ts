/** A file sent with a mail: a booking's calendar file (.ics). */
export interface MailAttachment {
  filename: string;
  /** The full media type with its parameters, e.g. `text/calendar; method=REQUEST`. */
  contentType: string;
  /** Text content (sent as UTF-8). */
  content: string;
}

/** The mail port: SES in AWS, the local mailbox on the local runtime. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from?: string;
  /**
   * Files sent with the mail. With any, the mail goes as one MIME message (mail/mime-message.ts); a calendar file is
   * also one of the message's alternatives, so calendar apps offer to add, move or remove the event (RFC 6047).
   */
  attachments?: readonly MailAttachment[] | undefined;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<{ id: string }>;
}
