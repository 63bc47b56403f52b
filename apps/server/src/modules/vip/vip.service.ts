import type { CashbackTerms, CashbackTermsInput, VipLevel, VipStatus } from '@casino/contracts';
import type { Principal, StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AuditTrail } from '../audit/audit.service';
import type { DomainEvents, EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { LedgerService } from '../ledger/ledger.service';
import type { VipRepository } from './vip.repository';

/** Settled bets are counted together when this many wait, or after this long. */
const BATCH_SIZE = 500;
const BATCH_MS = 100;
const WEEK_MS = 7 * 86_400_000;

/** The VIP levels in the three languages, lowest first (content's `vip_levels`). */
export interface VipLevels {
  en: VipLevel[];
  es: VipLevel[];
  'zh-CN': VipLevel[];
}

/** The highest level whose wager `wagered` reaches, or null below the first. */
export function levelFor(levels: VipLevel[], wagered: number): VipLevel | null {
  let reached: VipLevel | null = null;
  for (const level of levels) if (wagered >= level.min_wager) reached = level;
  return reached;
}

/** The Monday 00:00 UTC that starts the week before the one `at` falls in. */
export function previousWeekStart(at: Date): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * 86_400_000 - WEEK_MS);
}

/** The Monday 00:00 UTC that starts the week `day` (YYYY-MM-DD) falls in. */
export function weekStartOf(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new Error(`a week is given by one of its days, YYYY-MM-DD (got ${day})`);
  }
  return previousWeekStart(new Date(Date.parse(`${day}T00:00:00Z`) + WEEK_MS));
}

/**
 * VIP progress and the weekly cashback (issue 16 points 4 and 6). Every settled bet (the
 * wagering hook) adds its stake to the player's total, once per bet; crossing a level's wager
 * raises the level once and tells the player. The cashback pays each player a percent of last
 * week's net losses of real money, read from the ledger: the base percent plus their level's,
 * at most the maximum, once per player and week (its ledger key).
 */
