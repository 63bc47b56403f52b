import type { User } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpPlayer } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import {
  launchToken,
  registerTestStudio,
  TEST_STUDIO,
  uuid,
  walletCall,
} from '../../test/providers';
import { useTestApp } from '../../test/suite';

/**
 * Launching provider games and the seamless wallet's basic path on the embedded database
 * (the whole rule matrix runs on PostgreSQL in providers.wallet.postgres.integration.test.ts).
 */
const { t, api } = useTestApp({ seed: false });
let slotId: number;
let tableId: number;

beforeAll(async () => {
  ({ slotId, tableId } = await registerTestStudio(t.runtime));
});

const call = (action: string, body: Record<string, unknown>) =>
  walletCall(t.app, TEST_STUDIO.code, TEST_STUDIO.secret, action, body);

describe('launch', () => {
  it('gives a verified player a launch URL with a fresh token, the game code, language and currency', async () => {
    const player = await fundedPlayer(t.runtime, api, 10_000, { currency: 'EUR' });
    const res = await api.post(
      '/api/games/gameURL',
      { game_id: slotId },
      { token: player.token, locale: 'es' },
    );
    expect(res.status).toBe(200);
    const urldata = res.body.urldata as { url: string; mode: string };
    expect(urldata.mode).toBe('real');
    const url = new URL(urldata.url);
    expect(url.origin + url.pathname).toBe(TEST_STUDIO.launchUrl);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('game')).toBe('test-studio-slot');
    expect(url.searchParams.get('lang')).toBe('es');
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Each launch is a new session.
    const again = await launchToken(api, player.token, slotId);
    expect(again).not.toBe(url.searchParams.get('token'));
  });

  it('refuses visitors and unverified players, in their language', async () => {
    expect((await api.post('/api/games/gameURL', { game_id: slotId })).status).toBe(401);
    const player = await signUpPlayer(api);
    const res = await api.post(
      '/api/games/gameURL',
      { game_id: slotId },
      { token: player.token, locale: 'es' },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Primero verifica tu dirección de correo electrónico.');
  });

  it('gives anyone a demo URL for a game with a demo, and none for one without', async () => {
    const demo = await api.post('/api/games/demoURL', { game_id: slotId });
    expect(demo.status).toBe(200);
    const url = new URL((demo.body.urldata as { url: string }).url);
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.has('token')).toBe(false);
    const none = await api.post('/api/games/demoURL', { game_id: tableId });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This game has no demo mode. Log in to play it.');
    expect((await api.post('/api/games/demoURL', { game_id: 999_999 })).status).toBe(404);
  });

  it('lists a provider without the wallet as coming soon, and refuses to launch it', async () => {
    await t.runtime.services.gamesService.importCatalog({
      provider: 'Catalog Only Studio',
      games: [{ external_id: 'only', name: 'Catalog Only Game', has_demo: true }],
    });
    const listed = await api.post('/api/games/list', {
      limitfrom: 0,
      limitto: 50,
      search: 'Catalog Only',
    });
    const game = (listed.body.games as { game_id: number; coming_soon: boolean }[])[0]!;
    expect(game.coming_soon).toBe(true);
    const player = await fundedPlayer(t.runtime, api, 100);
    const res = await api.post(
      '/api/games/gameURL',
      { game_id: game.game_id },
      { token: player.token },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This game is coming soon.');
    const slot = await api.post('/api/games/list', {
      limitfrom: 0,
      limitto: 50,
      search: 'test-studio Slot',
    });
    expect((slot.body.games as { coming_soon: boolean }[])[0]!.coming_soon).toBe(false);
  });

  it('allows the provider in the page CSP frame-src', async () => {
    // An HTML answer: only pages carry the CSP (decision 027).
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /frame-src [^;]*https:\/\/games\.test-studio\.example/,
    );
  });
});

describe('seamless wallet, basic path', () => {
  it('authenticates, takes a bet, pays a win, and the player sees it in the balance', async () => {
    const player = await fundedPlayer(t.runtime, api, 10_000);
    const token = await launchToken(api, player.token, slotId);
    const game_code = 'test-studio-slot';
    const auth = await call('authenticate', { request_uuid: uuid(), token, game_code });
    expect(auth.answer).toMatchObject({ status: 'RS_OK', balance: 10_000, currency: 'USD' });
    expect(auth.answer.user).toBe(String(player.id));
    const bet = await call('bet', {
      request_uuid: uuid(),
      token,
      game_code,
      transaction_uuid: 'b-1',
      round: 'r-1',
      amount: 250,
      currency: 'USD',
    });
    expect(bet).toEqual({
      httpStatus: 200,
      answer: { status: 'RS_OK', balance: 9_750, currency: 'USD' },
    });
    const win = await call('win', {
      request_uuid: uuid(),
      token,
      game_code,
      transaction_uuid: 'w-1',
      reference_transaction_uuid: 'b-1',
      round: 'r-1',
      amount: 1_000,
      currency: 'USD',
    });
    expect(win.answer).toEqual({ status: 'RS_OK', balance: 10_750, currency: 'USD' });
    const me = (await api.get('/api/user', { token: player.token })).body.user as User;
    expect(me.balance).toBe(10_750);
  });

  it('refuses a wrong signature and an unknown provider, moving nothing', async () => {
    const bad = await walletCall(
      t.app,
      TEST_STUDIO.code,
      TEST_STUDIO.secret,
      'balance',
      { request_uuid: uuid(), token: 'x', game_code: 'y' },
      { sign: false },
    );
    expect(bad).toEqual({
      httpStatus: 200,
      answer: { status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0, currency: '' },
    });
    const unknown = await walletCall(t.app, 'nobody', 'x'.repeat(20), 'balance', {});
    expect(unknown.httpStatus).toBe(404);
  });
});
