import {
  CRASH_ACTIVITY_EVENT,
  CRASH_STATE_EVENT,
  type CrashActivityEvent,
  type CrashBet,
  type CrashStateEvent,
  LIVE_BET_EVENT,
  LIVE_FEED_CHANNEL,
  type LiveBetEvent,
  originalsChannel,
  type User,
} from '@casino/contracts';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLogger } from '../../test/harness';
import { fundedPlayer, prepareChain } from '../../test/originals';
import {
  connectPusherJs,
  subscribe,
  useRealtimeTestNodes,
  whenConnected,
} from '../../test/realtime';
import { startCrashLeaders } from './originals.leader';

/**
 * Two games at once on their own channels, watched with pusher-js (issue 12 points 1, 4 and 7):
 * state changes and coalesced activity only, at most four messages a second, the hash only at
 * the crash; crashbull's side bets; the round's maximum payout forcing every open bet out; the
 * settled bets on the public livefeed channel.
 */
const [node] = useRealtimeTestNodes({});
let leaders: ReturnType<typeof startCrashLeaders>;
let watcher: Pusher;
let crashbullX100 = 0;
let crashswX100 = 0;
const received: { channel: string; event: string; data: unknown }[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await sleep(25);
  }
}
const states = (game: string) =>
  received
    .filter((m) => m.channel === originalsChannel(game) && m.event === CRASH_STATE_EVENT)
    .map((m) => (m.data as CrashStateEvent).round);

beforeAll(async () => {
  const { runtime } = node.t;
  // Both games crash between 1.30x and 1.40x: bear wins the side bet, bull loses.
  crashbullX100 =
    (
      await prepareChain(runtime, 'crashbull', {
        want: ([first]) => first !== undefined && first >= 130 && first <= 140,
        rounds: 1,
      })
    ).pointsX100[0] ?? 0;
  crashswX100 =
    (
      await prepareChain(runtime, 'crashsw', {
        want: ([first]) => first !== undefined && first >= 110 && first <= 150,
        rounds: 1,
      })
    ).pointsX100[0] ?? 0;
  const { games } = runtime.services.originalsService;
  await games.updateSettings('crashbull', {
    bettingMs: 4000,
    // 33.00 at most per round in USD: three 10.00 stakes reach it near 1.12x.
    limits: { USD: { min_bet: 10, max_bet: 100_000, max_payout: 3_300 } },
  });
  await games.updateSettings('crashsw', { bettingMs: 4000 });

  watcher = connectPusherJs(node);
  await whenConnected(watcher);
  for (const channelName of [
    originalsChannel('crashbull'),
    originalsChannel('crashsw'),
    LIVE_FEED_CHANNEL,
  ]) {
    const { channel, result } = subscribe(watcher, channelName);
    channel.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher:')) received.push({ channel: channelName, event, data });
    });
    await result;
  }
});

/** The rounds start only once the players exist, so the betting windows are theirs alone. */
function startLeaders(): void {
  const { runtime } = node.t;
  // The production rhythm: a tick of 250 ms, so at most four activity messages a second.
  leaders = startCrashLeaders({
    engines: runtime.services.originalsService
      .createEngines({ pauseAfterCrashMs: 60_000 })
      .filter((engine) => engine.game !== 'crash'),
    tryLock: runtime.database.tryAdvisoryLock,
    logger: testLogger,
  });
}

afterAll(async () => {
  watcher?.disconnect();
  await leaders?.stop();
});

