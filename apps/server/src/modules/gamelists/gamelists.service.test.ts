import type { Game } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type DomainEvents } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { GamelistsRepository, PlayedGame } from './gamelists.repository';
import { createGamelistsService } from './gamelists.service';

/** Recording "played" from domain events: batched, cheap, and never the caller's problem. */
function setup(upsertPlayed: (rows: PlayedGame[]) => Promise<void>) {
  const events = createEventBus((error) => {
    throw error;
  });
  const warn = vi.fn();
  const findOriginalGame = vi.fn(async (name: string) =>
    name === 'crash' ? ({ game_id: 7 } as Game) : null,
  );
  const service = createGamelistsService({
    gamelistsRepository: { upsertPlayed } as unknown as GamelistsRepository,
    gamesService: {
      findOriginalGame,
      findGamesByIds: async () => [],
      findGameRow: async () => null,
    },
    events,
    logger: { warn } as unknown as Logger,
  });
  const unsubscribe = service.subscribe();
  return { events, warn, findOriginalGame, service, unsubscribe };
}

const settledBet = (
  userId: number,
  settledAt: Date,
  extra: Partial<DomainEvents['BetSettled']> = {},
): DomainEvents['BetSettled'] => ({
  reference: `r:${userId}:${settledAt.getTime()}:${Math.random()}`,
  userId,
  playerName: 'Player',
  game: 'crash',
  currency: 'USD',
  amount: 100,
  payout: 0,
  outcome: 'lost',
  settledAt,
  ...extra,
});

describe('gamelists service: recording plays', () => {
  it('writes a round’s burst of events in one statement, one row per player and game', async () => {
    const upsert = vi.fn(async () => {});
    const { events, service, findOriginalGame } = setup(upsert);
    // The first lookup of an in-house game goes to the catalog once; later ones are remembered.
    events.emit('BetSettled', settledBet(1, new Date(1_000)));
    await service.settled();
    expect(findOriginalGame).toHaveBeenCalledTimes(1);
    upsert.mockClear();

    for (let i = 0; i < 300; i += 1) {
      events.emit('BetSettled', settledBet(i % 3, new Date(2_000 + i)));
    }
    events.emit('GamePlayed', { userId: 1, gameId: 9, playedAt: new Date(5_000) });
    events.emit('BetSettled', settledBet(2, new Date(6_000), { gameId: 11, game: 'dice-7' }));
    await service.settled();

    expect(findOriginalGame).toHaveBeenCalledTimes(1);
    expect(upsert).toHaveBeenCalledTimes(1);
    const rows = (upsert.mock.calls[0] as unknown as [PlayedGame[]])[0];
    const byKey = Object.fromEntries(
      rows.map((row) => [`${row.userId}:${row.gameId}`, row.playedAt.getTime()]),
    );
    // Each player's first round of game 7 put it on top; their next rounds within the minute
    // change nothing they could see (player 1's game 7 was already on top since 1 000).
    expect(byKey).toEqual({ '0:7': 2_000, '2:7': 2_002, '1:9': 5_000, '2:11': 6_000 });
  });

  it('writes the game on top again after a minute, and any other game or launch at once', async () => {
    const upsert = vi.fn(async () => {});
    const { events, service } = setup(upsert);
    const written = async () => {
      await service.settled();
      const rows = upsert.mock.calls.flatMap((call) => (call as unknown as [PlayedGame[]])[0]);
      upsert.mockClear();
      return rows.map((row) => `${row.gameId}@${row.playedAt.getTime()}`);
    };
    events.emit('BetSettled', settledBet(4, new Date(10_000), { gameId: 11, game: 'dice-7' }));
    expect(await written()).toEqual(['11@10000']);
    events.emit('BetSettled', settledBet(4, new Date(69_999), { gameId: 11, game: 'dice-7' }));
    expect(await written()).toEqual([]);
    events.emit('BetSettled', settledBet(4, new Date(70_000), { gameId: 11, game: 'dice-7' }));
    expect(await written()).toEqual(['11@70000']);
    // Another game goes on top at once, and the first one comes back on its next round.
    events.emit('BetSettled', settledBet(4, new Date(71_000), { gameId: 12, game: 'dice-8' }));
    expect(await written()).toEqual(['12@71000']);
    events.emit('BetSettled', settledBet(4, new Date(72_000), { gameId: 11, game: 'dice-7' }));
    expect(await written()).toEqual(['11@72000']);
    // A launch is always written, even of the game already on top.
    events.emit('GamePlayed', { userId: 4, gameId: 11, playedAt: new Date(73_000) });
    expect(await written()).toEqual(['11@73000']);
  });

  it('logs a failed write or an unknown game and never throws at the emitter', async () => {
    const { events, service, warn } = setup(async () => {
      throw new Error('database down');
    });
    expect(() =>
      events.emit('GamePlayed', { userId: 1, gameId: 2, playedAt: new Date() }),
    ).not.toThrow();
    events.emit('BetSettled', settledBet(1, new Date(), { game: 'no-such-game' }));
    await expect(service.settled()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ plays: 1 }),
      'recently played record failed',
    );
    expect(warn).toHaveBeenCalledWith({ game: 'no-such-game' }, 'played game not in the catalog');
  });

  it('stops listening once unsubscribed', async () => {
    const upsert = vi.fn(async () => {});
    const { events, service, unsubscribe } = setup(upsert);
    unsubscribe();
    events.emit('GamePlayed', { userId: 1, gameId: 2, playedAt: new Date() });
    await service.settled();
    expect(upsert).not.toHaveBeenCalled();
  });
});
