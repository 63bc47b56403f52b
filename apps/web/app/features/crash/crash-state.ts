import type {
  CrashActivityEvent,
  CrashBet,
  CrashPublicBet,
  CrashRoundState,
  CrashStateEvent,
  CrashStateResponse,
} from '@casino/contracts';
import { sideWins } from '@casino/contracts/crash-math';
import { toX100 } from './crash-data';

/** How many past crash points the page keeps (the strip shows the newest of them). */
export const HISTORY_LIMIT = 30;

/**
 * One game's live view. The page's loader gives the first one; the channel's events and the
 * player's own answers keep it current. `offset` is the server's clock minus this browser's
 * (the latest sample); `serverTime` is the server's clock at the last message, which the
 * server render and hydration share so both draw the same first frame.
 */
export type CrashViewState = {
  game: CrashStateResponse['game'];
  round: CrashRoundState | null;
  bets: CrashPublicBet[];
  myBets: CrashBet[];
  history: CrashStateResponse['history'];
  settings: CrashStateResponse['settings'];
  offset: number;
  serverTime: number;
};

export type CrashAction =
  /** A whole state from GET .../state (first load, reload after a reconnect). */
  | { type: 'loaded'; state: CrashStateResponse; receivedAt: number }
  | { type: 'state'; event: CrashStateEvent; receivedAt: number }
  | { type: 'activity'; event: CrashActivityEvent; receivedAt: number }
  /** The player's bet as the bet or cash-out answer returned it. */
  | { type: 'own-bet'; bet: CrashBet };

const STATUS_ORDER: Record<CrashRoundState['status'], number> = {
  betting: 0,
  running: 1,
  crashed: 2,
};

/** Whether `next` is a later moment than `current`: a later round, or the same one further on. */
function isAtOrAfter(next: CrashRoundState, current: CrashRoundState | null): boolean {
  if (!current) return true;
  if (next.id !== current.id) return next.id > current.id;
  return STATUS_ORDER[next.status] >= STATUS_ORDER[current.status];
}

export function createCrashViewState(
  state: CrashStateResponse,
  receivedAt: number,
): CrashViewState {
  return {
    game: state.game,
    round: state.round,
    bets: state.bets,
    myBets: state.my_bets,
    history: state.history.slice(0, HISTORY_LIMIT),
    settings: state.settings,
    offset: state.server_time - receivedAt,
    serverTime: state.server_time,
  };
}

/** Bets replaced by id, new ones appended: activity carries only what changed. */
export function mergeById<T extends { id: number }>(current: T[], changes: readonly T[]): T[] {
  if (changes.length === 0) return current;
  const byId = new Map(changes.map((bet) => [bet.id, bet]));
  const merged = current.map((bet) => {
    const change = byId.get(bet.id);
    if (!change) return bet;
    byId.delete(bet.id);
    return { ...bet, ...change };
  });
  return [...merged, ...byId.values()];
}

/** The public fields of the player's own bet, as everyone else sees it in the list. */
function toPublicBet(bet: CrashBet): CrashPublicBet {
  const { id, player, currency, amount, side, status, cashout, payout } = bet;
  return { id, player, currency, amount, side, status, cashout, payout };
}

function withClock(state: CrashViewState, serverTime: number, receivedAt: number) {
  return { ...state, offset: serverTime - receivedAt, serverTime };
}

function applyRound(state: CrashViewState, event: CrashStateEvent, receivedAt: number) {
  const next = event.round;
  const clocked = withClock(state, event.server_time, receivedAt);
  // Messages can overtake each other around a reconnect: an older one changes nothing.
  if (!isAtOrAfter(next, state.round)) return clocked;
  const isNewRound = state.round?.id !== next.id;
  const history =
    next.status === 'crashed' &&
    next.crash_point !== null &&
    !state.history.some((entry) => entry.id === next.id)
      ? [{ id: next.id, crash_point: next.crash_point }, ...state.history].slice(0, HISTORY_LIMIT)
      : state.history;
  return {
    ...clocked,
    round: next,
    history,
    bets: isNewRound ? [] : state.bets,
    myBets: isNewRound ? state.myBets.filter((bet) => bet.round_id === next.id) : state.myBets,
  };
}

function applyActivity(state: CrashViewState, event: CrashActivityEvent, receivedAt: number) {
  const clocked = withClock(state, event.server_time, receivedAt);
  // Activity of a round this page has not seen start (or has left) is left to the reload.
  if (!state.round || event.round_id !== state.round.id) return clocked;
  const changes = new Map(event.bets.map((bet) => [bet.id, bet]));
  return {
    ...clocked,
    bets: mergeById(state.bets, event.bets),
    myBets: state.myBets.map((bet) => {
      const change = changes.get(bet.id);
      return change ? { ...bet, ...change } : bet;
    }),
  };
}

function applyOwnBet(state: CrashViewState, bet: CrashBet): CrashViewState {
  if (!state.round || bet.round_id !== state.round.id) return state;
  return {
    ...state,
    myBets: mergeById(state.myBets, [bet]),
    bets: mergeById(state.bets, [toPublicBet(bet)]),
  };
}

/**
 * A reload answers what the server knew when it answered; events applied meanwhile may be
 * newer, so an older round in the answer keeps the current one (only the clock is taken).
 */
function applyLoaded(state: CrashViewState | null, loaded: CrashStateResponse, receivedAt: number) {
  const fresh = createCrashViewState(loaded, receivedAt);
  if (!state || !state.round || (loaded.round && isAtOrAfter(loaded.round, state.round))) {
    return fresh;
  }
  return { ...state, settings: fresh.settings, offset: fresh.offset, serverTime: fresh.serverTime };
}

export function crashReducer(state: CrashViewState | null, action: CrashAction) {
  if (action.type === 'loaded') return applyLoaded(state, action.state, action.receivedAt);
  if (!state) return state;
  switch (action.type) {
    case 'state':
      return applyRound(state, action.event, action.receivedAt);
    case 'activity':
      return applyActivity(state, action.event, action.receivedAt);
    case 'own-bet':
      return applyOwnBet(state, action.bet);
  }
}

/** How a bet reads in the list: an open bet of a crashed round is lost (or its side settled). */
export type BetOutcome = 'open' | 'won' | 'lost' | 'refunded';

export function getBetOutcome(
  bet: Pick<CrashPublicBet, 'status' | 'side'>,
  round: CrashRoundState | null,
): BetOutcome {
  if (bet.status !== 'open') return bet.status;
  if (round?.status !== 'crashed' || round.crash_point === null) return 'open';
  // The settlement's activity follows the crash; until it lands the rules already tell.
  if (bet.side) return sideWins(bet.side, toX100(round.crash_point)) ? 'won' : 'lost';
  return 'lost';
}

/** The player's main (not side) bet still riding in the running round: the cash-out's target. */
export function findOpenMainBet(state: CrashViewState): CrashBet | null {
  if (state.round?.status !== 'running') return null;
  return (
    state.myBets.find(
      (bet) => bet.round_id === state.round?.id && bet.side === null && bet.status === 'open',
    ) ?? null
  );
}
