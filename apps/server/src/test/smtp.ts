import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A real SMTP listener (the `smtp-server` package) for the suite: mail crosses a socket, as in
 * production. With `delayMs` it holds every mail that long before accepting it (a slow or
 * distant relay). Started before the suite's tests, closed after them; read it inside tests.
 */
export function useTestSmtp(options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let url = '';
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          const accept = () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              data,
            });
            callback();
          };
          if (options.delayMs) setTimeout(accept, options.delayMs);
          else accept();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
  return {
    /** SMTP_URL for the app under test. */
    get url() {
      return url;
    },
    received,
    mailsTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
  };
}
