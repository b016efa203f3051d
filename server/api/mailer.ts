/**
 * Forwards each stored contact message by e-mail when SMTP settings are given (server/api/settings.ts). Plain text
 * only: what a visitor typed never becomes HTML. The message is already stored when this runs, so a failed send is
 * logged, not reported to the visitor.
 */
import type { StoredMessage } from './message-store.ts';
import type { SmtpSettings } from './settings.ts';

export interface MailSender {
  send(message: StoredMessage): Promise<void>;
}

/** Line breaks would let a name start a new mail header: keep the subject to one line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function mailFor(message: StoredMessage, settings: Pick<SmtpSettings, 'from' | 'to'>) {
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: oneLine(message.fullName), address: message.email },
    subject: `Contact form: ${oneLine(message.fullName)}`.slice(0, 200),
    text: `${message.message}\n\n— ${oneLine(message.fullName)} <${message.email}>\nReceived ${message.receivedAt} (id ${message.id})\n`,
  };
}

/** nodemailer is loaded on the first message, so a server without SMTP never loads it. */
export function smtpMailSender(settings: SmtpSettings): MailSender {
  let transport: Promise<{ sendMail(mail: ReturnType<typeof mailFor>): Promise<unknown> }> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ createTransport }) =>
        createTransport({
          host: settings.host,
          port: settings.port,
          secure: settings.secure,
          ...(settings.user ? { auth: { user: settings.user, pass: settings.pass } } : {}),
        }),
      );
      await (await transport).sendMail(mailFor(message, settings));
    },
  };
}
