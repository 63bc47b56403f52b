import type { BonusesResponse, CrashBet, CrashStateResponse, User } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { leadCrash, waitFor } from '../../test/crash-rounds';
import { signUpPlayer } from '../../test/http';
import { prepareChain } from '../../test/originals';
import { registerTestStudio, studioSeat } from '../../test/providers';
import { usePostgresTestApp } from '../../test/suite';
import { signedHeaders } from '../../test/wallet';
import { TEST_OPERATOR } from '../../test/staff';

/**
 * Bonus money in play (issue 16, decision 035) on PostgreSQL, through the real paths: a claimed
 * deposit bonus funded by a signed gateway report, bets and wins of the seamless wallet, the
 * wagering hook, completion to cash and expiry to the house; the ledger verified after each.
 */
const serverUrl = postgresTestUrl();

/** 1 BTC = 50,000.00 USD: 0.0004 BTC is a 20.00 USD deposit. */
const TWENTY_USD_IN_BTC = '0.0004';

describe.runIf(serverUrl)('bonus money in play (decision 035) on PostgreSQL', () => {
  const { t, api } = usePostgresTestApp(serverUrl);
  let slotId: number;
  let offerMessage: string;

  beforeAll(async () => {
    ({ slotId } = await registerTestStudio(t.runtime));
    t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
    // 100 % up to 50.00, from a 10.00 deposit, wagered twice: a 20.00 deposit gives 20.00 of
    // bonus money and 40.00 of wagering.
    const offer = await t.runtime.services.bonusesService.createOffer(TEST_OPERATOR, {
      code: 'test-match-100',
      bonus_key: 'DEPOSIT_BONUS_CASH',
      currency: 'USD',
      message: 'Test offer: 100% up to 50 USD, wagered twice',
      lang: [],
      match_percent: 100,
      max_amount: 5000,
      min_deposit: 1000,
      wagering_multiple: 2,
      valid_days: 7,
      game_weights: { originals: 50, slots: 100, table: 10, live: 10 },
      deposit_number: null,
    });
    offerMessage = offer.message;
  });

  const services = () => t.runtime.services;
  let leaders: ReturnType<typeof leadCrash> | undefined;
  afterAll(async () => {
    await leaders?.stop();
  });

  async function userOf(token: string): Promise<User> {
    return (await api.get('/api/user', { token })).body.user as User;
  }

  async function bonusesOf(token: string) {
    const res = await api.post('/api/user/bonuses', {}, { token });
    expect(res.status).toBe(200);
    return (res.body as unknown as BonusesResponse).bonuses;
  }

  async function bonusOf(token: string) {
    const bonus = (await bonusesOf(token)).find((entry) => entry.bonus_message === offerMessage);
    if (!bonus) throw new Error('the test offer is not listed');
    return bonus;
  }

  let txCounter = 0;
  /** Pays `btc` to the player's BTC address, reported by the signed gateway webhook. */
  async function depositBtc(token: string, btc: string) {
    const address = (await api.post('/api/wallet/depositwallet', { symbol: 'BTC' }, { token })).body
      .address as string;
    txCounter += 1;
    const raw = JSON.stringify({
      coin: 'BTC',
      txid: `b0b0${String(txCounter).padStart(60, '0')}`,
      vout: 0,
      address,
      amount: btc,
      confirmations: 6,
    });
    const res = await api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
      headers: signedHeaders(raw),
    });
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.status).toBe(200);
  }

  /** A verified USD player who claimed the test offer (and, unless told, deposited 20.00). */
  async function bonusPlayer(options: { deposit?: string | null } = {}) {
    const player = await signUpPlayer(api, { currency: 'USD' });
    await services().usersService.markEmailVerified(player.id);
    const listed = await bonusOf(player.token);
    const claim = await api.post(
      '/api/user/bonuses/active',
      { id: listed.id, active: 1 },
      { token: player.token },
    );
    expect(claim.status).toBe(200);
    const deposit = options.deposit === undefined ? TWENTY_USD_IN_BTC : options.deposit;
    if (deposit !== null) await depositBtc(player.token, deposit);
    return { ...player, bonusId: listed.id };
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

  /** The player's seamless-wallet calls on the test slot. */
  const slotSeat = (playerToken: string) =>
    studioSeat(t.app, api, playerToken, { id: slotId, code: 'test-studio-slot' });

  it('funds the claimed bonus on the qualifying deposit, once, through the ledger', async () => {
    const player = await bonusPlayer();
    expect(await balances(player.id)).toEqual({ cash: 2000, bonus: 2000 });
    const user = await userOf(player.token);
    expect(user).toMatchObject({ balance: 4000, w_balance: 2000, w_bonus_balance: 2000 });
    expect(await bonusOf(player.token)).toMatchObject({
      active: 1,
      finished: 0,
      bet_amount: 0,
      bet_total: 4000,
    });
    const credit = await services().ledgerService.findTransferByKey(
      `bonus-credit:${player.bonusId}`,
    );
    expect(credit).toMatchObject({ type: 'bonus', amount: 2000, currency: 'USD' });

    // A second deposit is cash only: the bonus was funded by the first.
    await depositBtc(player.token, TWENTY_USD_IN_BTC);
    expect(await balances(player.id)).toEqual({ cash: 4000, bonus: 2000 });

    // Below the offer's minimum (10.00) nothing is funded, and a later qualifying deposit is.
    const small = await bonusPlayer({ deposit: '0.0001' });
    expect(await balances(small.id)).toEqual({ cash: 500, bonus: 0 });
    expect((await bonusOf(small.token)).bet_total).toBe(0);
    // 0.002 BTC = 100.00: the match stops at the offer's maximum, 50.00.
    await depositBtc(small.token, '0.002');
    expect(await balances(small.id)).toEqual({ cash: 10_500, bonus: 5000 });
    expect((await bonusOf(small.token)).bet_total).toBe(10_000);

    // Running, the bonus blocks withdrawals (spec §5).
    expect(await services().bonusesService.hasActiveBonus(player.id)).toBe(true);
    await expectLedgerSound();
  });

  it('stakes cash first, then bonus money; wins follow the stake; the wagering releases the rest as cash', async () => {
    const player = await bonusPlayer();
    const slot = await slotSeat(player.token);

    // 15.00 from 20.00 of cash: all cash. The provider sees cash and bonus money as the balance.
    const first = await slot.bet('bet-1', 1500, 'round-1');
    expect(first.answer).toMatchObject({ status: 'RS_OK', balance: 2500 });
    expect(await balances(player.id)).toEqual({ cash: 500, bonus: 2000 });

    // 10.00 with 5.00 of cash left: 5.00 cash and 5.00 bonus money.
    const second = await slot.bet('bet-2', 1000, 'round-2');
    expect(second.answer).toMatchObject({ status: 'RS_OK', balance: 1500 });
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 1500 });
    const [stake] = await queryRows<{ bonus_amount: string; bonus_id: string }>(
      t.runtime.database.db,
      sql`select bonus_amount, bonus_id from provider_transactions
          where transaction_uuid = 'bet-2' and user_id = ${player.id}`,
    );
    expect(stake).toEqual({ bonus_amount: '500', bonus_id: String(player.bonusId) });

    // Its 20.00 win goes back half to cash, half to the bonus balance.
    const won = await slot.win('bet-2', 2000, 'round-2');
    expect(won.answer).toMatchObject({ status: 'RS_OK', balance: 3500 });
    expect(await balances(player.id)).toEqual({ cash: 1000, bonus: 2500 });
    await slot.win('bet-1', 0, 'round-1');
    await services().bonusesService.settled();
    expect((await bonusOf(player.token)).bet_amount).toBe(2500);

    // 15.00 more: 10.00 cash, 5.00 bonus money; lost. 40.00 wagered: the bonus is done and
    // its 20.00 left become cash.
    await slot.bet('bet-3', 1500, 'round-3');
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 2000 });
    await slot.win('bet-3', 0, 'round-3');
    await services().bonusesService.settled();
    expect(await bonusOf(player.token)).toMatchObject({
      active: 1,
      finished: 1,
      bet_amount: 4000,
      bet_total: 4000,
    });
    expect(await balances(player.id)).toEqual({ cash: 2000, bonus: 0 });
    const release = await services().ledgerService.findTransferByKey(
      `bonus-wagered:${player.bonusId}`,
    );
    expect(release).toMatchObject({ type: 'bonus_release', amount: 2000 });
    expect(await services().bonusesService.hasActiveBonus(player.id)).toBe(false);
    const [bonusRow] = await queryRows<{ ended_as: string }>(
      t.runtime.database.db,
      sql`select ended_as from player_bonuses where id = ${player.bonusId}`,
    );
    expect(bonusRow?.ended_as).toBe('wagered');
    await expectLedgerSound();
  });

  it('returns a rolled-back stake where each part came from', async () => {
    const player = await bonusPlayer();
    const slot = await slotSeat(player.token);
    await slot.bet('mixed', 3000, 'round-1');
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 1000 });
    const back = await slot.rollback('mixed', 'round-1');
    expect(back.answer).toMatchObject({ status: 'RS_OK', balance: 4000 });
    expect(await balances(player.id)).toEqual({ cash: 2000, bonus: 2000 });
    // A rolled-back bet counts nothing towards the wagering.
    await services().bonusesService.settled();
    expect((await bonusOf(player.token)).bet_amount).toBe(0);
    await expectLedgerSound();
  });

  it('counts each settled bet once, weighted by its kind of game', async () => {
    const player = await bonusPlayer();
    const crashBet = {
      reference: `crash:1:${player.id}`,
      userId: player.id,
      playerName: player.name,
      game: 'crash',
      currency: 'USD',
      amount: 1000,
      payout: 0,
      outcome: 'lost' as const,
      settledAt: new Date(),
    };
    // Crash games weigh 50 % in this offer; the hook may hear of a bet twice.
    await Promise.all([
      services().bonusesService.recordWager(crashBet),
      services().bonusesService.recordWager(crashBet),
    ]);
    await services().bonusesService.recordWager(crashBet);
    expect((await bonusOf(player.token)).bet_amount).toBe(500);
    // A refunded bet counts nothing.
    await services().bonusesService.recordWager({
      ...crashBet,
      reference: `crash:2:${player.id}`,
      outcome: 'refunded',
    });
    expect((await bonusOf(player.token)).bet_amount).toBe(500);
  });

  it('forfeits the bonus money left to the house at expiry, once, and a later win of its stake with it', async () => {
    const player = await bonusPlayer();
    const slot = await slotSeat(player.token);
    // 30.00: 20.00 cash and 10.00 bonus money, still in play when the bonus expires.
    await slot.bet('open-bet', 3000, 'round-1');
    await queryRows(
      t.runtime.database.db,
      sql`update player_bonuses set expires_at = now() - interval '1 minute'
          where id = ${player.bonusId}`,
    );
    const runs = await Promise.all([
      services().bonusesService.expireDue(),
      services().bonusesService.expireDue(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(1);
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 0 });
    const forfeit = await services().ledgerService.findTransferByKey(
      `bonus-expired:${player.bonusId}`,
    );
    expect(forfeit).toMatchObject({ type: 'bonus_forfeit', amount: 1000 });
    expect(await bonusOf(player.token)).toMatchObject({ finished: 1, days_left: null });
    expect(await services().bonusesService.hasActiveBonus(player.id)).toBe(false);

    // The bet wins 60.00: the cash's two thirds are paid, the bonus money's third is not.
    const won = await slot.win('open-bet', 6000, 'round-1');
    expect(won.answer).toMatchObject({ status: 'RS_OK', balance: 4000 });
    expect(await balances(player.id)).toEqual({ cash: 4000, bonus: 0 });
    await expectLedgerSound();
  });

  it('lets a crash bet stake bonus money too, and pays its win back the way it came', async () => {
    const player = await bonusPlayer();
    // The first round runs to 2.00x at least: the bet's 1.50x auto cash-out is reached.
    await prepareChain(t.runtime, 'crash', { want: ([first]) => (first ?? 0) >= 200, rounds: 1 });
    await services().originalsService.games.updateSettings('crash', { bettingMs: 1500 });
    leaders = leadCrash(t.runtime);
    await waitFor(
      async () =>
        ((await api.get('/api/originals/crash/state')).body as unknown as CrashStateResponse).round
          ?.status === 'betting',
      20_000,
      'a betting window',
    );
    // 30.00 with 20.00 of cash: 10.00 of bonus money.
    const placed = await api.post(
      '/api/originals/crash/bet',
      { amount: '30', auto_cashout: '1.5' },
      { token: player.token, headers: { 'idempotency-key': `bonus-crash-${player.id}` } },
    );
    expect(placed.body).toMatchObject({ status: 'ok' });
    const bet = placed.body.bet as CrashBet;
    expect(await balances(player.id)).toEqual({ cash: 0, bonus: 1000 });
    await waitFor(async () => (await balances(player.id)).cash > 0, 30_000, 'the bet to be paid');
    // 45.00 at 1.50x: a third (15.00) to the bonus balance, the rest (30.00) to cash.
    expect(await balances(player.id)).toEqual({ cash: 3000, bonus: 2500 });
    const bonusShare = await services().ledgerService.findTransferByKey(
      `crash:${bet.id}:win-bonus`,
    );
    expect(bonusShare).toMatchObject({ type: 'win', amount: 1500 });
    // The crash games weigh 50 % in this offer: 15.00 of the 40.00 asked.
    await waitFor(
      async () => (await bonusOf(player.token)).bet_amount > 0,
      10_000,
      'the wager to count',
    );
    expect((await bonusOf(player.token)).bet_amount).toBe(1500);
    await expectLedgerSound();
  }, 60_000);

  it('funds a welcome ladder step on its own deposit only, and offers it only while it is to come', async () => {
    const step = await services().bonusesService.createOffer(TEST_OPERATOR, {
      code: 'test-ladder-second',
      bonus_key: 'DEPOSIT_BONUS_CASH',
      currency: 'USD',
      message: 'Test ladder: 50% on your second deposit, wagered once',
      lang: [],
      match_percent: 50,
      max_amount: 5000,
      min_deposit: 1000,
      wagering_multiple: 1,
      valid_days: 7,
      game_weights: { originals: 100, slots: 100, table: 10, live: 10 },
      deposit_number: 2,
    });
    expect(step.deposit_number).toBe(2);
    const ladderOf = async (token: string) =>
      (await bonusesOf(token)).find((entry) => entry.bonus_message === step.message);

    const player = await signUpPlayer(api, { currency: 'USD' });
    await services().usersService.markEmailVerified(player.id);
    const offered = await ladderOf(player.token);
    expect(offered).toBeDefined();
    const claim = await api.post(
      '/api/user/bonuses/active',
      { id: offered!.id, active: 1 },
      { token: player.token },
    );
    expect(claim.status).toBe(200);
    // The first deposit is not the step's: cash only.
    await depositBtc(player.token, TWENTY_USD_IN_BTC);
    expect(await balances(player.id)).toEqual({ cash: 2000, bonus: 0 });
    // The second is: 50 % of 20.00.
    await depositBtc(player.token, TWENTY_USD_IN_BTC);
    expect(await balances(player.id)).toEqual({ cash: 4000, bonus: 1000 });
    expect((await ladderOf(player.token))?.bet_total).toBe(1000);

    // A player past their second deposit is no longer offered it.
    const later = await signUpPlayer(api, { currency: 'USD' });
    await services().usersService.markEmailVerified(later.id);
    await depositBtc(later.token, TWENTY_USD_IN_BTC);
    await depositBtc(later.token, TWENTY_USD_IN_BTC);
    expect(await ladderOf(later.token)).toBeUndefined();
    await expectLedgerSound();
  });
});
