import { describe, expect, it } from 'vitest';
import { crashState, NOW, ownBet, publicBet, round } from './components/__tests__/fixtures';
import {
  createCrashViewState,
  crashReducer,
  findOpenMainBet,
  getBetOutcome,
  HISTORY_LIMIT,
  mergeById,
  type CrashViewState,
} from './crash-state';

function loaded(overrides: Parameters<typeof crashState>[0] = {}, receivedAt = NOW) {
  return createCrashViewState(crashState(overrides), receivedAt);
}

function reduce(state: CrashViewState, ...actions: Parameters<typeof crashReducer>[1][]) {
  return actions.reduce<CrashViewState>((current, action) => {
    const next = crashReducer(current, action);
    if (!next) throw new Error('state vanished');
    return next;
  }, state);
}

const running = round({ status: 'running', betting_ends_at: NOW, started_at: NOW + 100 });
const crashed = round({
  status: 'crashed',
  betting_ends_at: NOW,
  started_at: NOW + 100,
  crashed_at: NOW + 9000,
  crash_point: 1.72,
  hash: 'ab'.repeat(32),
});

describe('crash view state: the loaded state and the clock offset', () => {
  it('takes the loaded state and measures the server clock against this one', () => {
    const state = loaded({}, NOW - 1500);
    expect(state.round?.id).toBe(41);
    expect(state.offset).toBe(1500);
    expect(state.serverTime).toBe(NOW);
  });

  it('takes each message’s server time as the latest offset', () => {
    const state = reduce(
      loaded(),
      { type: 'state', event: { round: running, server_time: NOW + 200 }, receivedAt: NOW + 260 },
      {
        type: 'activity',
        event: { round_id: 41, bets: [], server_time: NOW + 900 },
        receivedAt: NOW + 880,
      },
    );
    expect(state.offset).toBe(20);
    expect(state.serverTime).toBe(NOW + 900);
  });

  it('starts from nothing when the first load failed, and a reload fills it', () => {
    expect(
      crashReducer(null, {
        type: 'state',
        event: { round: running, server_time: NOW },
        receivedAt: NOW,
      }),
    ).toBeNull();
    const state = crashReducer(null, { type: 'loaded', state: crashState(), receivedAt: NOW });
    expect(state?.round?.status).toBe('betting');
  });
});

describe('crash view state: CrashState events', () => {
  it('moves the round through running to crashed and records the crash point once', () => {
    const state = reduce(
      loaded({ bets: [publicBet()] }),
      { type: 'state', event: { round: running, server_time: NOW + 100 }, receivedAt: NOW + 100 },
      { type: 'state', event: { round: crashed, server_time: NOW + 9000 }, receivedAt: NOW + 9000 },
      { type: 'state', event: { round: crashed, server_time: NOW + 9001 }, receivedAt: NOW + 9001 },
    );
    expect(state.round).toEqual(crashed);
    expect(state.bets).toHaveLength(1);
    expect(state.history.map((entry) => entry.id)).toEqual([41, 40, 39, 38]);
    expect(state.history[0]).toEqual({ id: 41, crash_point: 1.72 });
  });

  it('clears the bets when a new round opens, keeping the player’s bets of that round', () => {
    const next = round({ id: 42, betting_ends_at: NOW + 20_000 });
    const state = reduce(
      loaded({
        round: crashed,
        bets: [publicBet()],
        my_bets: [ownBet(), ownBet({ id: 9, round_id: 42 })],
      }),
      {
        type: 'state',
        event: { round: next, server_time: NOW + 15_000 },
        receivedAt: NOW + 15_000,
      },
    );
    expect(state.round?.id).toBe(42);
    expect(state.bets).toEqual([]);
    expect(state.myBets.map((bet) => bet.id)).toEqual([9]);
  });

  it('ignores a message older than what it shows (an earlier round, or an earlier status)', () => {
    const current = loaded({ round: crashed });
    const stale = reduce(
      current,
      { type: 'state', event: { round: running, server_time: NOW + 50 }, receivedAt: NOW + 50 },
      {
        type: 'state',
        event: { round: round({ id: 40, status: 'crashed', crash_point: 2 }), server_time: NOW },
        receivedAt: NOW,
      },
    );
    expect(stale.round).toEqual(crashed);
    expect(stale.history).toEqual(current.history);
  });

  it('keeps at most HISTORY_LIMIT crash points', () => {
    const history = Array.from({ length: HISTORY_LIMIT }, (_, index) => ({
      id: 40 - index,
      crash_point: 2,
    }));
    const state = reduce(loaded({ round: running, history }), {
      type: 'state',
      event: { round: crashed, server_time: NOW },
      receivedAt: NOW,
    });
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    expect(state.history[0]?.id).toBe(41);
    expect(state.history.at(-1)?.id).toBe(40 - HISTORY_LIMIT + 2);
  });
});

