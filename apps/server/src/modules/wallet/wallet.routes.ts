import { pageRequestSchema, transactionsResponseSchema } from '@casino/contracts';
import { requirePrincipal } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import { SECURED } from './wallet.http';
import type { RatesService } from '../rates/rates.service';
import type { WalletService } from './wallet.service';
import { coinRoutes } from './coins/coins.routes';
import { depositRoutes, depositWebhookRoutes } from './deposits/deposits.routes';
import { tipRoutes } from './tips/tips.routes';
import { withdrawalRoutes } from './withdrawals/withdrawals.routes';

/**
 * Every wallet call: each part's routes (coins/, deposits/ with the gateway webhook,
 * withdrawals/ with their staff review, tips/) and the transaction lists here (spec §7
 * /wallet/transactions, /wallet/pending/*, /wallet/bonus/transactions, /qt/transactions).
 */
export function walletRoutes(deps: {
  walletService: WalletService;
  ratesService: RatesService;
}): RoutesPlugin {
  return async (app) => {
    await app.register(coinRoutes(deps));
    await app.register(depositRoutes(deps));
    await app.register(depositWebhookRoutes(deps));
    await app.register(withdrawalRoutes(deps));
    await app.register(tipRoutes(deps));
    await app.register(transactionListRoutes(deps));
  };
}

/** The player's transaction lists, newest first. */
function transactionListRoutes({ walletService }: { walletService: WalletService }): RoutesPlugin {
  return async (app) => {
    const lists = [
      [
        '/wallet/transactions',
        'Deposits, withdrawals and tips, newest first',
        walletService.listTransactions,
      ],
      [
        '/wallet/pending/deposit',
        'Deposits awaiting confirmation, newest first',
        walletService.listPendingDeposits,
      ],
      [
        '/wallet/pending/withdrawal',
        'Pending withdrawals, newest first',
        walletService.listPendingWithdrawals,
      ],
      [
        '/wallet/bonus/transactions',
        'Moves of the bonus balance',
        walletService.listBonusTransactions,
      ],
      [
        '/qt/transactions',
        'Game transactions: bets, wins, rollbacks',
        walletService.listGameTransactions,
      ],
    ] as const;
    for (const [path, summary, list] of lists) {
      app.post(
        path,
        {
          schema: {
            tags: ['wallet'],
            summary: `${summary} (spec §7 POST ${path})`,
            ...SECURED,
            body: pageRequestSchema,
            response: { 200: transactionsResponseSchema, ...ERROR_RESPONSES },
          },
        },
        async (request) => list(requirePrincipal(request), request.body),
      );
    }
  };
}
