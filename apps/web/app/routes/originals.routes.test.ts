import { afterEach, describe, expect, it, vi } from 'vitest';
import { crashState, ownBet } from '../features/crash/components/__tests__/fixtures';
import { createRouteArgs, jsonResponse as json, readSentCall } from '../lib/testing/route-args';
import { makeUser } from '../lib/testing/users';
import { action as betAction } from './originals.bet';
import { action as cashoutAction } from './originals.cashout';
import { loader as stateLoader } from './originals.state';

const BET = ownBet({ id: 9, round_id: 41 });
const USER = makeUser({ balance: 1_500 });

/** The in-process API answering `answer`, and the calls it received. */
function createArgs(options: {
  game?: string;
  form?: Record<string, string>;
  cookie?: string | null;
  answer?: Response;
  method?: string;
}) {
  const game = options.game ?? 'crash';
  return createRouteArgs({
    path: `/originals/${game}/bet`,
    method: options.method,
    form: options.form,
    params: { game },
    cookie: options.cookie,
    answer: options.answer ?? json({ status: 'ok', message: 'Done.', bet: BET, user: USER }),
  });
}

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

describe('originals resource routes (decision 006: the token stays on the server)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts a bet with the player’s token, the form’s key and the API’s field names', async () => {
    const { args, fetchApi } = createArgs({
      game: 'crashbull',
      form: { amount: '1,50', auto_cashout: '2', side: 'bull', idempotency_key: 'key-1' },
    });
    const result = await betAction(args as unknown as Args<typeof betAction>);
    expect(result).toEqual({ ok: true, message: 'Done.', bet: BET, user: USER });
    expect(readSentCall(fetchApi)).toEqual({
      path: '/api/originals/crashbull/bet',
      method: 'POST',
      body: { amount: '1.50', auto_cashout: '2', side: 'bull' },
      key: 'key-1',
      auth: 'Bearer abc',
      language: 'es',
    });
  });

  it('leaves out an empty auto cash-out and the main bet’s empty side', async () => {
    const { args, fetchApi } = createArgs({
      form: { amount: '3', auto_cashout: '', side: '', idempotency_key: 'key-2' },
    });
    await betAction(args as unknown as Args<typeof betAction>);
    expect(readSentCall(fetchApi).body).toEqual({ amount: '3' });
  });

  it('answers the API’s refusal as the form’s failure with its status and fields', async () => {
    const refusal = json(
      {
        message: 'La apuesta mínima es 0,10 $.',
        code: 'BET_BELOW_MINIMUM',
        errors: { amount: ['La apuesta mínima es 0,10 $.'] },
      },
      422,
    );
    const { args } = createArgs({ form: { amount: '0.01' }, answer: refusal });
    const result = (await betAction(args as unknown as Args<typeof betAction>)) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(result.init.status).toBe(422);
    expect(result.data).toEqual({
      ok: false,
      intent: undefined,
      message: 'La apuesta mínima es 0,10 $.',
      fieldErrors: { amount: ['La apuesta mínima es 0,10 $.'] },
      values: { amount: '0.01', auto_cashout: '', side: '' },
      status: 422,
    });
  });

  it('sends a visitor to log in, and answers 404 for a game that is not a crash game', async () => {
    const visitor = createArgs({ cookie: null, form: { amount: '1' } });
    const redirect = await betAction(visitor.args as unknown as Args<typeof betAction>).catch(
      (thrown: unknown) => thrown,
    );
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('Location')).toBe('/login');
    expect(visitor.fetchApi).not.toHaveBeenCalled();

    const unknown = createArgs({ game: 'dice', form: { amount: '1' } });
    const notFound = await betAction(unknown.args as unknown as Args<typeof betAction>).catch(
      (thrown: unknown) => thrown,
    );
    expect((notFound as Response).status).toBe(404);
    expect(unknown.fetchApi).not.toHaveBeenCalled();
  });

  it('cashes out the form’s round with its key', async () => {
    const { args, fetchApi } = createArgs({
      game: 'crashsw',
      form: { round_id: '41', idempotency_key: 'key-3' },
    });
    const result = await cashoutAction(args as unknown as Args<typeof cashoutAction>);
    expect(result).toEqual({ ok: true, message: 'Done.', bet: BET, user: USER });
    expect(readSentCall(fetchApi)).toMatchObject({
      path: '/api/originals/crashsw/cashout',
      body: { round_id: 41 },
      key: 'key-3',
    });
  });

  it('cashes out the running round’s bet when the round is unreadable, with a fresh key', async () => {
    const { args, fetchApi } = createArgs({ form: { round_id: 'x' } });
    await cashoutAction(args as unknown as Args<typeof cashoutAction>);
    const call = readSentCall(fetchApi);
    expect(call.body).toEqual({});
    expect(call.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads the state for visitors too, and answers a failure when the API is down', async () => {
    const state = crashState({ round: null });
    const visitor = createArgs({ cookie: null, method: 'GET', answer: json(state) });
    expect(await stateLoader(visitor.args as unknown as Args<typeof stateLoader>)).toEqual(state);
    expect(readSentCall(visitor.fetchApi)).toMatchObject({
      path: '/api/originals/crash/state',
      method: 'GET',
      auth: null,
    });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = createArgs({ method: 'GET' });
    down.fetchApi.mockRejectedValueOnce(new TypeError('fetch failed'));
    const failure = (await stateLoader(
      down.args as unknown as Args<typeof stateLoader>,
    )) as unknown as {
      data: { ok: boolean };
      init: { status: number };
    };
    expect(failure.init.status).toBe(500);
    expect(failure.data.ok).toBe(false);
  });
});