describe('crash view state: CrashActivity events', () => {
  it('merges changed bets by id and appends new ones', () => {
    const state = reduce(
      loaded({ round: running, bets: [publicBet({ id: 1 }), publicBet({ id: 2 })] }),
      {
        type: 'activity',
        event: {
          round_id: 41,
          bets: [
            publicBet({ id: 2, status: 'won', cashout: 1.5, payout: 750 }),
            publicBet({ id: 3 }),
          ],
          server_time: NOW,
        },
        receivedAt: NOW,
      },
    );
    expect(state.bets.map((bet) => [bet.id, bet.status])).toEqual([
      [1, 'open'],
      [2, 'won'],
      [3, 'open'],
    ]);
    expect(state.bets[1]?.payout).toBe(750);
  });

  it('updates the player’s own bet when the auto cash-out settles it', () => {
    const state = reduce(
      loaded({ round: running, my_bets: [ownBet({ id: 5, auto_cashout: 1.5 })] }),
      {
        type: 'activity',
        event: {
          round_id: 41,
          bets: [publicBet({ id: 5, status: 'won', cashout: 1.5, payout: 750 })],
          server_time: NOW,
        },
        receivedAt: NOW,
      },
    );
    expect(state.myBets[0]).toMatchObject({
      id: 5,
      status: 'won',
      payout: 750,
      auto_cashout: 1.5,
      round_id: 41,
    });
  });

  it('leaves another round’s activity to the reload', () => {
    const before = loaded({ round: running });
    const state = reduce(before, {
      type: 'activity',
      event: { round_id: 42, bets: [publicBet({ id: 9 })], server_time: NOW },
      receivedAt: NOW,
    });
    expect(state.bets).toEqual([]);
  });
});

describe('crash view state: the player’s answers and reloads', () => {
  it('adds the placed bet to the player’s bets and to the round’s list', () => {
    const bet = ownBet({ id: 12, amount: 250 });
    const state = reduce(loaded(), { type: 'own-bet', bet });
    expect(state.myBets).toEqual([bet]);
    expect(state.bets).toEqual([publicBet({ id: 12, amount: 250 })]);
  });

  it('ignores an answer for another round', () => {
    const state = reduce(loaded(), { type: 'own-bet', bet: ownBet({ round_id: 40 }) });
    expect(state.myBets).toEqual([]);
  });

  it('keeps a newer round than a late reload answer brings, taking only its clock', () => {
    const current = reduce(loaded(), {
      type: 'state',
      event: { round: crashed, server_time: NOW },
      receivedAt: NOW,
    });
    const state = reduce(current, {
      type: 'loaded',
      state: crashState({ round: running, server_time: NOW + 5 }),
      receivedAt: NOW,
    });
    expect(state.round).toEqual(crashed);
    expect(state.offset).toBe(5);
  });
});

describe('bet outcomes', () => {
  it('reads an open bet of a crashed round as lost, and side bets by the 2.00x rule', () => {
    expect(getBetOutcome({ status: 'open', side: null }, running)).toBe('open');
    expect(getBetOutcome({ status: 'open', side: null }, crashed)).toBe('lost');
    expect(getBetOutcome({ status: 'won', side: null }, crashed)).toBe('won');
    expect(getBetOutcome({ status: 'open', side: 'bear' }, crashed)).toBe('won');
    expect(getBetOutcome({ status: 'open', side: 'bull' }, crashed)).toBe('lost');
    expect(getBetOutcome({ status: 'open', side: 'bull' }, { ...crashed, crash_point: 2 })).toBe(
      'won',
    );
  });

  it('finds the cash-out target only while the round runs', () => {
    const bets = [ownBet({ id: 1, side: 'bull' }), ownBet({ id: 2 })];
    expect(findOpenMainBet(loaded({ round: running, my_bets: bets }))?.id).toBe(2);
    expect(findOpenMainBet(loaded({ my_bets: bets }))).toBeNull();
    expect(
      findOpenMainBet(loaded({ round: running, my_bets: [ownBet({ status: 'won' })] })),
    ).toBeNull();
  });

  it('merges by id without touching the others', () => {
    const list = [
      { id: 1, value: 'a' },
      { id: 2, value: 'b' },
    ];
    expect(mergeById(list, [])).toBe(list);
    expect(mergeById(list, [{ id: 2, value: 'c' }])).toEqual([
      { id: 1, value: 'a' },
      { id: 2, value: 'c' },
    ]);
  });
});
