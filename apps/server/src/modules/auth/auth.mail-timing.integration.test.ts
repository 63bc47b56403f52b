import { describe, expect, it } from 'vitest';
import { signUpPlayer } from '../../test/http';
import { useTestSmtp } from '../../test/smtp';
import { useTestApp } from '../../test/suite';

/** How long the SMTP server takes to accept each mail: a slow or distant relay. */
const SMTP_DELAY_MS = 500;
/** Well under one SMTP delivery: an answer this fast did not wait for the mail. */
const FAST_MS = 200;
/**
 * The machines running the suite are often busy; a timing that misses once is measured again.
 * The code before the fix waited for SMTP every time, so a retry never hides that.
 */
const TIMING = { retry: 2 };

describe('reset and resend answer at once, whether or not the account exists (issue 11 §6)', () => {
  const smtp = useTestSmtp({ delayMs: SMTP_DELAY_MS });
  const { api } = useTestApp(() => ({ seed: false, config: { SMTP_URL: smtp.url } }));

  /** The answer (status and body, what a caller could compare) and how long it took. */
  async function timed(call: () => ReturnType<typeof api.post>) {
    const started = performance.now();
    const { status, body } = await call();
    return { res: { status, body }, ms: performance.now() - started };
  }

  /**
   * A new player (their verification mail arrived), then `url` timed for their address and for
   * `ghost`, which has no account: both answer 200, alike.
   */
  async function knownAndUnknown(url: string, ghost: string, ipPrefix: string) {
    const player = await signUpPlayer(api);
    await expect.poll(() => smtp.mailsTo(player.email).length, { timeout: 5_000 }).toBe(1);
    // A first call warms the route up, so the timings below measure only the request.
    await api.post(url, { email: 'warm-up@example.com' }, { ip: `${ipPrefix}.9` });

    const known = await timed(() =>
      api.post(url, { email: player.email }, { ip: `${ipPrefix}.1` }),
    );
    const unknown = await timed(() => api.post(url, { email: ghost }, { ip: `${ipPrefix}.2` }));
    expect(known.res.status).toBe(200);
    expect(unknown.res).toEqual(known.res);
    return { player, known, unknown };
  }

  it('POST /api/password/email', TIMING, async () => {
    const { player, known, unknown } = await knownAndUnknown(
      '/api/password/email',
      'ghost@example.com',
      '10.7.0',
    );
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
    const { player, known, unknown } = await knownAndUnknown(
      '/api/email/resend',
      'nobody@example.com',
      '10.7.1',
    );
    const signedIn = await timed(() =>
      api.post('/api/email/resend', {}, { token: player.token, ip: '10.7.1.3' }),
    );
    expect(signedIn.res).toEqual(known.res);
    for (const call of [known, unknown, signedIn]) expect(call.ms).toBeLessThan(FAST_MS);
    expect(smtp.mailsTo(player.email)).toHaveLength(1);

    await expect.poll(() => smtp.mailsTo(player.email).length, { timeout: 5_000 }).toBe(3);
    expect(smtp.mailsTo(player.email)[2]?.data).toContain('/email/verify/');
    expect(smtp.mailsTo('nobody@example.com')).toEqual([]);
  });
});
