import type { OutboxRow } from './repository.ts';

/** How stored messages leave: SMTP in production and tests, kept in the outbox in development. */
export interface MailTransport {
  readonly kind: 'smtp' | 'store';
  deliver(message: OutboxRow, from: string): Promise<void>;
  close(): Promise<void>;
}

export const storeOnlyTransport: MailTransport = {
  kind: 'store',
  deliver: async () => {},
  close: async () => {},
};

export async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(message, from) {
      await transporter.sendMail({
        from,
        to: message.toAddress,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
        headers: { 'Content-Language': message.locale === 'fr' ? 'fr-CA' : 'en-CA' },
      });
    },
    close: async () => transporter.close(),
  };
}
