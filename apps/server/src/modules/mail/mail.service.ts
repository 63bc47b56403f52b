import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../platform/logger';
import { createPendingWork } from '../../platform/pending-work';
import type { MailRepository, OutboxRow } from './mail.repository';
import { renderMail, type MailContent } from './mail.templates';

export interface OutgoingMail extends MailContent {
  to: string;
}

/** What `send` needs of a nodemailer transport (tests pass a slow fake). */
export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * Real SMTP through SMTP_URL (nodemailer). Without it, mail goes to the development outbox
 * (shown at /dev/mail in demo mode), the only place its text can be read: the log names the
 * recipient and subject, never the body (issue 11 §6: bodies hold tokens).
 */
export function createMailService(deps: {
  smtpUrl: string | undefined;
  from: string;
  mailRepository: MailRepository;
  logger: Logger;
  transport?: MailTransport;
}) {
  const transport: MailTransport | null =
    deps.transport ?? (deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null);
  const background = createPendingWork();

  async function send(mail: OutgoingMail): Promise<void> {
    if (transport) {
      const info = (await transport.sendMail({ from: deps.from, ...mail })) as {
        messageId?: string;
      };
      deps.logger.info(
        { to: mail.to, subject: mail.subject, messageId: info.messageId },
        `mail to ${mail.to} sent`,
      );
      return;
    }
    await deps.mailRepository.insert(mail);
    deps.logger.info(
      { to: mail.to, subject: mail.subject },
      `mail to ${mail.to} stored in the outbox, subject ${mail.subject}`,
    );
  }

  return {
    get usesOutbox(): boolean {
      return transport === null;
    },

    send,

    /** A template's subject, text and HTML in the recipient's language, for other modules. */
    render: renderMail,

    /**
     * Writes and sends a mail after the request has answered, so no answer waits for SMTP and
     * none takes longer because an account exists (issue 11 §6: reset and resend). `compose`
     * returns null when there is nothing to send. A failure is logged, never thrown.
     */
    sendInBackground(what: string, compose: () => Promise<OutgoingMail | null>): void {
      background.track(
        (async () => {
          try {
            const mail = await compose();
            if (mail) await send(mail);
          } catch (error) {
            deps.logger.error({ err: error, what }, 'mail could not be sent');
          }
        })(),
      );
    },

    /** Resolves once every mail queued so far has been sent (or has failed). */
    settled: () => background.settled(),

    /** Newest first, including mails still being written when the outbox was asked. */
    async listOutbox(limit = 50): Promise<OutboxRow[]> {
      await background.settled();
      return deps.mailRepository.findRecent(limit);
    },

    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
