import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStudio, type Studio } from './app';
import { createCasinoClient } from './casino-client';
import { loadConfig } from './config';
import { DEMO_START_BALANCE } from './demo-wallet';
import type { Rng } from './engines/rng';
import { RED_NUMBERS } from './engines/roulette';
import { SLOT_MIN_BET } from './engines/slot';
import { startFakeCasino, type FakeCasino } from './test/fake-casino';

/** The studio's HTTP surface through fastify.inject, against a fake casino wallet. */

const SECRET = 'studio-test-secret-0123456789abcdef';
const CASINO_PUBLIC = 'http://casino.test:8000';
const TOKEN = 'T'.repeat(43);

let casino: FakeCasino;
let studio: Studio;
let dataDir: string;

async function build(options: { settleWaitMs?: number; fastClient?: boolean; rng?: Rng } = {}) {
  const config = loadConfig({
    CASINO_URL: casino.url,
    CASINO_PUBLIC_URL: CASINO_PUBLIC,
    PROVIDER_SECRET: SECRET,
    STUDIO_DATA_DIR: dataDir,
  });
  const client = options.fastClient
    ? createCasinoClient({
        casinoUrl: casino.url,
        providerCode: config.PROVIDER_CODE,
        secret: SECRET,
        timeoutMs: 150,
        attempts: 2,
        backoffMs: 5,
        maxBackoffMs: 10,
      })
    : undefined;
  return buildStudio({
    config,
    logger: false,
    settleWaitMs: options.settleWaitMs,
    client,
    rng: options.rng,
  });
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio-app-'));
  casino = await startFakeCasino(SECRET);
  casino.sessions.set(TOKEN, {
    user: '7',
    username: 'Ada',
    balance: 50_000,
    currency: 'EUR',
    game: 'fruit-fiesta',
  });
  studio = await build();
});

