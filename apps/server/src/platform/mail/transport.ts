import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailAttachmentContent {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** `<outbox-id@site-host>`: the same on every attempt, so a resend is recognisable. */
  messageId?: string;
  attachments?: MailAttachmentContent[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** `j***@example.com`: enough to tell messages apart in a log without writing the address. */
export function maskEmail(address: string): string {
  const [local, domain] = address.split('@');
  if (!domain) return '***';
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Without SMTP the message is "sent" to the log: the subject and the links it carries, so a
 * developer can follow a reset or verification link. The body and address are not logged.
 */
export function logTransport(logger: Logger): MailTransport {
  return {
    async send(message) {
      const links = [...new Set(message.text.match(/https?:\/\/\S+/g) ?? [])];
      logger.info({ to: maskEmail(message.to), subject: message.subject, links }, 'e-mail (no SMTP_URL set, logged instead)');
    },
    close: () => undefined,
  };
}
