import { describe, expect, it } from 'vitest';
import { createRouteArgs, jsonResponse as json } from '../lib/testing/route-args';
import { action, loader } from './settings.security';

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Casino:player%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Casino',
  qr_svg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
const CODES = Array.from(
  { length: 10 },
  (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`,
);
const INVALID = 'This code is not valid, or it was already used. Enter the current code.';

/** The API's 422 for a wrong code: the same text as message and under `code`. */
const wrongCode = () =>
  json({ code: 'TWO_FACTOR_INVALID', message: INVALID, errors: { code: [INVALID] } }, 422);

/** The security page's action posting `form`, over the in-process API answering `answer`. */
function submit(form: Record<string, string>, answer: Response) {
  const { args, fetchApi } = createRouteArgs({ path: '/settings/security', form, answer });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

/** Every call the action made: path, method and JSON body. */
function readCalls(fetchApi: ReturnType<typeof createRouteArgs>['fetchApi']) {
  return fetchApi.mock.calls.map(([path, init]) => ({
    path,
    method: init?.method,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    auth: new Headers(init?.headers).get('Authorization'),
  }));
}

describe('/settings/security loader', () => {
  it('reads the status with the player’s token', async () => {
    const status = {
      status: 'ok',
      enabled: true,
      enabled_at: '2026-05-01T10:00:00.000Z',
      recovery_codes_left: 7,
    };
    const { args, fetchApi } = createRouteArgs({
      path: '/settings/security',
      method: 'GET',
      answer: json(status),
    });
    await expect(loader(args as unknown as LoaderArgs)).resolves.toEqual(status);
    expect(readCalls(fetchApi)).toEqual([
      { path: '/api/user/two-factor', method: 'GET', body: undefined, auth: 'Bearer abc' },
    ]);
  });
});

describe('/settings/security action (issue 18)', () => {
  it('“Turn on” starts the setup and answers its secret, URL and QR code', async () => {
    const { result, fetchApi } = submit({ intent: 'setup' }, json({ status: 'ok', ...SETUP }));
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'setup',
      message: '',
      values: SETUP,
    });
    expect(readCalls(fetchApi)).toEqual([
      { path: '/api/user/two-factor/setup', method: 'POST', body: {}, auth: 'Bearer abc' },
    ]);
  });

  it('turns 2FA on with the code and answers the ten recovery codes', async () => {
    const answer = json({
      status: 'ok',
      message: 'Two-factor authentication is on.',
      recovery_codes: CODES,
    });
    const { result, fetchApi } = submit({ intent: 'enable', code: '123456', ...SETUP }, answer);
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'enable',
      message: 'Two-factor authentication is on.',
      recovery_codes: CODES,
    });
    expect(readCalls(fetchApi)).toEqual([
      {
        path: '/api/user/two-factor/enable',
        method: 'POST',
        body: { code: '123456' },
        auth: 'Bearer abc',
      },
    ]);
  });

  it('says a wrong code under the field only, and keeps the setup on the page', async () => {
    const { result } = submit({ intent: 'enable', code: '000000', ...SETUP }, wrongCode());
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'enable',
        message: '',
        fieldErrors: { code: [INVALID] },
        values: SETUP,
      },
    });
  });

  it('renews the recovery codes with a code', async () => {
    const answer = json({ status: 'ok', message: 'New recovery codes.', recovery_codes: CODES });
    const { result, fetchApi } = submit({ intent: 'renew', code: '654321' }, answer);
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'renew',
      message: 'New recovery codes.',
      recovery_codes: CODES,
    });
    expect(readCalls(fetchApi)[0]).toMatchObject({
      path: '/api/user/two-factor/recovery-codes',
      body: { code: '654321' },
    });
  });

  it('turns 2FA off with a code or a recovery code', async () => {
    const answer = json({ status: 'ok', message: 'Two-factor authentication is off.' });
    const { result, fetchApi } = submit({ intent: 'disable', code: 'abcde-fgh01' }, answer);
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'disable',
      message: 'Two-factor authentication is off.',
    });
    expect(readCalls(fetchApi)[0]).toMatchObject({
      path: '/api/user/two-factor/disable',
      body: { code: 'abcde-fgh01' },
    });
    const refused = submit({ intent: 'disable', code: '1' }, wrongCode());
    await expect(refused.result).resolves.toMatchObject({
      data: { intent: 'disable', message: '', fieldErrors: { code: [INVALID] }, values: undefined },
    });
  });

  it('keeps in the alert what is not about the code (a conflict, too many tries)', async () => {
    const conflict = json(
      {
        code: 'TWO_FACTOR_ALREADY_ENABLED',
        message: 'Two-factor authentication is already on for this account.',
      },
      409,
    );
    await expect(submit({ intent: 'setup' }, conflict).result).resolves.toMatchObject({
      init: { status: 409 },
      data: {
        intent: 'setup',
        message: 'Two-factor authentication is already on for this account.',
        fieldErrors: {},
      },
    });
    const limited = json({ code: 'RATE_LIMITED', message: 'Too many attempts.' }, 429);
    await expect(submit({ intent: 'renew', code: '1' }, limited).result).resolves.toMatchObject({
      data: { intent: 'renew', message: 'Too many attempts.' },
    });
  });
});
