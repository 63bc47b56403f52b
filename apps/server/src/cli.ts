import {
  COIN_CODES,
  CURRENCIES,
  isStaffRole,
  ROLES,
  type CoinCode,
  type Currency,
  type Role,
} from '@casino/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { cliActor, cliReviewer } from './cli/actor';
import { addCrashCommands } from './cli/crash-commands';
import { addBonusCommands } from './cli/bonus-commands';
import { addJobCommands } from './cli/job-commands';
import { addProviderCommands } from './cli/provider-commands';
import { composeRuntime, type Runtime } from './compose';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { seedDemoContent } from './seeding/seed';
import { isAppError } from './platform/errors';
import { toErrorResponse } from './platform/error-handler';
import { createLogger } from './platform/logger';
import { startRealtimePublisher } from './realtime/realtime-node';

/** Operator commands: `npm run cli -- <command>`. Each opens the database, works, closes it. */
loadDotEnv();

async function withRuntime<T>(
  work: (runtime: Runtime, config: ReturnType<typeof loadConfig>) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'error' : config.LOG_LEVEL);
  // Beside a server on the embedded database, through that server's socket (decision 014).
  const runtime = await composeRuntime({ ...config, SEED_DEMO: false }, logger, { share: 'join' });
  const { services } = runtime;
  // What a command changes reaches connected players: through Redis, or the local node.
  const publisher = await startRealtimePublisher({
    config,
    events: services.events,
    async getUser(userId) {
      const balance = await services.usersService.balanceOf(userId);
      return balance === null ? null : { balance };
    },
    logger,
  });
  try {
    return await work(runtime, config);
  } finally {
    // Notifications the command set off are stored (and published) before anything closes.
    await services.notificationsService.settled();
    await publisher.close();
    await runtime.close();
  }
}

/** A staff decision on a withdrawal, recorded under `staffEmail` (or the first admin), printed. */
async function decideWithdrawal(
  staffEmail: string | undefined,
  decide: (
    walletService: Runtime['services']['walletService'],
    staff: Awaited<ReturnType<typeof cliReviewer>>,
  ) => Promise<unknown>,
) {
  const withdrawal = await withRuntime(async (runtime) =>
    decide(runtime.services.walletService, await cliReviewer(runtime, staffEmail)),
  );
  console.log(JSON.stringify(withdrawal));
}

function parseChoice<T extends string>(choices: readonly T[]) {
  return (value: string): T => {
    if (!(choices as readonly string[]).includes(value)) {
      throw new InvalidArgumentError(`must be one of ${choices.join(', ')}`);
    }
    return value as T;
  };
}

