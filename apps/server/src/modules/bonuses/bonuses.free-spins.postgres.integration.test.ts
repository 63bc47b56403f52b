import type { Bonus, BonusesResponse } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import {
  launchToken,
  registerTestStudio,
  TEST_STUDIO,
  uuid,
  walletCall,
} from '../../test/providers';
import { usePostgresTestApp } from '../../test/suite';
import { TEST_OPERATOR } from '../../test/staff';

/**
 * Free spins (issue 16, docs/providers.md "Free rounds") on PostgreSQL, through the real
 * paths: staff create the offer, the player claims it, the studio learns of the spins from
 * authenticate and plays them as free bets of the seamless wallet; what they win goes to the
 * bonus balance, is wagered and becomes cash. The ledger is verified after each.
 */
const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('free spins through the seamless wallet on PostgreSQL', () => {
  const { t, api } = usePostgresTestApp(serverUrl);
  let slotId: number;
  let tableId: number;
  const services = () => t.runtime.services;

  beforeAll(async () => {
    ({ slotId, tableId } = await registerTestStudio(t.runtime));
    // 3 spins of 0.20 on the test slot; what they win is wagered twice.
    await services().bonusesService.createOffer(TEST_OPERATOR, {
      code: 'test-free-spins',
      bonus_key: 'FREE_SPINS',
      currency: 'USD',
      message: 'Test offer: 3 free spins',
      lang: [{ lang: 'ES', message: 'Oferta de prueba: 3 giros gratis' }],
      free_spins: 3,
      spin_value: 20,
      game_id: slotId,
      wagering_multiple: 2,
      valid_days: 7,
      game_weights: { originals: 100, slots: 100, table: 10, live: 10 },
    });
  });

  async function spinsBonusOf(token: string): Promise<Bonus> {
    const res = await api.post('/api/user/bonuses', {}, { token });
    expect(res.status).toBe(200);
    const bonus = (res.body as unknown as BonusesResponse).bonuses.find(
      (entry) => entry.bonus_key === 'FREE_SPINS',
    );
    if (!bonus) throw new Error('the free spins offer is not listed');
    return bonus;
  }

  /** A USD player who claimed the free spins; their studio session on `gameId`. */
  async function spinner(gameId = slotId) {
    const player = await signUpPlayer(api, { currency: 'USD' });
    await services().usersService.markEmailVerified(player.id);
    const listed = await spinsBonusOf(player.token);
    const claim = await api.post(
      '/api/user/bonuses/active',
      { id: listed.id, active: 1 },
      { token: player.token },
    );
    expect(claim.status).toBe(200);
    const token = await launchToken(api, player.token, gameId);
    const gameCode = gameId === slotId ? `${TEST_STUDIO.code}-slot` : `${TEST_STUDIO.code}-table`;
    const send = (action: string, fields: Record<string, unknown> = {}) =>
      walletCall(t.app, TEST_STUDIO.code, TEST_STUDIO.secret, action, {
        request_uuid: uuid(),
        token,
        game_code: gameCode,
        ...(['bet', 'win'].includes(action) ? { currency: 'USD' } : {}),
        ...fields,
      });
    const reward = `bonus-${listed.id}`;
    return {
      ...player,
      bonusId: listed.id,
      reward,
      send,
      freeBet: (id: string, round: string, fields: Record<string, unknown> = {}) =>
        send('bet', {
          transaction_uuid: id,
          round,
          amount: 20,
          is_free: true,
          reward_uuid: reward,
          ...fields,
        }),
      win: (betId: string, amount: number, round: string) =>
        send('win', {
          transaction_uuid: uuid(),
          reference_transaction_uuid: betId,
          round,
          amount,
        }),
    };
  }

  async function balances(userId: number) {
    const { cash, bonus } = await services().ledgerService.getPlayerBalances(userId, 'USD');
    return { cash, bonus };
  }

  async function expectLedgerSound() {
    const report = await services().ledgerService.verify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  }

  it('lists the spins on their game, tells the studio of them, and plays them without the player’s money', async () => {
    const player = await spinner();
    expect(await spinsBonusOf(player.token)).toMatchObject({
      active: 1,
      finished: 0,
      bet_amount: 0,
      bet_total: 0,
      free_spins: {
        left: 3,
        total: 3,
        spin_value: 20,
        game_id: slotId,
        game_name: `${TEST_STUDIO.code} Slot`,
      },
    });
    const auth = await player.send('authenticate');
    expect(auth.answer).toMatchObject({
      status: 'RS_OK',
      balance: 0,
      free_rounds: { reward_uuid: player.reward, left: 3, bet_value: 20 },
    });

    // A free spin: nothing of the player's moves; the bonus pool pays the stake to the game.
    const spin = await player.freeBet('fs-1', 'r-1');
    expect(spin.answer).toMatchObject({
      status: 'RS_OK',
      balance: 0,
      free_rounds: { reward_uuid: player.reward, left: 2, bet_value: 20 },
    });
    const [stake] = await queryRows<{ amount: string; bonus_amount: string; free_round: boolean }>(
      t.runtime.database.db,
      sql`select t.amount, t.bonus_amount, t.free_round from provider_transactions t
          where t.transaction_uuid = 'fs-1' and t.user_id = ${player.id}`,
    );
    expect(stake).toEqual({ amount: '20', bonus_amount: '20', free_round: true });
    const [pool] = await queryRows<{ balance: string }>(
      t.runtime.database.db,
      sql`select balance from ledger_accounts where code = 'bonus_pool::USD'`,
    );
    expect(Number(pool!.balance)).toBeLessThanOrEqual(-20);

    // Its 1.00 win goes to the bonus balance: the bonus's money, wagered twice.
    const won = await player.win('fs-1', 100, 'r-1');
    expect(won.answer).toMatchObject({ status: 'RS_OK', balance: 100 });
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 100 });
    await services().bonusesService.settled();
    expect(await spinsBonusOf(player.token)).toMatchObject({
      finished: 0,
      bet_amount: 0,
      bet_total: 200,
      free_spins: { left: 2, total: 3 },
    });
    // A free spin counts towards no wagering and no VIP progress.
    await services().vipService.settled();
    const vip = await api.get('/api/user/vip', { token: player.token });
    expect((vip.body.vip as { wagered: number }).wagered).toBe(0);

    // The same call again answers as the first and takes no second spin.
    const again = await player.freeBet('fs-1', 'r-1');
    expect(again.answer).toEqual(spin.answer);
    expect((await player.send('balance')).answer.free_rounds).toMatchObject({ left: 2 });
    await expectLedgerSound();
  });

  it('refuses free spins the player has not got, and moves nothing', async () => {
    const player = await spinner();
    const other = await spinner();
    const refused = async (fields: Record<string, unknown>) => {
      const { answer } = await player.freeBet(uuid(), uuid(), fields);
      expect(answer.status).toBe('RS_ERROR_FREE_ROUND_INVALID');
      expect(answer.balance).toBe(0);
    };
    await refused({ amount: 40 }); // not the spin's value
    await refused({ reward_uuid: other.reward }); // another player's spins
    await refused({ reward_uuid: 'bonus-0' }); // names no bonus
    await refused({ reward_uuid: 'free' }); // not a reward id
    const unnamed = await player.send('bet', {
      transaction_uuid: uuid(),
      round: 'r',
      amount: 20,
      is_free: true,
    });
    expect(unnamed.answer.status).toBe('RS_ERROR_UNKNOWN');
    expect((await player.send('authenticate')).answer.free_rounds).toMatchObject({ left: 3 });

    // On another game of the studio the spins do not exist.
    const atTable = await spinner(tableId);
    expect((await atTable.send('authenticate')).answer.free_rounds).toBeUndefined();
    const { answer } = await atTable.freeBet(uuid(), 'r-t');
    expect(answer.status).toBe('RS_ERROR_FREE_ROUND_INVALID');
    await expectLedgerSound();
  });

  it('gives a rolled-back spin back, and takes one spin of two identical calls at once', async () => {
    const player = await spinner();
    await player.freeBet('fs-a', 'r-a');
    const rollback = await player.send('rollback', {
      transaction_uuid: uuid(),
      reference_transaction_uuid: 'fs-a',
      round: 'r-a',
    });
    expect(rollback.answer.status).toBe('RS_OK');
    expect((await player.send('authenticate')).answer.free_rounds).toMatchObject({ left: 3 });

    const [one, two] = await Promise.all([
      player.freeBet('fs-b', 'r-b'),
      player.freeBet('fs-b', 'r-b'),
    ]);
    expect(one.answer).toEqual(two.answer);
    expect((await player.send('authenticate')).answer.free_rounds).toMatchObject({ left: 2 });
    const [row] = await queryRows<{ spins_left: number; spins_open: number }>(
      t.runtime.database.db,
      sql`select spins_left, spins_open from player_bonuses where id = ${player.bonusId}`,
    );
    expect(row).toEqual({ spins_left: 2, spins_open: 1 });
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 0 });
    await expectLedgerSound();
  });

  it('after the last spin, the winnings are wagered and the rest becomes cash', async () => {
    const player = await spinner();
    await player.freeBet('s-1', 'r-1');
    await player.win('s-1', 300, 'r-1');
    await player.freeBet('s-2', 'r-2');
    await player.win('s-2', 0, 'r-2');
    await player.freeBet('s-3', 'r-3');
    // Used up: a fourth spin is refused.
    const fourth = await player.freeBet('s-4', 'r-4');
    expect(fourth.answer.status).toBe('RS_ERROR_FREE_ROUND_INVALID');
    await player.win('s-3', 100, 'r-3');
    await services().bonusesService.settled();
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 400 });
    expect(await spinsBonusOf(player.token)).toMatchObject({
      finished: 0,
      bet_amount: 0,
      bet_total: 800,
      free_spins: { left: 0, total: 3 },
    });
    expect((await player.send('authenticate')).answer.free_rounds).toBeUndefined();
    // Running, the bonus blocks withdrawals (spec §5).
    expect(await services().bonusesService.hasActiveBonus(player.id)).toBe(true);

    // The winnings are staked (bonus money: the player has no cash) and wagered: 8.00 in all.
    const bet = (id: string, amount: number) =>
      player.send('bet', { transaction_uuid: id, round: id, amount });
    await bet('p-1', 400);
    await player.win('p-1', 400, 'p-1');
    await bet('p-2', 400);
    await player.win('p-2', 600, 'p-2');
    await services().bonusesService.settled();
    expect(await spinsBonusOf(player.token)).toMatchObject({ finished: 1, bet_amount: 800 });
    expect(await balances(player.id)).toEqual({ cash: 600, bonus: 0 });
    const release = await services().ledgerService.findTransferByKey(
      `bonus-wagered:${player.bonusId}`,
    );
    expect(release).toMatchObject({ type: 'bonus_release', amount: 600 });
    expect(await services().bonusesService.hasActiveBonus(player.id)).toBe(false);
    await expectLedgerSound();
  });

  it('spins that win nothing end the bonus with nothing to wager', async () => {
    const player = await spinner();
    for (const n of [1, 2, 3]) {
      await player.freeBet(`z-${n}`, `r-${n}`);
      await player.win(`z-${n}`, 0, `r-${n}`);
    }
    await services().bonusesService.settled();
    expect(await spinsBonusOf(player.token)).toMatchObject({
      active: 1,
      finished: 1,
      bet_total: 0,
      free_spins: { left: 0 },
    });
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 0 });
    expect(await services().bonusesService.hasActiveBonus(player.id)).toBe(false);
    await expectLedgerSound();
  });

  it('expiry forfeits the winnings; a spin’s late win goes to the house', async () => {
    const player = await spinner();
    await player.freeBet('e-1', 'r-1');
    await player.win('e-1', 500, 'r-1');
    await player.freeBet('e-2', 'r-2');
    await t.runtime.database.db.execute(
      sql`update player_bonuses set expires_at = now() - interval '1 minute' where id = ${player.bonusId}`,
    );
    await services().bonusesService.expireDue();
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 0 });
    const late = await player.win('e-2', 700, 'r-2');
    expect(late.answer).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 0 });
    expect((await player.send('authenticate')).answer.free_rounds).toBeUndefined();
    await expectLedgerSound();
  });
});
