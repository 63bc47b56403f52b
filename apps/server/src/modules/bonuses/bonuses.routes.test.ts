import type {
  Bonus,
  BonusActivationResponse,
  BonusesResponse,
  BonusOffer,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  api,
  BTC_ADDRESS,
  btcId,
  depositBtc,
  staffToken,
  t,
  useWalletApp,
  user,
  verifiedPlayer,
} from '../../test/wallet';
import { registerTestStudio } from '../../test/providers';

useWalletApp();

const bonuses = async (token: string) =>
  ((await api.post('/api/user/bonuses', {}, { token })).body as unknown as BonusesResponse).bonuses;
const activate = (token: string, id: unknown, active: unknown, locale?: string) =>
  api.post('/api/user/bonuses/active', { id, active }, { token, ...(locale ? { locale } : {}) });
const byMessage = (list: Bonus[], percent: number) =>
  list.find((bonus) => bonus.bonus_message.includes(`${percent}% deposit bonus`))!;

describe('bonuses (spec §3, §4, §7)', () => {
  it('offers the open deposit bonuses of the player’s currency, with texts per locale', async () => {
    const player = await verifiedPlayer({ currency: 'EUR' });
    const list = await bonuses(player.token);
    expect(list).toHaveLength(3);
    for (const bonus of list) {
      expect(bonus).toMatchObject({
        active: 0,
        finished: 0,
        bonus_key: 'DEPOSIT_BONUS_CASH',
        bet_amount: 0,
        bet_total: 0,
        days_left: 30,
      });
      expect(bonus.bonus_message).toMatch(/^Demo offer: \d+% deposit bonus up to \d+ EUR/);
      expect(bonus.lang.map((text) => text.lang).sort()).toEqual(['ES', 'ZH-CN']);
      const expiry = new Date(bonus.expireDateTime!).getTime();
      expect(Math.abs(expiry - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    }
    // Listing again offers nothing twice.
    expect((await bonuses(player.token)).map((bonus) => bonus.id).sort()).toEqual(
      list.map((bonus) => bonus.id).sort(),
    );
  });

  it('claims one with the bonus_update text, declines another, and refuses what is no longer available', async () => {
    const player = await verifiedPlayer();
    const list = await bonuses(player.token);
    const big = byMessage(list, 125);
    const half = byMessage(list, 50);
    const full = byMessage(list, 100);

    const claimed = await activate(player.token, big.id, 1);
    expect(claimed.status).toBe(200);
    const answer = claimed.body as unknown as BonusActivationResponse;
    expect(answer.message).toBe('Your bonus is active.');
    expect(answer.bonus).toMatchObject({ id: big.id, active: 1, finished: 0, days_left: 30 });
    expect(answer.user.id).toBe(player.id);

    // One running bonus at a time; declining another is fine, in the player's language.
    const second = await activate(player.token, full.id, 1, 'es');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'Ya tienes un bono en curso. Completa su requisito de apuesta antes de reclamar otro.',
    );
    const declined = await activate(player.token, half.id, -1, 'es');
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('Has rechazado este bono.');
    expect((declined.body as unknown as BonusActivationResponse).bonus.active).toBe(-1);

    for (const [id, active] of [
      [big.id, 1],
      [big.id, -1],
      [half.id, 1],
    ] as const) {
      const again = await activate(player.token, id, active);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This bonus can no longer be claimed or declined.');
    }
    const after = await bonuses(player.token);
    expect(after.find((bonus) => bonus.id === big.id)?.active).toBe(1);
    expect(after.find((bonus) => bonus.id === half.id)?.active).toBe(-1);
    expect(after.find((bonus) => bonus.id === full.id)?.active).toBe(0);
  });

  it('refuses bad input with the validation texts and changes nothing', async () => {
    const player = await verifiedPlayer();
    const [first] = await bonuses(player.token);
    for (const active of [0, 2, 'yes', null]) {
      const res = await activate(player.token, first!.id, active);
      expect(res.status).toBe(422);
      expect(res.body.errors?.active).toBeDefined();
    }
    const missing = await activate(player.token, undefined, 1);
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.id).toBeDefined();
    const unknown = await activate(player.token, 987_654_321, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This bonus does not exist.');
    expect((await bonuses(player.token)).every((bonus) => bonus.active === 0)).toBe(true);
    // Without a token nothing is listed or changed.
    expect((await api.post('/api/user/bonuses', {})).status).toBe(401);
    expect((await api.post('/api/user/bonuses/active', { id: first!.id, active: 1 })).status).toBe(
      401,
    );
  });

  it('lets no player see, claim or decline another player’s bonus', async () => {
    const alice = await verifiedPlayer();
    const bob = await verifiedPlayer();
    const [alices] = await bonuses(alice.token);
    const bobs = await bonuses(bob.token);
    expect(bobs.some((bonus) => bonus.id === alices!.id)).toBe(false);
    for (const active of [1, -1]) {
      const res = await activate(bob.token, alices!.id, active);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This bonus does not exist.');
    }
    expect((await bonuses(alice.token)).find((bonus) => bonus.id === alices!.id)?.active).toBe(0);
  });

  it('blocks withdrawals while a claimed bonus runs (spec §5), and only then', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(player, '0.001'); // 50.00 USD
    const id = await btcId(player.token);
    const withdraw = (locale?: string) =>
      api.post(
        '/api/wallet/request/withdrawal',
        { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount: 20 },
        { token: player.token, ...(locale ? { locale } : {}) },
      );
    const list = await bonuses(player.token);
    // Offered or declined bonuses block nothing.
    expect((await activate(player.token, byMessage(list, 50).id, -1)).status).toBe(200);
    expect((await withdraw()).status).toBe(200);
    expect((await user(player.token)).w_balance).toBe(3_000);
    expect((await activate(player.token, byMessage(list, 100).id, 1)).status).toBe(200);
    const blocked = await withdraw();
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toBe(
      'You have an active bonus, please fulfill the wagering requirement before request Withdrawal',
    );
    // The same refusal in the player's language.
    expect((await withdraw('es')).body.message).toBe(
      'Tienes un bono activo; cumple el requisito de apuesta antes de solicitar un retiro',
    );
    expect((await withdraw('zh-CN')).body.message).toBe(
      '您有一个进行中的奖金，请先完成投注要求再申请提款',
    );
    expect((await user(player.token)).w_balance).toBe(3_000);
  });

  it('lets an admin create, list and retire offers; players see them, other staff may not touch them', async () => {
    const admin = await staffToken('admin');
    const support = await staffToken('support');
    const player = await verifiedPlayer({ currency: 'EUR' });
    const offer = {
      code: 'weekend-75-eur',
      bonus_key: 'DEPOSIT_BONUS_CASH',
      currency: 'EUR',
      message: 'Weekend: 75% deposit bonus up to 150 EUR (test data)',
      lang: [
        { lang: 'ES', message: 'Fin de semana: bono del 75% hasta 150 EUR (datos de prueba)' },
      ],
      match_percent: 75,
      max_amount: '150.00',
      min_deposit: '25',
      wagering_multiple: 20,
      valid_days: 7,
    };
    const create = (body: unknown, token = admin, locale?: string) =>
      api.post('/api/admin/bonuses/offers', body, { token, ...(locale ? { locale } : {}) });

    for (const token of [support, player.token]) {
      expect((await create(offer, token)).status).toBe(403);
      expect((await api.get('/api/admin/bonuses/offers', { token })).status).toBe(403);
      const retire = await api.post('/api/admin/bonuses/offers/retire', { code: 'x' }, { token });
      expect(retire.status).toBe(403);
    }

    const bad = await create(
      { ...offer, code: 'Bad Code', max_amount: '1.001', match_percent: 0, valid_days: 0 },
      admin,
      'es',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.code).toEqual(['Formato no válido.']);
    expect(bad.body.errors?.max_amount).toBeDefined();
    expect(bad.body.errors?.match_percent).toBeDefined();
    expect(bad.body.errors?.valid_days).toBeDefined();

    const created = await create(offer);
    expect(created.status).toBe(200);
    expect((created.body as unknown as { offer: BonusOffer }).offer).toMatchObject({
      code: 'weekend-75-eur',
      match_percent: 75,
      max_amount: 15_000,
      min_deposit: 2_500,
      wagering_multiple: 20,
      valid_days: 7,
      retired_at: null,
      lang: [{ key: 'bonus_message', lang: 'ES', message: offer.lang[0]!.message }],
    });
    const again = await create(offer);
    expect(again.status).toBe(422);
    expect(again.body.errors?.code).toEqual(['An offer with this code already exists.']);

    const weekend = (await bonuses(player.token)).find((bonus) =>
      bonus.bonus_message.startsWith('Weekend: 75%'),
    );
    expect(weekend).toMatchObject({ active: 0, days_left: 7 });
    expect((await activate(player.token, weekend!.id, 1)).status).toBe(200);

    const retired = await api.post(
      '/api/admin/bonuses/offers/retire',
      { code: 'weekend-75-eur' },
      { token: admin },
    );
    expect(retired.status).toBe(200);
    const listed = (await api.get('/api/admin/bonuses/offers', { token: admin })).body
      .offers as BonusOffer[];
    const entry = listed.find((item) => item.code === 'weekend-75-eur');
    expect(entry).toMatchObject({ claimed: 1, declined: 0 });
    expect(entry?.retired_at).not.toBeNull();
    // A retired offer reaches no new player; the one who claimed it keeps it.
    const newcomer = await verifiedPlayer({ currency: 'EUR' });
    expect(
      (await bonuses(newcomer.token)).some((bonus) => bonus.bonus_message.startsWith('Weekend')),
    ).toBe(false);
    expect((await bonuses(player.token)).find((bonus) => bonus.id === weekend!.id)?.active).toBe(1);
    const unknown = await api.post(
      '/api/admin/bonuses/offers/retire',
      { code: 'no-such-offer' },
      { token: admin },
    );
    expect(unknown.status).toBe(404);
  });

  it('lets an admin create free spins on a studio’s slot, within 500 spins, and players see them', async () => {
    const admin = await staffToken('admin');
    const { slotId } = await registerTestStudio(t.runtime);
    const crash = (await api.post('/api/games/list', { tab: 'original' })).body.games as {
      game_id: number;
    }[];
    const offer = {
      code: 'spins-25-eur',
      bonus_key: 'FREE_SPINS',
      currency: 'EUR',
      message: '25 free spins of 0.40 EUR (test data)',
      lang: [{ lang: 'ZH-CN', message: '25 次免费旋转（测试数据）' }],
      free_spins: 25,
      spin_value: '0.40',
      game_id: slotId,
      wagering_multiple: 10,
      valid_days: 3,
    };
    const create = (body: unknown, locale?: string) =>
      api.post('/api/admin/bonuses/offers', body, { token: admin, ...(locale ? { locale } : {}) });

    const bad = await create({ ...offer, free_spins: 501, spin_value: '0.001' }, 'es');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.free_spins).toBeDefined();
    expect(bad.body.errors?.spin_value).toBeDefined();
    // Only a studio's game plays free rounds: not an unknown one, not one of ours.
    const unknown = await create({ ...offer, game_id: 999_999 }, 'es');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.game_id).toEqual([
      'Elige un juego de un estudio para los giros gratis.',
    ]);
    expect(crash.length).toBeGreaterThan(0);
    const ours = await create({ ...offer, game_id: crash[0]!.game_id });
    expect(ours.status).toBe(422);
    expect(ours.body.errors?.game_id).toEqual(['Choose a game of a studio for the free spins.']);

    const created = await create(offer);
    expect(created.status).toBe(200);
    expect((created.body as unknown as { offer: BonusOffer }).offer).toMatchObject({
      bonus_key: 'FREE_SPINS',
      free_spins: 25,
      spin_value: 40,
      game_id: slotId,
      match_percent: null,
      max_amount: null,
    });
    const player = await verifiedPlayer({ currency: 'EUR' });
    const spins = (await bonuses(player.token)).find((bonus) => bonus.bonus_key === 'FREE_SPINS');
    expect(spins).toMatchObject({
      active: 0,
      bet_total: 0,
      free_spins: { left: 25, total: 25, spin_value: 40, game_id: slotId },
    });
    expect(spins?.free_spins?.game_name).toContain('Slot');
    const claimed = await activate(player.token, spins!.id, 1);
    expect(claimed.status).toBe(200);
    expect((claimed.body as unknown as BonusActivationResponse).bonus.free_spins).toMatchObject({
      left: 25,
    });
  });
});