export function createCli(): Command {
  const program = new Command('casino')
    .description('Casino operator commands')
    .showHelpAfterError();

  program
    .command('user:create')
    .description('Create an e-mail-verified user (players, or staff: docs/staff-roles.md)')
    .requiredOption('--email <email>', 'e-mail address (log-in name)')
    .requiredOption('--password <password>', 'password, at least 8 characters')
    .requiredOption('--name <name>', 'display name, at least 8 characters')
    .addOption(
      new Option('--role <role>', ROLES.join(' | '))
        .default('player')
        .argParser(parseChoice(ROLES)),
    )
    .addOption(
      new Option('--currency <currency>', 'USD | EUR')
        .default('EUR')
        .argParser(parseChoice(CURRENCIES)),
    )
    .option(
      '--staff <email>',
      'staff role: the staff account it is recorded under (default: the first admin)',
    )
    .action(
      async ({
        staff,
        ...options
      }: {
        email: string;
        password: string;
        name: string;
        role: Role;
        currency: Currency;
        staff?: string;
      }) => {
        const { validateNewUser } = await import('./modules/users/users.validation');
        validateNewUser(options);
        const { role } = options;
        // A staff account is a staff change: made with its audit row (source cli).
        const user = await withRuntime(async (runtime) =>
          isStaffRole(role)
            ? runtime.services.staffService.createStaff(await cliActor(runtime, staff), {
                ...options,
                role,
              })
            : runtime.services.usersService.createUser({ ...options, emailVerified: true }),
        );
        console.log(
          JSON.stringify({ id: user.id, email: user.email, name: user.name, role: user.role }),
        );
      },
    );

  program
    .command('catalog:import')
    .description(
      "Load a provider's game feed (JSON, docs/catalog-feed.md): upsert, disable vanished games",
    )
    .argument('<file>', 'path to the feed file')
    .action(async (file: string) => {
      const { readFile } = await import('node:fs/promises');
      const feed: unknown = JSON.parse(await readFile(file, 'utf8'));
      const result = await withRuntime(({ services }) => services.gamesService.importCatalog(feed));
      console.log(JSON.stringify(result));
    });

  program
    .command('catalog:fixture')
    .description(
      'Write the generated 1,200-game fixture feed (test data, never real games) to a file',
    )
    .argument('<file>', 'where to write it')
    .action(async (file: string) => {
      const { writeFile } = await import('node:fs/promises');
      const { createFixtureFeed } = await import('./modules/games/games.feed');
      await writeFile(file, JSON.stringify(createFixtureFeed(), null, 2));
      console.log(`fixture feed written to ${file}`);
    });

  program
    .command('ledger:verify')
    .description(
      'Check the ledger: balances sum to zero per currency, no player below zero, every balance equals its transfers',
    )
    .action(async () => {
      const report = await withRuntime(({ services }) => services.ledgerService.verify());
      if (report.ok) {
        console.log(`ledger ok: ${report.accounts} accounts checked`);
        return;
      }
      console.error(`ledger NOT ok: ${report.problems.length} problem(s)`);
      for (const problem of report.problems) console.error(`  - ${problem}`);
      process.exitCode = 2;
    });

  program
    .command('deposit:simulate')
    .description(
      "Report a deposit to the player's address through the real signed webhook (demo and tests; stop a server running on the embedded database first)",
    )
    .requiredOption('--email <email>', "the player's e-mail")
    .addOption(
      new Option('--coin <coin>', COIN_CODES.join(' | '))
        .default('BTC')
        .argParser(parseChoice(COIN_CODES)),
    )
    .requiredOption('--amount <amount>', 'whole coins, e.g. 0.01')
    .option('--confirmations <n>', 'confirmations to report (default: what the coin needs)')
    .option('--txid <txid>', 'transaction id (default: random); repeat it to add confirmations')
    .option('--vout <n>', 'output index', '0')
    .action(
      async (options: {
        email: string;
        coin: CoinCode;
        amount: string;
        confirmations?: string;
        txid?: string;
        vout: string;
      }) => {
        if (loadConfig().isLive) {
          throw new InvalidArgumentError(
            'deposit:simulate is for demo mode only: in live mode deposits come from your payment gateway',
          );
        }
        const { randomBytes } = await import('node:crypto');
        const { buildApp } = await import('./app');
        const { signWebhook } = await import('./modules/wallet/deposits/deposits.webhook');
        const result = await withRuntime(async (runtime, config) => {
          const { services } = runtime;
          const player = await services.usersService.findByEmail(options.email);
          if (!player) throw new InvalidArgumentError(`no user with e-mail ${options.email}`);
          const coin = (await services.walletService.listCoins()).find(
            (c) => c.short_code === options.coin,
          );
          const address = await services.walletService.depositAddressFor(player.id, options.coin);
          const body = JSON.stringify({
            coin: options.coin,
            txid: options.txid ?? randomBytes(32).toString('hex'),
            vout: Number(options.vout),
            address,
            amount: options.amount,
            confirmations: Number(options.confirmations ?? coin?.confirmations ?? 1),
          });
          // The same route a gateway calls, signed as docs/deposit-webhooks.md says.
          const app = await buildApp({ config, services, logger: createLogger('silent') });
          const timestamp = String(Math.floor(Date.now() / 1000));
          try {
            const res = await app.inject({
              method: 'POST',
              url: '/api/wallet/webhook/generic',
              headers: {
                'content-type': 'application/json',
                'x-signature-timestamp': timestamp,
                'x-signature': signWebhook(config.PAYMENT_WEBHOOK_SECRET, timestamp, body),
              },
              payload: body,
            });
            const user = await services.usersService.toUser(player);
            return {
              status: res.statusCode,
              answer: res.json() as unknown,
              request: JSON.parse(body) as unknown,
              balance: user.balance,
              currency: user.currency,
            };
          } finally {
            await app.close();
          }
        });
        console.log(JSON.stringify(result, null, 2));
        if (result.status !== 200) process.exitCode = 1;
      },
    );

  program
    .command('withdrawal:approve')
    .description('Approve a pending withdrawal: the hold is posted; with --txid it is Confirmed')
    .argument('<uuid>', 'the withdrawal')
    .option('--txid <txid>', 'the on-chain transaction id of the payout')
    .option('--staff <email>', 'admin the decision is recorded under (default: the first admin)')
    .action((uuid: string, options: { txid?: string; staff?: string }) =>
      decideWithdrawal(options.staff, (walletService, staff) =>
        walletService.approveWithdrawal(staff, uuid, { txid: options.txid }),
      ),
    );

  program
    .command('withdrawal:reject')
    .description(
      "Reject a pending withdrawal with a reason: the hold is voided, the money is the player's again",
    )
    .argument('<uuid>', 'the withdrawal')
    .requiredOption('--reason <reason>', 'shown to the player')
    .option('--staff <email>', 'admin the decision is recorded under (default: the first admin)')
    .action((uuid: string, options: { reason: string; staff?: string }) =>
      decideWithdrawal(options.staff, (walletService, staff) =>
        walletService.rejectWithdrawal(staff, uuid, options.reason),
      ),
    );

  program
    .command('withdrawal:list')
    .description('Withdrawals, newest first')
    .option('--status <status>', 'pending | approved | confirmed | rejected | cancelled')
    .action(
      async (options: {
        status?: 'pending' | 'approved' | 'confirmed' | 'rejected' | 'cancelled';
      }) => {
        const list = await withRuntime(({ services }) =>
          services.walletService.listWithdrawals({
            status: options.status,
            page: 1,
            per_page: 100,
          }),
        );
        console.log(JSON.stringify(list, null, 2));
      },
    );

  program
    .command('wallet:set-key')
    .description(
      "Set a coin's account-level extended public key (XMR: viewKeyHex:spendPublicKeyHex); deposit addresses derive from it",
    )
    .addOption(
      new Option('--coin <coin>', COIN_CODES.join(' | '))
        .argParser(parseChoice(COIN_CODES))
        .makeOptionMandatory(),
    )
    .requiredOption('--key <key>', 'the public key (never a private key)')
    .action(async (options: { coin: CoinCode; key: string }) => {
      const wallet = await withRuntime(async (runtime) => {
        const { services } = runtime;
        const coin = (await services.walletService.listCoins()).find(
          (c) => c.short_code === options.coin,
        );
        if (!coin) throw new InvalidArgumentError(`unknown coin ${options.coin}`);
        return services.walletService.updateCoin(await cliActor(runtime), coin.id, {
          extended_public_key: options.key,
        });
      });
      console.log(JSON.stringify(wallet));
    });

  program
    .command('notify:all')
    .description(
      'Send a notification to every player (stored; shown live through Redis when REDIS_URL is set, else on their next page load)',
    )
    .requiredOption('--message <text>', 'the text players read, 3 to 500 characters')
    .action(async (options: { message: string }) => {
      const { notificationBroadcastSchema } = await import('@casino/contracts');
      const { message } = notificationBroadcastSchema.parse({ message: options.message });
      const recipients = await withRuntime(async (runtime) =>
        runtime.services.notificationsService.broadcast(await cliActor(runtime), message),
      );
      console.log(JSON.stringify({ recipients }));
    });

  program
    .command('db:migrate')
    .description('Apply pending database migrations')
    .action(async () => {
      await withRuntime(async () => undefined);
      console.log('migrations applied');
    });

  program
    .command('db:seed')
    .description('Seed the demo content (once per database)')
    .action(async () => {
      const seeded = await withRuntime(({ database, services }) =>
        seedDemoContent({ db: database.db, logger: createLogger('warn'), ...services }),
      );
      console.log(seeded ? 'demo content seeded' : 'demo content was already seeded');
    });

  addCrashCommands(program, (work) => withRuntime((runtime) => work(runtime)));
  addProviderCommands(program, (work) => withRuntime((runtime) => work(runtime)));
  addBonusCommands(program, (work) => withRuntime((runtime) => work(runtime)));
  addJobCommands(program, (work) => withRuntime((runtime) => work(runtime)));

  return program;
}

try {
  await createCli().parseAsync(process.argv);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (isAppError(error)) {
    const body = toErrorResponse(error, 'en');
    console.error(
      [
        body.message,
        ...Object.entries(body.errors ?? {}).map(([f, m]) => `  ${f}: ${m.join(' ')}`),
      ].join('\n'),
    );
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
}