afterEach(async () => {
  await studio.close();
  await casino.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const RED = [...RED_NUMBERS];
const BLACK = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !RED_NUMBERS.has(n));

const post = (url: string, payload: object) => studio.app.inject({ method: 'POST', url, payload });

function bootOf(html: string): { theme: { engine: string; code: string }; mode: string } {
  const match = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no boot data');
  return JSON.parse(match[1]!) as { theme: { engine: string; code: string }; mode: string };
}

describe('launch', () => {
  it.each([
    ['fruit-fiesta', 'slot'],
    ['neon-roulette', 'roulette'],
    ['golden-baccarat', 'baccarat'],
  ])('renders the %s page with the %s engine and its bundled assets', async (game, engine) => {
    const response = await studio.app.inject(`/launch?mode=demo&game=${game}&lang=es&currency=FUN`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`data-engine="${engine}"`);
    expect(response.body).toContain('<html lang="es">');
    const boot = bootOf(response.body);
    expect(boot).toMatchObject({ mode: 'demo', theme: { engine, code: game } });

    const script = /<script src="(\/assets\/app\.[0-9a-f]+\.js)"/.exec(response.body)?.[1];
    const style = /<link rel="stylesheet" href="(\/assets\/app\.[0-9a-f]+\.css)"/.exec(
      response.body,
    )?.[1];
    const js = await studio.app.inject(script!);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('/api/session');
    expect((await studio.app.inject(style!)).body).toContain('.reels');
    const theme = await studio.app.inject(`/assets/theme/${game}.css`);
    expect(theme.body).toMatch(/^:root\{--bg:#[0-9a-f]{6};/);
  });

  it('answers a clear 404 page for an unknown game code', async () => {
    const response = await studio.app.inject('/launch?mode=demo&game=no-such-game&lang=en');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Game not found');
    expect(response.body).toContain('no-such-game');
    expect(response.body).not.toContain('id="boot"');
  });

  it('refuses real mode without a token', async () => {
    const response = await studio.app.inject('/launch?mode=real&game=fruit-fiesta');
    expect(response.statusCode).toBe(400);
  });

  it('lets only the casino frame the pages, and runs no inline script', async () => {
    const response = await studio.app.inject(`/launch?mode=real&token=${TOKEN}&game=fruit-fiesta`);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${CASINO_PUBLIC}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.every((attrs) => /src=|type="application\/json"/.test(attrs))).toBe(true);
  });

  it('keeps a foreign lobby_url out of the page (no open redirect)', async () => {
    const evil = await studio.app.inject(
      `/launch?mode=demo&game=fruit-fiesta&lobby_url=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(evil.body).not.toContain('evil.example');
    const own = await studio.app.inject(
      `/launch?mode=demo&game=fruit-fiesta&lobby_url=${encodeURIComponent(`${CASINO_PUBLIC}/casino`)}`,
    );
    expect(own.body).toContain(`${CASINO_PUBLIC}/casino`);
  });
});

describe('demo play', () => {
  it('plays with play money and never calls the casino', async () => {
    const session = await post('/api/session', { game: 'fruit-fiesta' });
    expect(session.statusCode).toBe(200);
    const { demo_session, balance, currency, mode } = session.json();
    expect({ balance, currency, mode }).toEqual({
      balance: DEMO_START_BALANCE,
      currency: 'FUN',
      mode: 'demo',
    });

    let expected = DEMO_START_BALANCE;
    for (let i = 0; i < 5; i += 1) {
      const spin = await post('/api/slot/spin', { game: 'fruit-fiesta', demo_session, bet: 100 });
      expect(spin.statusCode).toBe(200);
      const round = spin.json();
      expected += round.total_win - 100;
      expect(round.balance).toBe(expected);
      expect(round.round_id).toMatch(/^demo-/);
      expect(round.outcome.spins[0].reels).toHaveLength(5);
    }
    const roulette = await post('/api/roulette/spin', {
      game: 'neon-roulette',
      demo_session,
      bets: [{ type: 'red', numbers: RED, amount: 100 }],
    });
    expect(roulette.statusCode).toBe(200);
    expect(roulette.json().balance).toBe(expected - 100 + roulette.json().total_win);

    const again = await post('/api/session', { game: 'golden-baccarat', demo_session });
    expect(again.json()).toMatchObject({ demo_session, balance: roulette.json().balance });
    expect(casino.calls).toHaveLength(0);
    expect(studio.store.list()).toHaveLength(0);
  });

  it('refuses a demo bet beyond the play money, and an unknown demo session', async () => {
    const { demo_session } = (await post('/api/session', { game: 'neon-roulette' })).json();
    const tooMuch = await post('/api/roulette/spin', {
      game: 'neon-roulette',
      demo_session,
      // Two dozens at the table's maximum: 2,000.00 against 1,000.00 of play money.
      bets: [0, 1].map((dozen) => ({
        type: 'dozen',
        numbers: Array.from({ length: 12 }, (_, n) => dozen * 12 + n + 1),
        amount: 100_000,
      })),
    });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json()).toMatchObject({
      error: 'NOT_ENOUGH_MONEY',
      balance: DEMO_START_BALANCE,
    });
    const unknown = await post('/api/slot/spin', {
      game: 'fruit-fiesta',
      demo_session: 'x'.repeat(24),
      bet: 100,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('DEMO_SESSION_EXPIRED');
  });
});

describe('real play', () => {
  it('authenticates once, then takes the bet and pays the win with the right amounts', async () => {
    const session = await post('/api/session', { game: 'fruit-fiesta', token: TOKEN });
    expect(session.json()).toEqual({
      mode: 'real',
      balance: 50_000,
      currency: 'EUR',
      name: 'Ada',
      free_rounds: null,
    });

    const spins = [];
    for (let i = 0; i < 3; i += 1) {
      const spin = await post('/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, bet: 200 });
      expect(spin.statusCode).toBe(200);
      spins.push(spin.json());
    }
    expect(casino.calls.map((c) => c.action)).toEqual([
      'authenticate',
      'bet',
      'win',
      'bet',
      'win',
      'bet',
      'win',
    ]);
    expect(casino.calls.every((c) => c.signatureValid)).toBe(true);
    let balance = 50_000;
    for (const [index, round] of spins.entries()) {
      const bet = casino.calls[1 + index * 2]!.body;
      const win = casino.calls[2 + index * 2]!.body;
      expect(bet).toMatchObject({
        amount: 200,
        currency: 'EUR',
        round: round.round_id,
        game_code: 'fruit-fiesta',
      });
      expect(win).toMatchObject({
        amount: round.total_win,
        currency: 'EUR',
        round: round.round_id,
        reference_transaction_uuid: bet.transaction_uuid,
      });
      balance += round.total_win - 200;
      expect(round).toMatchObject({
        balance,
        pending: false,
        stake: 200,
        is_free: false,
        free_rounds: null,
      });
      expect(bet).not.toHaveProperty('is_free');
      expect(studio.store.get(round.round_id)).toMatchObject({
        user: '7',
        status: 'settled',
        bet_uuid: bet.transaction_uuid,
        bet_amount: 200,
        win_uuid: win.transaction_uuid,
        win_amount: round.total_win,
        rollback_uuid: null,
        reward_uuid: null,
      });
    }
  });

  it('settles a roulette round for real: every stake in one bet, the total win in one win', async () => {
    casino.sessions.set('R'.repeat(43), {
      user: '8',
      username: 'Bo',
      balance: 10_000,
      currency: 'USD',
      game: 'neon-roulette',
    });
    const bets = [
      { type: 'straight', numbers: [17], amount: 100 },
      { type: 'split', numbers: [17, 20], amount: 50 },
      { type: 'corner', numbers: [1, 2, 4, 5], amount: 50 },
      { type: 'black', numbers: BLACK, amount: 300 },
    ];
    const spin = await post('/api/roulette/spin', {
      game: 'neon-roulette',
      token: 'R'.repeat(43),
      bets,
    });
    expect(spin.statusCode).toBe(200);
    const round = spin.json();
    const [bet, win] = casino.calls.filter((c) => c.action !== 'authenticate');
    expect(bet!.body.amount).toBe(500);
    expect(win!.body.amount).toBe(round.total_win);
    expect(round.balance).toBe(10_000 - 500 + round.total_win);
    expect(round.outcome.number).toBeGreaterThanOrEqual(0);
  });

  it('shows NOT_ENOUGH_MONEY translated, records the round failed, and pays nothing', async () => {
    casino.sessions.get(TOKEN)!.balance = 50;
    const spin = await post('/api/slot/spin', {
      game: 'fruit-fiesta',
      token: TOKEN,
      bet: 200,
      lang: 'es',
    });
    expect(spin.statusCode).toBe(402);
    expect(spin.json()).toEqual({
      error: 'NOT_ENOUGH_MONEY',
      message: 'No hay saldo suficiente para esta apuesta. Recarga en el casino o baja la apuesta.',
      balance: 50,
    });
    expect(casino.calls.map((c) => c.action)).toEqual(['authenticate', 'bet']);
    const [record] = studio.store.list();
    expect(record).toMatchObject({
      status: 'failed',
      error: 'RS_ERROR_NOT_ENOUGH_MONEY',
      win_uuid: null,
    });
  });

  it('explains an expired and an invalid token', async () => {
    casino.sessions.get(TOKEN)!.expired = true;
    const expired = await post('/api/session', {
      game: 'fruit-fiesta',
      token: TOKEN,
      lang: 'zh-CN',
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      error: 'TOKEN_EXPIRED',
      message: '本次游戏会话已过期。请从娱乐场重新打开游戏。',
    });
    const invalid = await post('/api/slot/spin', { game: 'fruit-fiesta', token: 'nope', bet: 200 });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().error).toBe('INVALID_TOKEN');
  });

  it('rolls back a bet the casino never answers and tells the page nothing moved', async () => {
    await studio.close();
    studio = await build({ fastClient: true });
    await post('/api/session', { game: 'fruit-fiesta', token: TOKEN });
    casino.intercept = (call) => call.action === 'bet'; // swallowed: no answer ever
    const spin = await post('/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, bet: 200 });
    expect(spin.statusCode).toBe(503);
    expect(spin.json().error).toBe('CASINO_UNAVAILABLE');
    const rollback = casino.calls.find((c) => c.action === 'rollback')!;
    const [record] = studio.store.list();
    expect(record).toMatchObject({
      status: 'rolled_back',
      rollback_uuid: rollback.body.transaction_uuid,
      bet_uuid: rollback.body.reference_transaction_uuid,
    });
    expect(casino.calls.some((c) => c.action === 'win')).toBe(false);
  });

  it('answers "pending" when the win is slow, and settles the round once it lands', async () => {
    await studio.close();
    studio = await build({ settleWaitMs: 100, fastClient: true });
    let swallowed = false;
    casino.intercept = (call) => {
      if (call.action !== 'win' || swallowed) return false;
      swallowed = true;
      return true; // the first try gets no answer; the client retries after its timeout
    };
    const spin = await post('/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, bet: 200 });
    expect(spin.statusCode).toBe(200);
    expect(spin.json().pending).toBe(true);
    const roundId = spin.json().round_id as string;
    expect(studio.store.get(roundId)?.status).toBe('pending');
    await expect.poll(() => studio.store.get(roundId)?.status, { timeout: 5_000 }).toBe('settled');
    expect(casino.calls.filter((c) => c.action === 'win').length).toBeGreaterThanOrEqual(2);
  });
});

describe('free rounds (real mode, slot)', () => {
  const REWARD = 'bonus-42';
  // Every reel stopped at 2 wins 500 on a bet of 200; at 1 it wins nothing (engines/slot).
  const WINNING_STOP = 2;
  const LOSING_STOP = 1;

  function giveFreeRounds(left: number, betValue = 200): void {
    casino.sessions.get(TOKEN)!.freeRounds = { reward_uuid: REWARD, left, bet_value: betValue };
  }
  const freeSpin = (extra: object = {}) =>
    post('/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, free: true, ...extra });
  const moneyCalls = () =>
    casino.calls.filter((c) => ['bet', 'win', 'rollback'].includes(c.action));

  it('plays free spins as signed is_free bets of bet_value, pays their wins and counts down', async () => {
    await studio.close();
    let stop = WINNING_STOP;
    studio = await build({ rng: () => stop });
    giveFreeRounds(2);
    const session = await post('/api/session', { game: 'fruit-fiesta', token: TOKEN });
    expect(session.json()).toMatchObject({ free_rounds: { left: 2, bet_value: 200 } });
    expect(session.json().free_rounds).not.toHaveProperty('reward_uuid');

    // `bet` is ignored on a free spin: the stake is the reward's bet_value.
    const won = await freeSpin({ bet: 1_000 });
    expect(won.statusCode).toBe(200);
    const first = won.json();
    expect(first.total_win).toBeGreaterThan(0);
    expect(first).toMatchObject({
      stake: 200,
      is_free: true,
      pending: false,
      free_rounds: { left: 1, bet_value: 200 },
      // The bonus paid the stake; the win is the player's.
      balance: 50_000 + first.total_win,
    });
    const [bet, win] = moneyCalls();
    expect(bet!.action).toBe('bet');
    expect(bet!.signatureValid).toBe(true);
    expect(bet!.body).toEqual({
      request_uuid: bet!.body.request_uuid,
      token: TOKEN,
      game_code: 'fruit-fiesta',
      transaction_uuid: bet!.body.transaction_uuid,
      round: first.round_id,
      amount: 200,
      currency: 'EUR',
      is_free: true,
      reward_uuid: REWARD,
    });
    expect(win!.body).toMatchObject({
      amount: first.total_win,
      reference_transaction_uuid: bet!.body.transaction_uuid,
      round: first.round_id,
    });
    expect(win!.body).not.toHaveProperty('is_free');
    expect(studio.store.get(first.round_id)).toMatchObject({
      status: 'settled',
      bet_amount: 200,
      reward_uuid: REWARD,
      win_amount: first.total_win,
    });

    // A reloaded page asks the balance, which names the rounds left too.
    const reloaded = await post('/api/session', { game: 'fruit-fiesta', token: TOKEN });
    expect(reloaded.json()).toMatchObject({ free_rounds: { left: 1, bet_value: 200 } });
    expect(casino.calls.at(-1)!.action).toBe('balance');

    stop = LOSING_STOP;
    const lost = (await freeSpin()).json();
    expect(lost).toMatchObject({
      total_win: 0,
      is_free: true,
      free_rounds: { left: 0, bet_value: 200 },
      balance: 50_000 + first.total_win,
    });
    // A win of 0 closes the lost spin.
    expect(moneyCalls().map((c) => [c.action, c.body.amount])).toEqual([
      ['bet', 200],
      ['win', first.total_win],
      ['bet', 200],
      ['win', 0],
    ]);
    expect(casino.sessions.get(TOKEN)!.freeRounds!.left).toBe(0);

    // None left: refused before any call, in the player's language.
    const none = await freeSpin({ lang: 'es' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      error: 'NO_FREE_ROUNDS',
      message: 'No te quedan giros gratis en este juego. Los giros usan tu apuesta.',
    });
    expect(moneyCalls()).toHaveLength(4);

    // Back to paid play with the player's own bet.
    const paid = (
      await post('/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, bet: 400 })
    ).json();
    expect(paid).toMatchObject({ stake: 400, is_free: false, free_rounds: { left: 0 } });
    expect(paid.balance).toBe(50_000 + first.total_win - 400 + paid.total_win);
    expect(moneyCalls()[4]!.body).toMatchObject({ amount: 400 });
    expect(moneyCalls()[4]!.body).not.toHaveProperty('is_free');
  });

  it('refuses a free spin with NO_FREE_ROUNDS and sends nothing when there is none to play', async () => {
    const none = await freeSpin();
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('NO_FREE_ROUNDS');

    // A reward at a stake the slot does not take (not a multiple of 20) is not played either.
    await studio.close();
    studio = await build();
    giveFreeRounds(5, 110);
    const session = await post('/api/session', { game: 'fruit-fiesta', token: TOKEN });
    expect(session.json().free_rounds).toEqual({ left: 5, bet_value: 110 });
    const odd = await freeSpin();
    expect(odd.statusCode).toBe(409);
    expect(odd.json().error).toBe('NO_FREE_ROUNDS');

    // Play money has no free rounds.
    const { demo_session } = (await post('/api/session', { game: 'fruit-fiesta' })).json();
    const demo = await post('/api/slot/spin', { game: 'fruit-fiesta', demo_session, free: true });
    expect(demo.statusCode).toBe(409);
    expect(demo.json().error).toBe('NO_FREE_ROUNDS');

    expect(moneyCalls()).toHaveLength(0);
    expect(casino.sessions.get(TOKEN)).toMatchObject({ balance: 50_000, freeRounds: { left: 5 } });
    expect(studio.store.list()).toHaveLength(0);
  });

  it('takes RS_ERROR_FREE_ROUND_INVALID as NO_FREE_ROUNDS: recorded failed, nothing paid', async () => {
    giveFreeRounds(3);
    await post('/api/session', { game: 'fruit-fiesta', token: TOKEN });
    // Spent elsewhere (another tab) since the page opened.
    casino.sessions.get(TOKEN)!.freeRounds!.left = 0;
    const refused = await freeSpin();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'NO_FREE_ROUNDS', balance: 50_000 });
    expect(moneyCalls().map((c) => c.action)).toEqual(['bet']);
    const [record] = studio.store.list();
    expect(record).toMatchObject({
      status: 'failed',
      error: 'RS_ERROR_FREE_ROUND_INVALID',
      reward_uuid: REWARD,
      win_uuid: null,
    });
    // The studio now knows there are none: the next one is refused without a call.
    expect((await freeSpin()).statusCode).toBe(409);
    expect(moneyCalls()).toHaveLength(1);
  });

  it('resends a free spin whose answer was lost with the same bytes; the casino counts it once', async () => {
    await studio.close();
    studio = await build({ fastClient: true });
    giveFreeRounds(3);
    let lost = false;
    casino.loseAnswer = (call) => {
      if (call.action !== 'bet' || lost) return false;
      lost = true;
      return true;
    };
    const spin = await freeSpin();
    expect(spin.statusCode).toBe(200);
    expect(spin.json()).toMatchObject({ is_free: true, free_rounds: { left: 2, bet_value: 200 } });
    const bets = moneyCalls().filter((c) => c.action === 'bet');
    expect(bets).toHaveLength(2);
    expect(bets[1]!.raw).toBe(bets[0]!.raw);
    expect(bets[0]!.body).toMatchObject({ is_free: true, reward_uuid: REWARD, amount: 200 });
    expect(moneyCalls().filter((c) => c.action === 'win')).toHaveLength(1);
    expect(casino.sessions.get(TOKEN)!.freeRounds!.left).toBe(2);
    expect(casino.sessions.get(TOKEN)!.balance).toBe(50_000 + spin.json().total_win);
  });

  it('rolls back a free spin the casino never answers, which gives the spin back', async () => {
    await studio.close();
    studio = await build({ fastClient: true });
    giveFreeRounds(3);
    await post('/api/session', { game: 'fruit-fiesta', token: TOKEN });
    // The casino takes the spin each time, but no answer ever comes back.
    casino.loseAnswer = (call) => call.action === 'bet';
    const spin = await freeSpin();
    expect(spin.statusCode).toBe(503);
    expect(spin.json().error).toBe('CASINO_UNAVAILABLE');
    const rollback = moneyCalls().find((c) => c.action === 'rollback')!;
    expect(studio.store.list()[0]).toMatchObject({
      status: 'rolled_back',
      reward_uuid: REWARD,
      rollback_uuid: rollback.body.transaction_uuid,
    });
    expect(moneyCalls().map((c) => c.action)).toEqual(['bet', 'bet', 'rollback']);
    // The rollback gave the spin back, and the studio still counts 3: the page may try again.
    expect(casino.sessions.get(TOKEN)).toMatchObject({ balance: 50_000, freeRounds: { left: 3 } });
    casino.loseAnswer = undefined;
    expect((await freeSpin()).json()).toMatchObject({ free_rounds: { left: 2 } });
  });
});

describe('validation and limits', () => {
  it('refuses bodies over the limit with 413', async () => {
    const response = await post('/api/session', { game: 'fruit-fiesta', pad: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('TOO_LARGE');
  });

  it('validates bodies before anything moves', async () => {
    const cases: [string, object, number, string][] = [
      ['/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, bet: 1.5 }, 400, 'INVALID_REQUEST'],
      [
        '/api/slot/spin',
        { game: 'fruit-fiesta', token: TOKEN, demo_session: 'x'.repeat(24), bet: 100 },
        400,
        'INVALID_REQUEST',
      ],
      ['/api/slot/spin', { game: 'fruit-fiesta', bet: 100 }, 400, 'INVALID_REQUEST'],
      ['/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN }, 400, 'INVALID_REQUEST'],
      [
        '/api/slot/spin',
        { game: 'fruit-fiesta', token: TOKEN, free: 'yes' },
        400,
        'INVALID_REQUEST',
      ],
      ['/api/slot/spin', { game: 'neon-roulette', token: TOKEN, free: true }, 404, 'UNKNOWN_GAME'],
      [
        '/api/slot/spin',
        { game: 'fruit-fiesta', token: TOKEN, bet: SLOT_MIN_BET - 1 },
        400,
        'INVALID_BET',
      ],
      ['/api/slot/spin', { game: 'neon-roulette', token: TOKEN, bet: 100 }, 404, 'UNKNOWN_GAME'],
      [
        '/api/roulette/spin',
        {
          game: 'neon-roulette',
          token: TOKEN,
          bets: [{ type: 'split', numbers: [1, 5], amount: 100 }],
        },
        400,
        'INVALID_BET',
      ],
      [
        '/api/roulette/spin',
        { game: 'neon-roulette', token: TOKEN, bets: [] },
        400,
        'INVALID_REQUEST',
      ],
      [
        '/api/roulette/spin',
        { game: 'neon-roulette', token: TOKEN, bets: [{ type: 'red', numbers: RED, amount: 5 }] },
        400,
        'INVALID_BET',
      ],
      [
        '/api/roulette/spin',
        { game: 'neon-roulette', token: TOKEN, bets: [{ type: 'red', numbers: [], amount: 100 }] },
        400,
        'INVALID_BET',
      ],
      ['/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, bet: 110 }, 400, 'INVALID_BET'],
      [
        '/api/baccarat/deal',
        { game: 'golden-baccarat', token: TOKEN, bets: [{ type: 'dragon', amount: 100 }] },
        400,
        'INVALID_REQUEST',
      ],
      [
        '/api/baccarat/deal',
        {
          game: 'golden-baccarat',
          token: TOKEN,
          bets: [
            { type: 'tie', amount: 100 },
            { type: 'tie', amount: 100 },
          ],
        },
        400,
        'INVALID_BET',
      ],
    ];
    for (const [url, payload, status, error] of cases) {
      const response = await post(url, payload);
      expect({ url, payload, status: response.statusCode, error: response.json().error }).toEqual({
        url,
        payload,
        status,
        error,
      });
    }
    expect(casino.calls.filter((c) => c.action !== 'authenticate')).toHaveLength(0);
  });
});

describe('admin rounds', () => {
  it('lists the round record to the holder of the provider secret only', async () => {
    await post('/api/slot/spin', { game: 'fruit-fiesta', token: TOKEN, bet: 200 });
    expect((await studio.app.inject('/admin/rounds')).statusCode).toBe(401);
    const wrong = await studio.app.inject({
      url: '/admin/rounds',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await studio.app.inject({
      url: '/admin/rounds',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(right.statusCode).toBe(200);
    const { rounds } = right.json();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({
      user: '7',
      game_code: 'fruit-fiesta',
      bet_amount: 200,
      status: 'settled',
    });
    const health = await studio.app.inject('/health');
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
