import type { CrashBet, CrashStateResponse, Game, TransactionsResponse } from '@casino/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { leadCrash } from '../../test/crash-rounds';
import { signUpPlayer } from '../../test/http';
import { fundedPlayer, prepareChain } from '../../test/originals';
import { describeGameTransfers, readGameRef } from './wallet.game-transactions';
import { useTestApp } from '../../test/suite';

describe('reading a game transfer’s metadata', () => {
  it('takes the catalog id, else the in-house game, and the round as text', () => {
    expect(readGameRef({ game: 'crash', round_id: 17, bet_id: 3 })).toEqual({
      gameId: null,
      original: 'crash',
      round: '17',
    });
    expect(
      readGameRef({
        game_id: 42,
        game_code: 'slot-1',
        round: 'R-9',
        transaction_uuid: 'u',
        provider: 'demo',
      }),
    ).toEqual({ gameId: 42, original: null, round: 'R-9' });
    expect(readGameRef({ game_id: '42', round: 7 })).toEqual({
      gameId: 42,
      original: null,
      round: '7',
    });
    expect(readGameRef({})).toEqual({ gameId: null, original: null, round: null });
    expect(readGameRef({ game_id: -1, round: '' })).toEqual({
      gameId: null,
      original: null,
      round: null,
    });
  });

  it('looks the page’s games up once, with each game named once', async () => {
    const findGameNames = vi.fn(async () => ({
      byId: new Map([[42, 'Fruit Spins']]),
      byOriginal: new Map([['crash', 'Crash']]),
    }));
    const described = await describeGameTransfers(
      [
        { game: 'crash', round_id: 1 },
        { game_id: 42, round: 'a' },
        { game: 'crash', round_id: 2 },
        { game_id: 42, round: 'b' },
        { game_id: 43, round: 'c' },
        {},
      ],
      findGameNames,
    );
    expect(findGameNames).toHaveBeenCalledTimes(1);
    expect(findGameNames).toHaveBeenCalledWith({ ids: [42, 43], originals: ['crash'] });
    expect(described).toEqual([
      { game: 'Crash', round: '1' },
      { game: 'Fruit Spins', round: 'a' },
      { game: 'Crash', round: '2' },
      { game: 'Fruit Spins', round: 'b' },
      { game: null, round: 'c' },
      { game: null, round: null },
    ]);
    // A page without games asks nothing.
    findGameNames.mockClear();
    await describeGameTransfers([{}, { reason: 'x' }], findGameNames);
    expect(findGameNames).not.toHaveBeenCalled();
  });
});

/** The game and round of every row of /api/qt/transactions, over HTTP on the embedded database. */
describe('/api/qt/transactions names the game and the round', () => {
  const { t, api } = useTestApp({ seed: false });
  let leaders: ReturnType<typeof leadCrash> | undefined;

  afterAll(async () => {
    await leaders?.stop();
  });

  const history = async (token: string, path = '/api/qt/transactions') =>
    (await api.post(path, { page: 1, per_page: 50 }, { token }))
      .body as unknown as TransactionsResponse;

  it('for a crash bet placed through the originals API', async () => {
    await prepareChain(t.runtime, 'crash', { want: ([first]) => (first ?? 0) >= 200, rounds: 1 });
    await t.runtime.services.originalsService.games.updateSettings('crash', { bettingMs: 1500 });
    leaders = leadCrash(t.runtime);
    const player = await fundedPlayer(t.runtime, api, 5_000);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const state = (await api.get('/api/originals/crash/state'))
        .body as unknown as CrashStateResponse;
      if (state.round?.status === 'betting') break;
      if (Date.now() > deadline) throw new Error('no betting window');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const placed = await api.post(
      '/api/originals/crash/bet',
      { amount: '2.50' },
      { token: player.token, headers: { 'idempotency-key': `qt-game-bet-${player.id}` } },
    );
    expect(placed.status).toBe(200);
    const bet = placed.body.bet as CrashBet;

    const { transactions } = await history(player.token);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      type: 'bet',
      amount: -250,
      game: 'Crash',
      round: String(bet.round_id),
    });
    // Money that moved outside a game names none: a tip in the wallet's own list.
    const friend = await signUpPlayer(api);
    const tip = await api.post(
      '/api/wallet/request/tip',
      { recipient: friend.name, amount: '1' },
      { token: player.token },
    );
    expect(tip.status).toBe(200);
    expect(tip.body.transaction).toMatchObject({ type: 'tip_sent', game: null, round: null });
    const wallet = await history(player.token, '/api/wallet/transactions');
    expect(wallet.transactions).toEqual([
      expect.objectContaining({ type: 'tip_sent', game: null, round: null }),
    ]);
  }, 40_000);

  it('for a provider’s bet and win, by the catalog id in the metadata', async () => {
    const { gamesService, ledgerService } = t.runtime.services;
    await gamesService.importCatalog({
      provider: 'Metadata Studio',
      games: [{ external_id: 'fruit', name: 'Fruit Metadata' }],
    });
    const game = (
      (await api.post('/api/games/list', { provider: 'Metadata Studio' })).body as {
        games: Game[];
      }
    ).games[0]!;
    const player = await fundedPlayer(t.runtime, api, 1_000);
    const house = { kind: 'game' as const, game: 'provider:metadata' };
    const metadata = (uuid: string) => ({
      game_id: game.game_id,
      game_code: 'fruit',
      round: 'round-77',
      transaction_uuid: uuid,
      provider: 'metadata',
    });
    await ledgerService.transfer({
      key: `provider:metadata:bet-1`,
      type: 'bet',
      debit: { kind: 'player_cash', userId: player.id },
      credit: house,
      amount: 300,
      currency: 'USD',
      reference: 'bet-1',
      metadata: metadata('bet-1'),
    });
    await ledgerService.transfer({
      key: `provider:metadata:win-1`,
      type: 'win',
      debit: house,
      credit: { kind: 'player_cash', userId: player.id },
      amount: 900,
      currency: 'USD',
      reference: 'win-1',
      metadata: metadata('win-1'),
    });
    const { transactions } = await history(player.token);
    expect(
      transactions.map(({ type, amount, game: name, round }) => ({ type, amount, name, round })),
    ).toEqual([
      { type: 'win', amount: 900, name: 'Fruit Metadata', round: 'round-77' },
      { type: 'bet', amount: -300, name: 'Fruit Metadata', round: 'round-77' },
    ]);
  });
});
