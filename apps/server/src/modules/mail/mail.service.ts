import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../platform/logger';
import type { MailRepository, OutboxRow } from './mail.repository';
import type { MailContent } from './mail.templates';

export interface OutgoingMail extends MailContent {
  to: string;
}

/**
 * Real SMTP through SMTP_URL (nodemailer). Without it, mail goes to the development outbox
 * (shown at /dev/mail outside production) and to the log.
 */
export function createMailService(deps: {
  smtpUrl: string | undefined;
  from: string;
  mailRepository: MailRepository;
  logger: Logger;
}) {
  const transport: Transporter | null = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : null;

  return {
    get usesOutbox(): boolean {
      return transport === null;
    },

    async send(mail: OutgoingMail): Promise<void> {
      if (transport) {
        const info = (await transport.sendMail({ from: deps.from, ...mail })) as {
          messageId?: string;
        };
        deps.logger.info(
          { to: mail.to, subject: mail.subject, messageId: info.messageId },
          'mail sent',
        );
        return;
      }
      await deps.mailRepository.insert(mail);
      deps.logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail stored in the development outbox',
      );
    },

    listOutbox(limit = 50): Promise<OutboxRow[]> {
      return deps.mailRepository.findRecent(limit);
    },

    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
