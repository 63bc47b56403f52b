import path from 'node:path';
import type pg from 'pg';
import type { Database, Executor } from './db/client';
import type { JobDefinition } from './jobs/scheduler';
import type { AuditTrail } from './modules/audit/audit.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentAdminService } from './modules/content/content.admin.service';
import type { GamesService } from './modules/games/games.service';
import type { LedgerService } from './modules/ledger/ledger.service';
import { createPlayersRepository } from './modules/players/players.repository';
import { createPlayersService } from './modules/players/players.service';
import { createReportsRepository } from './modules/reports/reports.repository';
import { createReportsService } from './modules/reports/reports.service';
import { createStaffService } from './modules/staff/staff.service';
import { createSystemService } from './modules/system/system.service';
import type { UsersService } from './modules/users/users.service';
import type { DomainCache } from './platform/domain-caches';
import type { Logger } from './platform/logger';
import { createDiskStorage } from './platform/storage';

/**
 * The back office's own services (issue 17): content editing, players, reports and staff. The
 * other staff actions live in the services of what they change (withdrawals, offers, games...).
 */
export function createBackOfficeServices(
  db: Database,
  deps: {
    dataDir: string;
    audit: AuditTrail;
    contentCache: DomainCache;
    usersService: UsersService;
    ledgerService: LedgerService;
    gamesService: GamesService;
    /** A blocked account's game sessions take no new bets (the providers'), in its tx. */
    endGameSessions: (userId: number, tx: Executor) => Promise<unknown>;
    /** Whether a coin shows an uploaded content picture (kept then), and where failures go. */
    content: { isImageUsedElsewhere: (url: string) => Promise<boolean>; logger: Logger };
    /** The scheduled jobs staff queue runs of, on the database's own connection settings. */
    system: { connection: pg.PoolConfig; jobs: JobDefinition[]; logger: Logger };
  },
) {
  const { audit, usersService, ledgerService, gamesService } = deps;
  return {
    systemService: createSystemService({ db, audit, ledgerService, ...deps.system }),
    contentAdminService: createContentAdminService({
      contentRepository: createContentRepository(db),
      cache: deps.contentCache,
      audit,
      // Uploaded pictures are public: DATA_DIR/storage is what /storage serves.
      imageStorage: createDiskStorage(path.join(deps.dataDir, 'storage')),
      ...deps.content,
    }),
    playersService: createPlayersService({
      playersRepository: createPlayersRepository(db),
      usersService,
      ledgerService,
      audit,
      endGameSessions: deps.endGameSessions,
    }),
    reportsService: createReportsService({
      reportsRepository: createReportsRepository(db),
      gamesService,
      usersService,
    }),
    staffService: createStaffService({ usersService, audit }),
  };
}
