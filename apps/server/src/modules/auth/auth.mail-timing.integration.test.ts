import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createClient, signUpPlayer } from '../../test/http';

/** How long the SMTP server takes to accept each mail: a slow or distant relay. */
const SMTP_DELAY_MS = 500;
/** Well under one SMTP delivery: an answer this fast did not wait for the mail. */
const FAST_MS = 200;
/**
 * The machines running the suite are often busy; a timing that misses once is measured again.
 * The code before the fix waited for SMTP every time, so a retry never hides that.
 */
const TIMING = { retry: 2 };

/** A real SMTP listener (`smtp-server`) that holds every mail for SMTP_DELAY_MS. */
async function startSlowSmtp() {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('reset and resend answer at once, whether or not the account exists (issue 11 §6)', () => {
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
  let t: TestApp;
  let api: ReturnType<typeof createClient>;
  beforeAll(async () => {
    smtp = await startSlowSmtp();
    t = await createTestApp({ seed: false, config: { SMTP_URL: smtp.url } });
    api = createClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The answer (status and body, what a caller could compare) and how long it took. */
  async function timed(call: () => ReturnType<typeof api.post>) {
    const started = performance.now();
    const { status, body } = await call();
    return { res: { status, body }, ms: performance.now() - started };
  }

  it('POST /api/password/email', TIMING, async () => {
    const player = await signUpPlayer(api);
    await expect.poll(() => smtp.mailsTo(player.email).length, { timeout: 5_000 }).toBe(1);
    // A first call warms the route up, so the timings below measure only the request.
    await api.post('/api/password/email', { email: 'warm-up@example.com' }, { ip: '10.7.0.9' });

    const known = await timed(() =>
      api.post('/api/password/email', { email: player.email }, { ip: '10.7.0.1' }),
    );
    const unknown = await timed(() =>
      api.post('/api/password/email', { email: 'ghost@example.com' }, { ip: '10.7.0.2' }),
    );
    expect(known.res.status).toBe(200);
    expect(unknown.res).toEqual(known.res);
    expect(known.ms).toBeLessThan(FAST_MS);
    expect(unknown.ms).toBeLessThan(FAST_MS);
    // Answered before the SMTP server even took the mail.
    expect(smtp.mailsTo(player.email)).toHaveLength(1);

    // The mail still arrives, with a working link.
    await expect.poll(() => smtp.mailsTo(player.email).length, { timeout: 5_000 }).toBe(2);
    expect(smtp.mailsTo(player.email)[1]?.data).toContain('/password/reset/');
    expect(smtp.mailsTo('ghost@example.com')).toEqual([]);
  });

  it('POST /api/email/resend', TIMING, async () => {
    const player = await signUpPlayer(api);
    await expect.poll(() => smtp.mailsTo(player.email).length, { timeout: 5_000 }).toBe(1);
    await api.post('/api/email/resend', { email: 'warm-up@example.com' }, { ip: '10.7.1.9' });

    const known = await timed(() =>
      api.post('/api/email/resend', { email: player.email }, { ip: '10.7.1.1' }),
    );
    const unknown = await timed(() =>
      api.post('/api/email/resend', { email: 'nobody@example.com' }, { ip: '10.7.1.2' }),
    );
    const signedIn = await timed(() =>
      api.post('/api/email/resend', {}, { token: player.token, ip: '10.7.1.3' }),
    );
    expect(known.res.status).toBe(200);
    expect(unknown.res).toEqual(known.res);
    expect(signedIn.res).toEqual(known.res);
    for (const call of [known, unknown, signedIn]) expect(call.ms).toBeLessThan(FAST_MS);
    expect(smtp.mailsTo(player.email)).toHaveLength(1);

    await expect.poll(() => smtp.mailsTo(player.email).length, { timeout: 5_000 }).toBe(3);
    expect(smtp.mailsTo(player.email)[2]?.data).toContain('/email/verify/');
    expect(smtp.mailsTo('nobody@example.com')).toEqual([]);
  });
});
