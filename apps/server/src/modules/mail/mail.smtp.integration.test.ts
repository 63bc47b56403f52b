import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createClient, newPlayer } from '../../test/http';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP listener (the `smtp-server` package): mail crosses a socket, as in production. */
async function startSmtp(): Promise<{
  url: string;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('mail over real SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ config: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the verification mail through SMTP, in the player language, and not to the outbox', async () => {
    const api = createClient(t.app);
    const body = newPlayer();
    expect((await api.post('/api/register', body, { locale: 'zh-CN' })).status).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual([body.email]);
    expect(mail?.from).toBe('no-reply@casino.test');
    expect(mail?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail?.data).toContain('http://localhost:8000/email/verify/');
    expect(await t.runtime.services.mailService.listOutbox()).toEqual([]);
  });
});
