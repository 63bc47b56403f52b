import { EventEmitter } from 'node:events';
import type {
  ChatGroup,
  ChatMessage,
  CrashPublicBet,
  CrashRoundState,
  LiveBet,
} from '@casino/contracts';

/**
 * Domain events services emit after their work is committed. Only the real-time layer turns
 * them into socket messages (STYLE.md); other listeners (notifications, tests) subscribe here.
 * Payloads are plain data so `platform/` never imports a module.
 */
/** spec §3 User.balance (minor units) as a money statement left it, and that transfer's id. */
export interface BalanceAfter {
  balance: number;
  transferId: number;
}

export interface DomainEvents {
  /**
   * A player's cash, bonus or held balance changed (the real-time issue: WALLET_BALANCE).
   * `after` is the header balance right after the change, when the statement that made it
   * also read it (with its transfer's id, which orders one player's changes); without it, the
   * balance is read.
   */
  BalanceChanged: { userId: number; after?: BalanceAfter };
  /** A crypto deposit was credited to the player. */
  DepositConfirmed: {
    userId: number;
    uuid: string;
    symbol: string;
    cryptoAmount: string;
    amount: number;
    currency: string;
  };
  /** A withdrawal request was made or changed status (pending, approved, confirmed, ...). */
  WithdrawalStatusChanged: {
    userId: number;
    uuid: string;
    status: 'pending' | 'approved' | 'confirmed' | 'rejected' | 'cancelled';
    amount: number;
    currency: string;
    reason: string | null;
  };
  /** A player received a tip from another player. */
  TipReceived: {
    userId: number;
    uuid: string;
    fromUserId: number;
    fromName: string;
    amount: number;
    currency: string;
  };
  /**
   * A notification was stored for a player (real time: NEW_NOTIFICATION). `text` is its
   * message in the player's language, for the alert.
   */
  NotificationCreated: { userId: number; type: string; text: string };
  /** A player's support conversation was opened (real time: GroupCreated to `userIds`). */
  ChatGroupCreated: { group: ChatGroup; userIds: number[] };
  /**
   * A chat message was stored (real time: NewMessage on its group, NEW_CHAT_MESSAGE to the
   * recipients). A reply is an agent's message in a player's conversation.
   */
  ChatMessageSent: {
    message: ChatMessage;
    recipientIds: number[];
    ownerUserId: number | null;
    isReply: boolean;
  };
  /**
   * Sessions ended (log out, revoke, password or e-mail change): the real-time layer drops
   * their private and presence subscriptions at once, on every node.
   */
  SessionsEnded: { userId: number; sessionIds: number[] };
  /**
   * A session was given a private or presence channel signature for a socket: the real-time
   * layer remembers which session holds that subscription, to end it with the session.
   */
  ChannelAuthorized: { socketId: string; channel: string; userId: number; sessionId: number };
  /** A player's bonus changed state (bonuses emit it; notifications tell the player). */
  BonusChanged: {
    userId: number;
    bonusId: number;
    status: 'available' | 'activated' | 'completed' | 'expired';
    title: string;
  };
  /** A player reached a higher VIP level (notifications tell them; names per language). */
  VipLevelReached: {
    userId: number;
    position: number;
    names: { en: string; es: string; 'zh-CN': string };
  };
  /** The weekly cashback was credited to a player (amount in minor units of `currency`). */
  CashbackCredited: {
    userId: number;
    amount: number;
    currency: string;
    percent: number;
    week: string;
    /** Paid as cash, or granted as a bonus the player claims (decision 039). */
    paidAs: 'cash' | 'bonus';
  };
  /** A running bonus's wagering moved, or it was funded (real time: BONUS_UPDATE). */
  BonusProgressed: { userId: number; bonusId: number };
  /**
   * A bet was settled (won, lost or refunded), by any game: the one wagering hook (ARCHITECTURE
   * "Play"). The live feed records it; bonuses, VIP progress and limits will listen too.
   * Amounts in minor units of `currency`; `reference` is unique per bet.
   */
  BetSettled: {
    reference: string;
    userId: number;
    playerName: string;
    /** The in-house game's name ("crash"), or a provider's game code. */
    game: string;
    /** The catalog game, when the caller knows it (provider games always do). */
    gameId?: number;
    currency: string;
    amount: number;
    payout: number;
    outcome: 'won' | 'lost' | 'refunded';
    settledAt: Date;
  };
  /**
   * A player opened a game for real money or in demo, or bet on an in-house game: it goes to
   * the top of their "Recently played" (issue 13).
   */
  GamePlayed: { userId: number; gameId: number; playedAt: Date };
  /** Bets entered the live feed (real time: LiveBet on the public livefeed channel). */
  LiveBetsRecorded: { bets: LiveBet[] };
  /** A crash round changed state (real time: CrashState on originals.{game}). */
  CrashRoundChanged: { game: string; round: CrashRoundState; serverTime: number };
  /** Bets placed or settled since the last report, coalesced (real time: CrashActivity). */
  CrashActivity: { game: string; roundId: number; bets: CrashPublicBet[]; serverTime: number };
}

export type DomainEventName = keyof DomainEvents;

export interface EventBus {
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  on<K extends DomainEventName>(name: K, listener: (payload: DomainEvents[K]) => void): () => void;
}

/** In-process bus. A listener's failure is logged by the caller's handler, never thrown back. */
export function createEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    emit(name, payload) {
      for (const listener of emitter.listeners(name)) {
        try {
          (listener as (p: typeof payload) => void)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    on(name, listener) {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}
