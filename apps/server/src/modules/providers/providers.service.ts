import type { Database, Executor, PreparedQuery } from '../../db/client';
import type { EventBus } from '../../platform/events';
import type { GamesService } from '../games/games.service';
import type { AuditTrail } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import { createGameLauncher } from './providers.launch';
import { createProviderRegistry } from './providers.registry';
import { createProvidersRepository } from './providers.repository';
import { createProviderWallet, type FreeRoundsOf } from './providers.wallet';
import {
  isSignatureValid,
  walletRequestSchemas,
  type MoneyRequest,
  type WalletAction,
  type WalletAnswer,
} from './providers.wire';

/** A wallet call that never reached the wallet: 404 for an unknown provider. */
export interface WalletReply {
  httpStatus: 200 | 404;
  body: WalletAnswer;
}

/**
 * Third-party games (issue 13): registered providers, launching their games, and the seamless
 * wallet they call for every bet and win (docs/providers.md).
 */
export function createProvidersService(deps: {
  db: Database;
  /** PostgreSQL's named statements for the wallet's hot call (null on the embedded database). */
  prepared?: PreparedQuery | null;
  ledgerService: LedgerService;
  usersService: UsersService;
  gamesService: GamesService;
  events: EventBus;
  appUrl: string;
  isLive: boolean;
  sessionTtlMinutes: number;
  /** The player's free spins on a game (bonuses; docs/providers.md "Free rounds"). */
  freeRoundsOf: FreeRoundsOf;
  audit: AuditTrail;
}) {
  const repo = createProvidersRepository(deps.db, { prepared: deps.prepared ?? null });
  const registry = createProviderRegistry({
    gamesService: deps.gamesService,
    isLive: deps.isLive,
    audit: deps.audit,
  });
  const wallet = createProviderWallet({
    repo,
    ledger: deps.ledgerService,
    usersService: deps.usersService,
    events: deps.events,
    freeRoundsOf: deps.freeRoundsOf,
  });
  const launcher = createGameLauncher({
    repo,
    registry,
    gamesService: deps.gamesService,
    usersService: deps.usersService,
    events: deps.events,
    appUrl: deps.appUrl,
    sessionTtlMinutes: deps.sessionTtlMinutes,
  });

  const unknown = (message: string): WalletAnswer => ({
    status: 'RS_ERROR_UNKNOWN',
    balance: 0,
    currency: '',
    message,
  });

  /**
   * One call to /api/provider/{code}/{action}: the signature over the raw bytes first, then
   * the JSON, then the action's rules. Business outcomes are HTTP 200.
   */
  async function handleWalletCall(
    code: string,
    action: WalletAction,
    rawBody: Buffer,
    signature: string,
  ): Promise<WalletReply> {
    const provider = await registry.byCode(code);
    if (!provider?.walletEnabled || !provider.secret) {
      return { httpStatus: 404, body: unknown('no provider with this code') };
    }
    if (!isSignatureValid(provider.secret, rawBody, signature)) {
      return {
        httpStatus: 200,
        body: { status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0, currency: '' },
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { httpStatus: 200, body: unknown('the body is not valid JSON') };
    }
    const parsed = walletRequestSchemas[action].safeParse(json);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
      return { httpStatus: 200, body: unknown(`invalid fields: ${fields.join(', ')}`) };
    }
    const request = parsed.data;
    if (action === 'authenticate') {
      return { httpStatus: 200, body: await wallet.authenticate(provider, request) };
    }
    if (action === 'balance') {
      return { httpStatus: 200, body: await wallet.balance(provider, request) };
    }
    return {
      httpStatus: 200,
      body: await wallet.money(provider, { action, ...request } as MoneyRequest),
    };
  }

  return {
    registry,
    handleWalletCall,
    gameUrl: launcher.gameUrl,
    demoUrl: launcher.demoUrl,
    /** A blocked account: its game sessions take no new bets, in the caller's transaction. */
    endGameSessions: (userId: number, tx: Executor) => repo.expireSessionsOf(userId, tx),
    /** A provider's calls as the casino recorded them (reconciliation, tests). */
    async listTransactions(code: string) {
      const provider = await registry.byCode(code);
      return provider ? repo.listTransactions(provider.id) : [];
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
