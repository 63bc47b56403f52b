import { LIVE_FEED_SIZE, type LiveFeedResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { signUpPlayer } from '../../test/http';
import type { SettledBet } from './livefeed.service';
import { maskPlayerName } from './livefeed.service';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();

const GAME = { id: 1, name: 'Crash', slug: 'crash-casino-originals' };
let round = 0;
function bet(userId: number, playerName: string, amount: number, payout: number): SettledBet {
  round += 1;
  return {
    reference: `round-${round}`,
    userId,
    playerName,
    game: GAME,
    currency: 'USD',
    amount,
    payout,
    settledAt: new Date(Date.UTC(2026, 10, 22, 12, 0, round)),
  };
}

const feed = async (token?: string) => {
  const res = await api.get('/api/livefeed', token ? { token } : {});
  expect(res.status).toBe(200);
  return res.body as unknown as LiveFeedResponse;
};

describe('GET /api/livefeed', () => {
  it('is empty before any bet is settled, for visitors too', async () => {
    expect(await feed()).toEqual({ all: [], high: [], user: [] });
  });

  it('lists settled bets newest first, high rollers apart, names masked, own bets only for their player', async () => {
    const alice = await signUpPlayer(api, { name: 'Alice Wonderland' });
    const bob = await signUpPlayer(api, { name: 'Bobby Tables' });
    const livefeed = t.runtime.services.livefeedService;
    await livefeed.recordSettledBet(bet(alice.id, alice.name, 1_000, 2_500)); // 2.5x
    await livefeed.recordSettledBet(bet(bob.id, bob.name, 500, 0)); // lost
    // High rollers: stakes of at least LIVEFEED_HIGH_AMOUNT (100.00 by default), won or lost.
    await livefeed.recordSettledBet(bet(bob.id, bob.name, 20_000, 0));
    await livefeed.recordSettledBet(bet(alice.id, alice.name, 10_000, 15_000)); // 1.5x

    const visitor = await feed();
    expect(visitor.all.map((b) => [b.amount, b.payout, b.multiplier])).toEqual([
      [10_000, 15_000, 1.5],
      [20_000, 0, 0],
      [500, 0, 0],
      [1_000, 2_500, 2.5],
    ]);
    expect(visitor.high.map((b) => b.amount)).toEqual([10_000, 20_000]);
    expect(visitor.user).toEqual([]);
    expect(visitor.all[0]).toMatchObject({
      game_id: GAME.id,
      game_name: 'Crash',
      game_slug: GAME.slug,
      player: 'Al***',
      currency: 'USD',
      created_at: '2026-11-22T12:00:04.000Z',
    });
    expect(JSON.stringify(visitor)).not.toMatch(/Alice|Bobby/);

    // Each player sees their own bets, never the other's.
    const mine = await feed(alice.token);
    expect(mine.user.map((b) => [b.player, b.amount])).toEqual([
      ['Alice Wonderland', 10_000],
      ['Alice Wonderland', 1_000],
    ]);
    expect((await feed(bob.token)).user.map((b) => b.amount)).toEqual([20_000, 500]);
  });

  it('records a round once, however often it is reported', async () => {
    const carol = await signUpPlayer(api, { name: 'Carol Singer' });
    const once = bet(carol.id, carol.name, 300, 600);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.runtime.services.livefeedService.recordSettledBet(once)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await feed(carol.token)).user).toHaveLength(1);
  });

  it('keeps each list to the latest LIVE_FEED_SIZE bets', async () => {
    const dave = await signUpPlayer(api, { name: 'Dave Grohl' });
    for (let i = 0; i < LIVE_FEED_SIZE + 5; i += 1) {
      await t.runtime.services.livefeedService.recordSettledBet(bet(dave.id, dave.name, 100, 100));
    }
    const result = await feed(dave.token);
    expect(result.all).toHaveLength(LIVE_FEED_SIZE);
    expect(result.user).toHaveLength(LIVE_FEED_SIZE);
  });

  it('refuses amounts that are not whole minor units', async () => {
    await expect(
      t.runtime.services.livefeedService.recordSettledBet({ ...bet(1, 'X', 100, 0), amount: 1.5 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('maskPlayerName', () => {
  it('keeps two characters, counting emoji and CJK as one', () => {
    expect(maskPlayerName('Alice')).toBe('Al***');
    expect(maskPlayerName('张伟伟')).toBe('张伟***');
    expect(maskPlayerName('  ')).toBe('?***');
  });
});
