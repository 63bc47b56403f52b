import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client';
import { sql } from 'drizzle-orm';
import { composeRuntime } from './compose';
import { cliOnFreshData, commandLine } from './test/cli';
import { testLogger, testRuntimeConfig } from './test/harness';

describe('npm run cli -- user:create', () => {
  // Each step spawns the CLI, which opens PGlite and migrates: seconds each on a busy machine.
  it(
    'creates an e-mail-verified user with an argon2id hash, and refuses bad input',
    { timeout: 120_000 },
    async () => {
      const { dataDir, cli } = cliOnFreshData();
      const startedAt = Date.now();
      const created = await cli(
        commandLine('user:create', {
          email: 'Agent.Smith@example.com',
          password: 'correct horse',
          name: 'Agent Smith',
          role: 'support',
        }),
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(JSON.parse(created.stdout)).toMatchObject({
        email: 'Agent.Smith@example.com',
        role: 'support',
      });

      // Refused with exit code 1 and the reasons: a taken address (in any case), bad fields.
      const refusals: [Record<string, string>, string[]][] = [
        [
          {
            email: 'agent.smith@EXAMPLE.com',
            password: 'another pass',
            name: 'Agent Smith',
            role: 'player',
          },
          ['email: The email has already been taken.'],
        ],
        [
          { email: 'not-an-email', password: 'short', name: 'Bob', role: 'admin' },
          ['email: Invalid e-mail.', 'password: Min 8 characters', 'name: Min 8 characters'],
        ],
        [
          { email: 'x@example.com', password: 'long enough', name: 'Long Enough', role: 'root' },
          ['must be one of player, support, admin'],
        ],
      ];
      for (const [options, reasons] of refusals) {
        const refused = await cli(commandLine('user:create', options));
        expect(refused.code).toBe(1);
        for (const reason of reasons) expect(refused.stderr).toContain(reason);
      }

      const handle = await openDatabase({ dataDir });
      const rows = await queryRows<{
        email: string;
        role: string;
        password_hash: string;
        email_verified_at: string | null;
      }>(handle.db, sql`select email, role, password_hash, email_verified_at from users`);
      await handle.close();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // Verified by the command itself, while it ran (raw SQL hands timestamps back as text).
      const verifiedAt = rows[0]?.email_verified_at ?? '';
      expect(verifiedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/);
      expect(new Date(verifiedAt).getTime()).toBeGreaterThanOrEqual(startedAt);
      expect(new Date(verifiedAt).getTime()).toBeLessThanOrEqual(Date.now());
    },
  );
});

describe('npm run cli -- catalog:fixture / catalog:import', () => {
  it(
    'writes the 1,200-game fixture feed and imports it, then disables what vanished',
    { timeout: 120_000 },
    async () => {
      const { dataDir, cli } = cliOnFreshData();
      const file = path.join(dataDir, 'feed.json');
      expect((await cli(['catalog:fixture', file])).code).toBe(0);
      const imported = await cli(['catalog:import', file]);
      expect(imported.stderr).toBe('');
      expect(JSON.parse(imported.stdout)).toEqual({
        provider: 'Fixture Provider (test data)',
        upserted: 1200,
        disabled: 0,
      });

      const feed = JSON.parse(readFileSync(file, 'utf8')) as { games: unknown[] };
      writeFileSync(file, JSON.stringify({ ...feed, games: feed.games.slice(0, 1000) }));
      const again = await cli(['catalog:import', file]);
      expect(JSON.parse(again.stdout)).toMatchObject({ upserted: 1000, disabled: 200 });

      writeFileSync(file, '{"provider": ""}');
      const bad = await cli(['catalog:import', file]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('The given data was invalid.');
    },
  );
});

describe('npm run cli -- deposit:simulate / ledger:verify / withdrawal:*', () => {
  it(
    'credits a deposit through the signed webhook, verifies the ledger, and names a tampered account',
    { timeout: 180_000 },
    async () => {
      const { dataDir, cli } = cliOnFreshData();
      expect((await cli(['db:seed'])).code).toBe(0);
      const email = 'depositor@example.com';
      const created = await cli(
        commandLine('user:create', {
          email,
          password: 'correct horse',
          name: 'Deposit Tester',
          currency: 'USD',
        }),
      );
      const userId = (JSON.parse(created.stdout) as { id: number }).id;

      const simulate = () =>
        cli(
          commandLine('deposit:simulate', {
            email,
            coin: 'BTC',
            amount: '0.01',
            txid: 'ab'.repeat(32),
          }),
        );
      const simulated = await simulate();
      expect(simulated.stderr).toBe('');
      const result = JSON.parse(simulated.stdout) as {
        status: number;
        answer: { deposit: { status: string; credited: boolean } };
        balance: number;
        currency: string;
      };
      expect(result.status).toBe(200);
      expect(result.answer.deposit).toMatchObject({ status: 'confirmed', credited: true });
      expect(result.currency).toBe('USD');
      expect(result.balance).toBeGreaterThan(0);
      // The same output again changes nothing.
      const again = await simulate();
      expect((JSON.parse(again.stdout) as { balance: number }).balance).toBe(result.balance);

      const verified = await cli(['ledger:verify']);
      expect(verified.code).toBe(0);
      expect(verified.stdout).toContain('ledger ok');

      const handle = await openDatabase({ dataDir });
      await handle.db.execute(
        sql`update ledger_accounts set balance = balance + 7 where user_id = ${userId}`,
      );
      await handle.close();
      const broken = await cli(['ledger:verify']);
      expect(broken.code).toBe(2);
      expect(broken.stderr).toContain(`player_cash:${userId}:USD`);
      expect(broken.stderr).toContain('currency USD');

      const unknown = await cli(['withdrawal:approve', '00000000-0000-4000-8000-000000000000']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('This withdrawal does not exist.');
    },
  );
});

describe('npm run cli -- withdrawal:approve / withdrawal:reject', () => {
  it(
    'confirms one withdrawal with its txid and rejects another, notifying the player of both',
    { timeout: 180_000 },
    async () => {
      const { dataDir, cli } = cliOnFreshData();
      const email = 'withdrawer@example.com';
      // The demo seed installs the coins' public keys: deposits need an address.
      expect((await cli(['db:seed'])).code).toBe(0);
      const staff = await cli(
        commandLine('user:create', {
          email: 'boss@example.com',
          password: 'correct horse',
          name: 'Back Office Boss',
          role: 'admin',
        }),
      );
      expect(staff.code).toBe(0);
      const created = await cli(
        commandLine('user:create', { email, password: 'correct horse', name: 'Withdrawer' }),
      );
      const userId = (JSON.parse(created.stdout) as { id: number }).id;
      const funded = await cli(
        commandLine('deposit:simulate', { email, coin: 'BTC', amount: '0.01' }),
      );
      expect(funded.code).toBe(0);

      // The player asks for two withdrawals (the API's service, in this process).
      const runtime = await composeRuntime(
        testRuntimeConfig({ DATA_DIR: dataDir, SEED_DEMO: false }),
        testLogger,
      );
      const { walletService } = runtime.services;
      const btc = (await walletService.listCoins()).find((coin) => coin.short_code === 'BTC');
      const player = { userId, sessionId: 0, role: 'player' as const };
      const ask = (amount: number, key: string) =>
        walletService.requestWithdrawal(
          player,
          {
            wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
            entity_wallet_id: btc?.id ?? 0,
            amount,
          },
          key,
        );
      // Minor units: the service takes the amount as the contract parsed it (25.00, 20.00).
      const first = await ask(2_500, 'first');
      const second = await ask(2_000, 'second');
      await runtime.services.notificationsService.settled();
      await runtime.close();

      const txid = 'cd'.repeat(32);
      const approved = await cli(['withdrawal:approve', first.transaction.uuid, '--txid', txid]);
      expect(approved.stderr).toBe('');
      expect(JSON.parse(approved.stdout)).toMatchObject({ status: 'confirmed', txid });
      const rejected = await cli([
        'withdrawal:reject',
        second.transaction.uuid,
        '--reason',
        'Address failed screening',
      ]);
      expect(JSON.parse(rejected.stdout)).toMatchObject({
        status: 'rejected',
        reason: 'Address failed screening',
      });
      const twice = await cli(['withdrawal:reject', second.transaction.uuid, '--reason', 'x']);
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain('This withdrawal is no longer pending.');
      expect((await cli(['ledger:verify'])).code).toBe(0);

      // Each decision reached the player as a notification, stored before the command exited.
      const handle = await openDatabase({ dataDir });
      const rows = await queryRows<{ type: string }>(
        handle.db,
        sql`select type from notifications where user_id = ${userId} order by id`,
      );
      await handle.close();
      expect(rows.map((row) => row.type)).toEqual([
        'deposit_confirmed',
        'withdrawal_pending',
        'withdrawal_pending',
        'withdrawal_confirmed',
        'withdrawal_rejected',
      ]);
    },
  );
});
