import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A file sent with a mail (a bill's PDF with its reminder). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** False without SMTP_URL: nothing leaves the machine (the mail is logged). */
  delivers: boolean;
};

/**
 * Mail through SMTP_URL. Without it, mail is written to the log instead, so a fresh install can
 * still reset a password (the link is in the log).
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(mail) {
        log.warn(
          { to: mail.to, subject: mail.subject },
          `SMTP_URL is unset; mail not sent:\n${mail.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
