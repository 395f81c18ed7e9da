/**
 * How mails leave the site: an SMTP server from SMTP_URL (a pooled nodemailer transport), or,
 * with none set, the local outbox: the mail is kept in the emails table and shown on the
 * outbox pages, so a site without a mail server still shows every mail it would send.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP connections a process keeps open (and so mails it has in flight at once). */
export const SMTP_CONNECTIONS = 3;

export function createTransport(smtpUrl: string | undefined, timeoutMs = 20_000): MailTransport {
  if (!smtpUrl) return { name: 'outbox', send: async () => undefined, close: () => undefined };
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0] & object);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}
