import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../test/cli';

/** `bonus:create`, `bonus:list` and `bonus:retire` through the real CLI runner (issue 16). */
describe('npm run cli -- bonus:*', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-cli-bonuses-'));
  const cli = (args: string[]) => runCli(args, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Each step spawns the CLI, which opens PGlite and migrates: seconds each on a busy machine.
  it(
    'creates an offer, refuses bad or taken input with the field texts, lists and retires it',
    { timeout: 300_000 },
    async () => {
      const create = (overrides: Record<string, string> = {}) =>
        cli([
          'bonus:create',
          ...Object.entries({
            '--code': 'cli-40-usd',
            '--currency': 'USD',
            '--message': '40% deposit bonus up to 80 USD (test data)',
            '--message-es': 'Bono del 40% hasta 80 USD (datos de prueba)',
            '--percent': '40',
            '--max': '80',
            '--min-deposit': '10.50',
            '--wagering': '15',
            '--days': '14',
            '--weights': 'table=0,live=5',
            '--deposit-number': '2',
            ...overrides,
          }).flat(),
        ]);
      const created = await create();
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(JSON.parse(created.stdout)).toMatchObject({
        code: 'cli-40-usd',
        currency: 'USD',
        match_percent: 40,
        max_amount: 8_000,
        min_deposit: 1_050,
        wagering_multiple: 15,
        valid_days: 14,
        // Named kinds as given, the others at their default.
        game_weights: { originals: 100, slots: 100, table: 0, live: 5 },
        deposit_number: 2,
        lang: [{ key: 'bonus_message', lang: 'ES' }],
        claimed: 0,
        declined: 0,
      });

      const taken = await create();
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('code: An offer with this code already exists.');

      const invalid = await create({
        '--code': 'Bad Code',
        '--currency': 'BTC',
        '--max': '1.001',
        '--days': '0',
        '--weights': 'slots=150',
      });
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain('The given data was invalid.');
      expect(invalid.stderr).toContain('code: Invalid format.');
      expect(invalid.stderr).toContain('currency:');
      expect(invalid.stderr).toContain('max_amount: At most 2 decimals.');
      expect(invalid.stderr).toContain('valid_days:');
      expect(invalid.stderr).toContain('game_weights.slots:');

      // Free spins: their own options, checked against the same contract.
      const spins = (overrides: Record<string, string>) =>
        cli([
          'bonus:create',
          ...Object.entries({
            '--kind': 'free-spins',
            '--code': 'cli-spins',
            '--currency': 'USD',
            '--message': '10 free spins (test data)',
            '--spins': '10',
            '--spin-value': '0.20',
            '--game-id': '999999',
            '--wagering': '5',
            '--days': '3',
            ...overrides,
          }).flat(),
        ]);
      const tooMany = await spins({ '--spins': '501', '--spin-value': 'x' });
      expect(tooMany.code).toBe(1);
      expect(tooMany.stderr).toContain('free_spins:');
      expect(tooMany.stderr).toContain('spin_value:');
      const noGame = await spins({});
      expect(noGame.code).toBe(1);
      expect(noGame.stderr).toContain('game_id: Choose a game of a studio for the free spins.');
      const noKind = await create({ '--kind': 'lottery', '--code': 'cli-lottery' });
      expect(noKind.code).toBe(1);
      expect(noKind.stderr).toContain('bonus_key:');

      const listed = await cli(['bonus:list']);
      expect(listed.code).toBe(0);
      const codes = (JSON.parse(listed.stdout) as { offers: { code: string }[] }).offers.map(
        (offer) => offer.code,
      );
      expect(codes).toContain('cli-40-usd');
      expect(codes.filter((code) => code === 'cli-40-usd')).toHaveLength(1);

      const retired = await cli(['bonus:retire', '--code', 'cli-40-usd']);
      expect(retired.code).toBe(0);
      expect(JSON.parse(retired.stdout).retired_at).toEqual(expect.any(String));
      const unknown = await cli(['bonus:retire', '--code', 'no-such-offer']);
      expect(unknown.code).toBe(1);
    },
  );

  it(
    'shows the cashback terms, changes those given, and refuses bad ones with their field texts',
    { timeout: 180_000 },
    async () => {
      const changed = await cli(['cashback:terms', '--paid-as', 'bonus', '--wagering', '3']);
      expect(changed.stderr).toBe('');
      expect(JSON.parse(changed.stdout)).toEqual({
        base_percent: 10,
        max_percent: 30,
        paid_as: 'bonus',
        wagering_multiple: 3,
        bonus_days: 7,
      });
      const refused = await cli(['cashback:terms', '--max', '101', '--paid-as', 'gold']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('max_percent:');
      expect(refused.stderr).toContain('paid_as:');
      const shown = await cli(['cashback:terms']);
      expect(JSON.parse(shown.stdout)).toMatchObject({ paid_as: 'bonus', wagering_multiple: 3 });
    },
  );
});
