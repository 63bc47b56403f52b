import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP listener for the end-to-end specs: the server under test sends its mail here
 * over SMTP (SMTP_URL), and each message lands as a file the specs read.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAILBOX_DIR = path.resolve(import.meta.dirname, 'test-results', 'mailbox');

export function startMailbox(): Promise<() => Promise<void>> {
  mkdirSync(MAILBOX_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const file = path.join(
          MAILBOX_DIR,
          `${Date.now()}-${Math.random().toString(36).slice(2)}.json`,
        );
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(SMTP_PORT, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    ),
  );
}

/** Every mail received for `to`, oldest first, with quoted-printable soft breaks undone. */
export function readMailbox(to: string): { raw: string; links: string[] }[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAILBOX_DIR).sort();
  } catch {
    return [];
  }
  return files
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as {
          to: string[];
          raw: string;
        },
    )
    .filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()))
    .map((mail) => {
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return { raw: text, links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])] };
    });
}