export function createVipService(deps: {
  vipRepository: VipRepository;
  ledger: LedgerService;
  events: EventBus;
  logger: Logger;
  listLevels: () => Promise<VipLevels>;
  /**
   * The cashback's terms until staff set theirs (`cashback:terms`, the admin API): the
   * environment's (CASHBACK_*).
   */
  cashback: CashbackTerms;
  /** Grants the cashback as a bonus, once per key (the bonuses'); false for a repeat. */
  grantCashbackBonus: (
    grant: { userId: number; currency: string; amount: number; sourceKey: string },
    terms: CashbackTerms,
  ) => Promise<boolean>;
  audit: AuditTrail;
}) {
  const { vipRepository: repo, ledger, events, logger } = deps;
  let waiting: DomainEvents['BetSettled'][] = [];
  let timer: NodeJS.Timeout | null = null;
  const pending = new Set<Promise<unknown>>();

  /** The percent a player at `level` gets: the base plus the level's, at most the maximum. */
  function cashbackPercent(terms: CashbackTerms, level: VipLevel | null): number {
    return Math.min(terms.max_percent, terms.base_percent + (level?.cashback_percent ?? 0));
  }

  /** Staff's terms, or the environment's until they set theirs. */
  async function cashbackTerms(): Promise<CashbackTerms> {
    return (await repo.findCashbackTerms()) ?? deps.cashback;
  }

  /** Counts a batch of settled bets; tells players who reached a higher level. */
  async function record(bets: DomainEvents['BetSettled'][]): Promise<void> {
    const counted = bets
      .filter((bet) => bet.outcome !== 'refunded' && bet.amount > 0)
      .map((bet) => ({ reference: bet.reference, userId: bet.userId, amount: bet.amount }));
    const moved = await repo.addWagers(counted);
    if (moved.length === 0) return;
    const levels = await deps.listLevels();
    for (const player of moved) {
      const level = levelFor(levels.en, player.wagered);
      if (!level || level.position <= player.levelPosition) continue;
      if (!(await repo.raiseLevel(player.userId, level.position))) continue;
      // A level every player starts in (no wager asked) is no news.
      if (level.min_wager === 0) continue;
      const name = (list: VipLevel[]) =>
        list.find((entry) => entry.position === level.position)?.name ?? level.name;
      events.emit('VipLevelReached', {
        userId: player.userId,
        position: level.position,
        names: { en: level.name, es: name(levels.es), 'zh-CN': name(levels['zh-CN']) },
      });
    }
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const work = record(batch)
      .catch((error: unknown) => logger.error({ err: error }, 'counting VIP wagers failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
  }

  return {
    record,

    /** Listens to the wagering hook. */
    subscribe(): () => void {
      return events.on('BetSettled', (bet) => {
        waiting.push(bet);
        if (waiting.length >= BATCH_SIZE) flush();
        else timer ??= setTimeout(flush, BATCH_MS);
      });
    },

    /** Resolves once every bet heard so far is counted. */
    async settled(): Promise<void> {
      flush();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    /** GET /api/user/vip: the player's total, level, next level and progress towards it. */
    async status(principal: Principal, locale: keyof VipLevels): Promise<VipStatus> {
      const [progress, levels, terms] = await Promise.all([
        repo.find(principal.userId),
        deps.listLevels(),
        cashbackTerms(),
      ]);
      const list = levels[locale];
      const wagered = progress?.wagered ?? 0;
      const reached = levelFor(list, wagered);
      const next = list.find((level) => level.min_wager > wagered) ?? null;
      const floor = reached?.min_wager ?? 0;
      const percent = next
        ? Math.floor(((wagered - floor) * 100) / Math.max(1, next.min_wager - floor))
        : 100;
      return {
        wagered,
        level: reached,
        next,
        progress: Math.max(0, Math.min(100, percent)),
        cashback_percent: cashbackPercent(terms, reached),
      };
    },

    /**
     * The weekly cashback for the week starting `weekStart` (Monday 00:00 UTC): each player
     * whose real money games lost that week gets the percent of their net loss, rounded down,
     * from the house to their cash (key `cashback:{week}:{player}:{currency}`). Run twice, or
     * again after being cut off, it pays each player once. `afterEach` lets a test cut it off.
     */
    async payWeeklyCashback(
      weekStart: Date,
      options: { afterEach?: (userId: number) => void } = {},
    ): Promise<{ week: string; players: number; paid: number; total: number }> {
      const week = weekStart.toISOString().slice(0, 10);
      const losses = await repo.netLosses(weekStart, new Date(weekStart.getTime() + WEEK_MS));
      const levels = (await deps.listLevels()).en;
      // One run pays by the terms it started with.
      const terms = await cashbackTerms();
      let paid = 0;
      let total = 0;
      for (const loss of losses) {
        const progress = await repo.find(loss.userId);
        const percent = cashbackPercent(terms, levelFor(levels, progress?.wagered ?? 0));
        const amount = Math.floor((loss.netLoss * percent) / 100);
        if (amount > 0) {
          const key = `cashback:${week}:${loss.userId}:${loss.currency}`;
          const paidAs = terms.paid_as;
          const isNew =
            paidAs === 'bonus'
              ? await deps.grantCashbackBonus(
                  { userId: loss.userId, currency: loss.currency, amount, sourceKey: key },
                  terms,
                )
              : !(
                  await ledger.transfer({
                    key,
                    type: 'cashback',
                    debit: { kind: 'house' },
                    credit: { kind: 'player_cash', userId: loss.userId },
                    amount,
                    currency: loss.currency,
                    reference: `cashback:${week}`,
                    metadata: { week, net_loss: loss.netLoss, percent },
                  })
                ).replayed;
          if (isNew) {
            paid += 1;
            total += amount;
            events.emit('CashbackCredited', {
              userId: loss.userId,
              amount,
              currency: loss.currency,
              percent,
              week,
              paidAs,
            });
          }
        }
        options.afterEach?.(loss.userId);
      }
      return { week, players: losses.length, paid, total };
    },

    cashbackTerms,

    /**
     * Staff change the cashback's terms (what they leave out stays); the next run pays by them.
     * A base above the maximum is refused, on the field that was sent: the maximum would cut
     * every player's percent to it, whatever the base says.
     */
    async setCashbackTerms(staff: StaffActor, change: CashbackTermsInput): Promise<CashbackTerms> {
      const given = Object.fromEntries(
        Object.entries(change).filter(([, value]) => value !== undefined),
      );
      const before = await cashbackTerms();
      const terms = { ...before, ...given };
      if (terms.base_percent > terms.max_percent) {
        const field = change.max_percent === undefined ? 'base_percent' : 'max_percent';
        const params = { base: terms.base_percent, max: terms.max_percent };
        throw AppError.validation({ [field]: [{ key: 'cashback_base_above_max', params }] });
      }
      return deps.audit.run(staff, async (tx) => {
        await repo.saveCashbackTerms(terms, tx);
        return {
          result: terms,
          change: { action: 'cashback.terms', targetType: 'cashback', before, after: terms },
        };
      });
    },

    /** Housekeeping: forgets bet references older than a week. */
    trimWagers: (now: Date = new Date()) => repo.trimWagers(new Date(now.getTime() - WEEK_MS)),
  };
}

export type VipService = ReturnType<typeof createVipService>;