describe('crash games in real time', () => {
  it('plays crashbull and crashsw side by side, each on its own channel', async () => {
    const { api } = node;
    const { runtime } = node.t;
    const players = await Promise.all(
      Array.from({ length: 5 }, () => fundedPlayer(runtime, api, 10_000)),
    );
    startLeaders();
    await waitFor(() => states('crashbull')[0]?.status === 'betting');
    await waitFor(() => states('crashsw')[0]?.status === 'betting');

    const bet = (token: string, body: Record<string, unknown>, key: string) =>
      api.post('/api/originals/crashbull/bet', body, {
        token,
        headers: { 'idempotency-key': key },
      });
    const [p0, p1, p2, p3, p4] = players as [
      (typeof players)[number],
      ...(typeof players)[number][],
    ];
    // Three main bets of 10.00: one auto at 1.05x, two without; then side bets on bull and bear.
    const first = await bet(
      p0.token,
      { amount: '10', auto_cashout: '1.05' },
      `realtime-a-${p0.id}`,
    );
    expect(first.body).toMatchObject({ status: 'ok' });
    await sleep(300);
    expect((await bet(p1!.token, { amount: '10' }, `realtime-b-${p1!.id}`)).status).toBe(200);
    expect((await bet(p2!.token, { amount: '10' }, `realtime-c-${p2!.id}`)).status).toBe(200);
    const bull = await bet(p3!.token, { amount: '10', side: 'bull' }, `realtime-d-${p3!.id}`);
    expect((bull.body.bet as CrashBet).side).toBe('bull');
    const bear = await bet(p4!.token, { amount: '10', side: 'bear' }, `realtime-e-${p4!.id}`);
    expect(bear.status).toBe(200);
    // A side bet has its own slot: the same player may also play the main game.
    expect((await bet(p3!.token, { amount: '1' }, `realtime-f-${p3!.id}`)).status).toBe(200);
    // crashsw takes bets of its own.
    const sw = await api.post('/api/originals/crashsw/bet', { amount: '1' }, { token: p4!.token });
    expect(sw.status).toBe(200);

    await waitFor(() => states('crashbull').some((r) => r.status === 'crashed'), 30_000);
    await waitFor(() => states('crashsw').some((r) => r.status === 'crashed'), 30_000);
    // The leader announces the crash first, then settles the side bets and reports them: the
    // bear's settlement is a later activity message, whose arrival is waited for, not assumed.
    const bearId = (bear.body.bet as CrashBet).id;
    await waitFor(() =>
      received.some(
        (m) =>
          m.channel === originalsChannel('crashbull') &&
          m.event === CRASH_ACTIVITY_EVENT &&
          (m.data as CrashActivityEvent).bets.some((b) => b.id === bearId && b.status !== 'open'),
      ),
    );

    for (const [game, x100] of [
      ['crashbull', crashbullX100],
      ['crashsw', crashswX100],
    ] as const) {
      const sequence = states(game);
      expect(sequence.map((r) => r.status)).toEqual(['betting', 'running', 'crashed']);
      expect(new Set(sequence.map((r) => r.id)).size).toBe(1);
      // The outcome is secret until the crash, and then public.
      for (const round of sequence.slice(0, 2)) {
        expect(round.hash).toBeNull();
        expect(round.crash_point).toBeNull();
      }
      expect(sequence[2]).toMatchObject({ crash_point: x100 / 100 });
      expect(sequence[2]?.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sequence[1]?.started_at).toBeGreaterThanOrEqual(sequence[0]?.betting_ends_at ?? 0);
    }
    expect(states('crashbull')[0]?.id).not.toBe(states('crashsw')[0]?.id);

    // Activity is coalesced: never more than four messages in any second of the server's clock
    // (when they were sent; a busy client may read several at once), no per-frame ticks.
    const activity = received.filter(
      (m) => m.channel === originalsChannel('crashbull') && m.event === CRASH_ACTIVITY_EVENT,
    );
    expect(activity.length).toBeGreaterThan(0);
    const sentAt = activity.map((m) => (m.data as CrashActivityEvent).server_time);
    for (const at of sentAt) {
      expect(sentAt.filter((other) => other >= at && other < at + 1000).length).toBeLessThanOrEqual(
        4,
      );
    }
    const events = new Set(received.map((m) => m.event));
    expect([...events].sort()).toEqual(
      [CRASH_ACTIVITY_EVENT, CRASH_STATE_EVENT, LIVE_BET_EVENT].sort(),
    );

    // The cap: 10.00 at 1.05x is paid, then the other open bets (2 x 10.00 and 1.00) are forced
    // out at the highest multiplier keeping the payouts within 33.00:
    // 10.50 + 21 x 1.07 = 32.97 <= 33.00 < 10.50 + 21 x 1.08.
    const seen = new Map<number, CrashActivityEvent['bets'][number]>();
    for (const message of activity) {
      for (const b of (message.data as CrashActivityEvent).bets) seen.set(b.id, b);
    }
    expect(seen.get((first.body.bet as CrashBet).id)?.payout).toBe(1050);
    const mainBets = [...seen.values()].filter((b) => b.side === null && b.amount === 1000);
    expect(mainBets.map((b) => [b.status, b.cashout]).sort()).toEqual([
      ['won', 1.05],
      ['won', 1.07],
      ['won', 1.07],
    ]);
    // Side bets at the crash: bear pays 1.96x, bull lost (it never shows as won).
    const sides = [...seen.values()].filter((b) => b.side !== null);
    expect(sides.find((b) => b.side === 'bear')).toMatchObject({
      status: 'won',
      cashout: 1.96,
      payout: 1960,
    });
    expect(sides.find((b) => b.side === 'bull')?.status).not.toBe('won');
    const balance = async (token: string) =>
      ((await api.get('/api/user', { token })).body.user as User).balance;
    await waitFor(
      async () =>
        (await balance(p4!.token)) === 10_000 - 1000 + 1960 - 100 + (await swPayout(p4!.token)),
    );
    // Bull lost its 10.00; the 1.00 main bet was forced out at the cap too.
    expect(await balance(p3!.token)).toBe(10_000 - 1000 - 100 + 107);
    expect((await runtime.services.ledgerService.verify()).problems).toEqual([]);

    // Every settled bet reached the public live feed channel, names masked.
    await waitFor(() => {
      const feed = received.filter((m) => m.event === LIVE_BET_EVENT);
      return feed.flatMap((m) => (m.data as LiveBetEvent).bets).length >= 7;
    });
    const feedBets = received
      .filter((m) => m.event === LIVE_BET_EVENT)
      .flatMap((m) => (m.data as LiveBetEvent).bets);
    expect(feedBets.every((b) => b.player.endsWith('***'))).toBe(true);
    expect(new Set(feedBets.map((b) => b.game_slug)).size).toBe(2);
  }, 60_000);
});

/** What the crashsw bet of 1.00 (no cash-out) paid: nothing unless a rule paid it. */
async function swPayout(token: string): Promise<number> {
  const state = (await node.api.get('/api/originals/crashsw/state', { token })).body as {
    my_bets: CrashBet[];
  };
  return state.my_bets.reduce((sum, b) => sum + b.payout, 0);
}
