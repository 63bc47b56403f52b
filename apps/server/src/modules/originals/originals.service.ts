import {
  ORIGINAL_GAMES,
  type CrashGameSettingsView,
  type CrashSettingsChange,
  type CrashRoundsResponse,
  type CrashSeedResponse,
  type CrashStateResponse,
  type User,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import type { Principal, StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { AuditTrail } from '../audit/audit.service';
import type { BonusMoney } from '../bonuses/bonuses.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import { createPlaceBet, type BetInput } from './originals.bet';
import { createCashOut } from './originals.cashout';
import { createDatabaseClock } from './originals.clock';
import { toBetDto, toMultiplier, toPublicBet, toRoundDto, toRoundState } from './originals.dto';
import { createCrashEngine, type CrashEngineTiming } from './originals.engine';
import { createCrashGames, toSettingsView } from './originals.games';
import { createOriginalsRepository } from './originals.repository';
import { createCrashSettlement } from './originals.settlement';

/** How many crash points the state's history strip carries. */
const HISTORY_SIZE = 30;
/** A node measures its offset to the database's clock again after this long. */
const CLOCK_SYNC_MS = 60_000;

/**
 * The in-house crash games (issue 12): reading rounds and the fairness seed, betting and
 * cashing out on any node, and the round loops a leader runs (createEngines).
 */
export function createOriginalsService(deps: {
  db: Database;
  ledgerService: LedgerService;
  usersService: UsersService;
  events: EventBus;
  logger: Logger;
  bonusMoney: BonusMoney;
  audit: AuditTrail;
}) {
  const { db, ledgerService, usersService, events, logger, bonusMoney } = deps;
  const repo = createOriginalsRepository(db);
  const games = createCrashGames({ db, repo, audit: deps.audit });
  const settlement = createCrashSettlement({
    repo,
    ledger: ledgerService,
    events,
    bonusMoney,
  });
  const placeBet = createPlaceBet({
    repo,
    games,
    ledger: ledgerService,
    usersService,
    bonusMoney,
  });
  const cashOut = createCashOut({ repo, games, ledger: ledgerService, settlement });
  const clock = createDatabaseClock(() => repo.now());
  let syncedAt = -Infinity;

  async function serverTime(): Promise<number> {
    if (Date.now() - syncedAt > CLOCK_SYNC_MS) {
      await clock.sync();
      syncedAt = Date.now();
    }
    return clock.now();
  }

  async function answer(principal: Principal, bet: Parameters<typeof toBetDto>[0]) {
    const user = await usersService.findById(principal.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return { bet: toBetDto(bet), user: await usersService.toUser(user) };
  }

  return {
    games,

    /** Every install has the three games; demo mode also makes their chains and salts. */
    async ensureGames(options: { isDemo: boolean }): Promise<void> {
      await games.ensureGames();
      if (!options.isDemo) return;
      const made = await games.ensureDemoChains();
      if (made.length > 0) {
        logger.warn(
          { games: made },
          'demo mode made the crash games their own hash chains and salts (not published in advance): make and publish your own with crash:chain and crash:salt before real play',
        );
      }
    },

    /** Games whose current chain demo mode made (live mode refuses them). */
    async listDemoChainGames(): Promise<string[]> {
      const demo: string[] = [];
      for (const game of ORIGINAL_GAMES) {
        if ((await games.findCurrentChain(game))?.isDemo) demo.push(game);
      }
      return demo;
    },

    /** GET /api/admin/originals/settings: every game's settings as staff edit them. */
    async listSettings(): Promise<CrashGameSettingsView[]> {
      return Promise.all(
        ORIGINAL_GAMES.map(async (game) => toSettingsView(await games.getSettings(game))),
      );
    },

    /** PATCH /api/admin/originals/{game}/settings: changed and audited in one transaction. */
    async changeSettings(
      staff: StaffActor,
      game: string,
      change: CrashSettingsChange,
    ): Promise<CrashGameSettingsView> {
      return toSettingsView(await games.changeSettings(staff, game, change));
    },

    /** GET /api/originals/{game}/seed. */
    async getSeed(game: string): Promise<CrashSeedResponse> {
      const settings = await games.getSettings(game);
      const chain = await games.findCurrentChain(game);
      return {
        game: settings.game,
        terminating_hash: chain?.terminatingHash ?? null,
        salt: chain?.salt ?? null,
        chain_length: chain?.length ?? 0,
        house_edge: settings.houseEdgePercent,
        is_demo: chain?.isDemo ?? false,
      };
    },

    /** GET /api/originals/{game}/rounds: finished rounds only, newest first. */
    async listRounds(
      game: string,
      options: { limit: number; before?: number | undefined },
    ): Promise<CrashRoundsResponse> {
      const rows = await repo.findCrashedRounds(games.requireGameName(game), options);
      return { rounds: rows.map(toRoundDto) };
    },

    /** GET /api/originals/{game}/state: the live round as a page first draws it. */
    async getState(game: string, principal: Principal | null): Promise<CrashStateResponse> {
      const settings = await games.getSettings(game);
      const [round, history] = await Promise.all([
        repo.findLatestRound(settings.game),
        repo.findCrashedRounds(settings.game, { limit: HISTORY_SIZE }),
      ]);
      const chain = await games.findCurrentChain(game);
      const isOpen = chain?.salt != null;
      const bets = round ? await repo.findBetsOfRound(round.id) : [];
      return {
        game: settings.game,
        server_time: await serverTime(),
        round: round && (isOpen || round.status !== 'crashed') ? toRoundState(round) : null,
        bets: bets.map(toPublicBet),
        my_bets: principal
          ? bets.filter((bet) => bet.userId === principal.userId).map(toBetDto)
          : [],
        history: history.map((row) => ({ id: row.id, crash_point: toMultiplier(row.crashX100) })),
        settings: {
          house_edge: settings.houseEdgePercent,
          betting_ms: settings.bettingMs,
          limits: settings.limits,
          side_odds: settings.sideOdds
            ? {
                bull: toMultiplier(settings.sideOdds.bull),
                bear: toMultiplier(settings.sideOdds.bear),
              }
            : null,
        },
      };
    },

    /** POST /api/originals/{game}/bet. */
    async bet(
      principal: Principal,
      game: string,
      input: BetInput,
      idempotencyKey: string | null,
    ): Promise<{ bet: ReturnType<typeof toBetDto>; user: User }> {
      const { bet } = await placeBet(principal, game, input, idempotencyKey);
      return answer(principal, bet);
    },

    /** POST /api/originals/{game}/cashout. */
    async cashout(
      principal: Principal,
      game: string,
      options: { roundId?: number | undefined },
      idempotencyKey: string | null,
    ): Promise<{ bet: ReturnType<typeof toBetDto>; user: User }> {
      const { bet } = await cashOut(principal, game, options, idempotencyKey);
      return answer(principal, bet);
    },

    /** One round loop per game, for the leader (originals.leader.ts). */
    createEngines(timing?: Partial<CrashEngineTiming>) {
      return ORIGINAL_GAMES.map((game) =>
        createCrashEngine({
          game,
          repo,
          games,
          settlement,
          events,
          clock: createDatabaseClock(() => repo.now()),
          logger,
          ...(timing ? { timing } : {}),
        }),
      );
    },
  };
}

export type OriginalsService = ReturnType<typeof createOriginalsService>;
