import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeRuntime } from '../compose';
import { positionOfRound, hashAtPosition } from '../modules/originals/originals.fairness';
import { createOriginalsRepository } from '../modules/originals/originals.repository';
import { commandLine, runCli } from '../test/cli';
import { testLogger, testRuntimeConfig } from '../test/harness';

/**
 * The provably fair ceremony as an operator runs it (issue 12 point 2): crash:chain prints the
 * terminating hash to publish, crash:salt sets the salt once, crash:settings changes a game
 * (recorded in the audit trail under the staff account named, as the console's changes are).
 */
describe('npm run cli -- crash:chain, crash:salt, crash:settings', () => {
  it(
    'makes a chain whose rounds link to the printed hash, sets the salt once, and changes settings',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-crash-cli-'));
      // A live-like database: no demo chains (SEED_DEMO=false).
      const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };

      const chained = await runCli(['crash:chain', '--game', 'crashsw', '--length', '2500'], env);
      expect(chained.stderr).toBe('');
      expect(chained.code).toBe(0);
      const printed = JSON.parse(chained.stdout.split('\n')[0] ?? '') as {
        game: string;
        chain_length: number;
        terminating_hash: string;
      };
      expect(printed).toMatchObject({ game: 'crashsw', chain_length: 2500 });
      expect(printed.terminating_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(chained.stdout).toContain('crash:salt --game crashsw --salt');

      const salted = await runCli(
        ['crash:salt', '--game', 'crashsw', '--salt', '0000000000000000000123abc'],
        env,
      );
      expect(salted.code).toBe(0);
      expect(JSON.parse(salted.stdout)).toMatchObject({
        game: 'crashsw',
        salt: '0000000000000000000123abc',
        terminating_hash: printed.terminating_hash,
      });
      // Once per chain: a second salt would let the casino pick the outcomes.
      const again = await runCli(['crash:salt', '--game', 'crashsw', '--salt', 'other'], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already set');

      // Two admins: a change names its staff account (--staff), else the first admin.
      for (const [email, name] of [
        ['first.admin@example.com', 'First Admin'],
        ['ops.admin@example.com', 'Operations Admin'],
      ] as const) {
        const made = await runCli(
          commandLine('user:create', { email, password: 'correct horse', name, role: 'admin' }),
          env,
        );
        expect(made.code).toBe(0);
      }
      const settings = await runCli(
        [
          'crash:settings',
          '--game',
          'crashsw',
          '--edge',
          '2',
          '--betting-seconds',
          '8',
          '--limit',
          'EUR:0.50:250:5000',
          '--staff',
          'ops.admin@example.com',
        ],
        env,
      );
      expect(settings.stderr).toBe('');
      expect(settings.code).toBe(0);
      expect(JSON.parse(settings.stdout)).toMatchObject({
        houseEdgePercent: 2,
        bettingMs: 8000,
        limits: {
          EUR: { min_bet: 50, max_bet: 25_000, max_payout: 500_000 },
          USD: { min_bet: 10 },
        },
      });

      // Bad input: said plainly, exit code 1, nothing changed.
      const badGame = await runCli(['crash:chain', '--game', 'dice', '--length', '10'], env);
      expect(badGame.code).toBe(1);
      expect(badGame.stderr).toContain('must be one of crash, crashsw, crashbull');
      const badLimit = await runCli(
        ['crash:settings', '--game', 'crash', '--limit', 'GBP:1:2:3'],
        env,
      );
      expect(badLimit.code).toBe(1);
      expect(badLimit.stderr).toContain('CURRENCY:MIN_BET:MAX_BET:MAX_PAYOUT');
      // 1.1 % is 110 basis points from the text (1.1 * 100 is 110.00000000000001 in floating point).
      const finerEdge = await runCli(['crash:settings', '--game', 'crash', '--edge', '1.1'], env);
      expect(JSON.parse(finerEdge.stdout)).toMatchObject({ houseEdgePercent: 1.1 });
      // The console's rules: the edge below 50 %, amounts with at most two decimals.
      const badEdge = await runCli(
        [
          'crash:settings',
          '--game',
          'crash',
          '--edge',
          '60',
          '--limit',
          'USD:5:1.005:100',
          '--betting-seconds',
          '0',
        ],
        env,
      );
      expect(badEdge.code).toBe(1);
      expect(badEdge.stderr).toContain(
        'house_edge: The house edge is a percent from 0 to 49.99, with at most two decimals.',
      );
      expect(badEdge.stderr).toContain('limits.USD.max_bet: At most 2 decimals.');
      expect(badEdge.stderr).toContain('betting_seconds: Must be at least 1.');
      // Without a change it only shows the settings: nothing is recorded.
      const shown = await runCli(['crash:settings', '--game', 'crash'], env);
      expect(JSON.parse(shown.stdout)).toMatchObject({ game: 'crash', houseEdgePercent: 1.1 });
      const noChain = await runCli(['crash:salt', '--game', 'crash', '--salt', 'abc'], env);
      expect(noChain.code).toBe(1);
      expect(noChain.stderr).toContain('run crash:chain first');

      // What the casino will play is what was published: round n's hash, hashed n times,
      // gives the terminating hash.
      const runtime = await composeRuntime(
        testRuntimeConfig({ DATA_DIR: dataDir, SEED_DEMO: false }),
        testLogger,
      );
      try {
        const { originalsService } = runtime.services;
        expect(await originalsService.getSeed('crashsw')).toEqual({
          game: 'crashsw',
          terminating_hash: printed.terminating_hash,
          salt: '0000000000000000000123abc',
          chain_length: 2500,
          house_edge: 2,
          is_demo: false,
        });
        expect((await originalsService.getSeed('crash')).terminating_hash).toBeNull();
        const chain = await originalsService.games.findCurrentChain('crashsw');
        const repo = createOriginalsRepository(runtime.database.db);
        for (const round of [1, 999, 1000, 1001, 2500]) {
          const position = positionOfRound(round, 2500);
          const checkpoint = await repo.findCheckpointAtOrBelow(chain?.id ?? 0, position);
          let hash = hashAtPosition(position, checkpoint ?? { position: 0, hash: '' });
          for (let step = 0; step < round; step += 1) {
            hash = createHash('sha256').update(hash, 'utf8').digest('hex');
          }
          expect(hash).toBe(printed.terminating_hash);
        }
        const drawn = await originalsService.games.drawNextRound('crashsw');
        expect(drawn).toMatchObject({ number: 1, houseEdgeBps: 200 });

        // Each change is in the audit trail (source cli), the refused ones are not.
        const { entries } = await runtime.services.audit.list({
          action: 'crash.settings',
          page: 1,
          per_page: 50,
        });
        expect(entries.map((entry) => [entry.target_id, entry.staff?.name, entry.source])).toEqual([
          ['crash', 'First Admin', 'cli'],
          ['crashsw', 'Operations Admin', 'cli'],
        ]);
        expect(entries[1]).toMatchObject({
          target_type: 'crash_game',
          before: { house_edge: '1.00', betting_ms: 5000, limits: { EUR: { min_bet: 10 } } },
          after: { house_edge: '2.00', betting_ms: 8000, limits: { EUR: { min_bet: 50 } } },
        });
        expect(entries[0]).toMatchObject({
          before: { house_edge: '1.00' },
          after: { house_edge: '1.10' },
        });
        expect(entries[0]?.user_agent).toMatch(/^cli \(/);
      } finally {
        await runtime.close();
      }
    },
  );
});
