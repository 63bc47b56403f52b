import type { StaffBonusOffer } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { registerTestStudio } from '../../test/providers';
import { api, depositBtc, t, useWalletApp, verifiedPlayer } from '../../test/wallet';
import {
  admin,
  bonusOf,
  claim,
  content,
  createOffer,
  depositOffer,
  listedOffer,
  patchOffer,
  tokenOf,
  trail,
  useBonusStaff,
} from './bonuses.admin.fixtures';

/**
 * Bonus offers edited in the back office (issue 17 "Bonuses", `bonuses.manage`) over HTTP on
 * the embedded database: every edit audited, and no edit reaching a bonus a player already
 * holds. Scheduling and the claims list: bonuses.admin.claims.routes.test.ts.
 */
useWalletApp();
useBonusStaff();

describe('PATCH /api/admin/bonuses/offers/:code', () => {
  it('edits the texts, terms and days; players see the offer as it now stands; the trail has before and after', async () => {
    await createOffer(depositOffer('edit-usd'));
    const res = await patchOffer('edit-usd', {
      message: 'Offer edit-usd: 150% deposit match up to 250.50 USD (test data)',
      lang: [
        { lang: 'ES', message: 'Bono del 150% hasta 250,50 USD (datos de prueba)' },
        { lang: 'ZH-CN', message: '150% 存款奖金（测试数据）' },
      ],
      wagering_multiple: 25,
      valid_days: 14,
      match_percent: 150,
      max_amount: '250.50',
      min_deposit: 30,
    });
    expect(res.status).toBe(200);
    const expected = {
      code: 'edit-usd',
      message: 'Offer edit-usd: 150% deposit match up to 250.50 USD (test data)',
      match_percent: 150,
      max_amount: 25_050,
      min_deposit: 3_000,
      wagering_multiple: 25,
      valid_days: 14,
      starts_at: null,
      ends_at: null,
      retired_at: null,
      claimed: 0,
    };
    expect(res.body.offer).toMatchObject(expected);
    expect((res.body.offer as StaffBonusOffer).lang).toEqual([
      {
        key: 'bonus_message',
        lang: 'ES',
        message: 'Bono del 150% hasta 250,50 USD (datos de prueba)',
      },
      { key: 'bonus_message', lang: 'ZH-CN', message: '150% 存款奖金（测试数据）' },
    ]);
    expect(await listedOffer('edit-usd')).toMatchObject(expected);

    const player = await verifiedPlayer();
    expect(await bonusOf(player.token, 'edit-usd')).toMatchObject({
      bonus_message: expected.message,
      days_left: 14,
      lang: [{ lang: 'ES' }, { lang: 'ZH-CN' }],
    });

    const entries = await trail('target_type=bonus_offer&target_id=edit-usd');
    expect(entries.map((entry) => entry.action)).toEqual([
      'bonus_offer.update',
      'bonus_offer.create',
    ]);
    expect(entries[0]).toMatchObject({
      staff_role: 'content',
      source: 'api',
      before: {
        message: 'Offer edit-usd: 100% deposit match (test data)',
        lang: [],
        match_percent: 100,
        max_amount: 10_000,
        min_deposit: 2_000,
        wagering_multiple: 10,
        valid_days: 7,
        starts_at: null,
      },
      after: {
        match_percent: 150,
        max_amount: 25_050,
        min_deposit: 3_000,
        wagering_multiple: 25,
        valid_days: 14,
      },
    });
  });

  it('refuses bad input on its fields, terms an offer does not have and unknown offers, changing nothing', async () => {
    await createOffer(depositOffer('strict-usd'));
    const { slotId } = await registerTestStudio(t.runtime);
    await createOffer({
      code: 'spins-edit-usd',
      bonus_key: 'FREE_SPINS',
      currency: 'USD',
      message: 'Offer spins-edit-usd: 10 free spins (test data)',
      free_spins: 10,
      spin_value: '0.20',
      game_id: slotId,
      wagering_multiple: 5,
      valid_days: 3,
    });
    await t.runtime.services.bonusesService.seedOffers([
      {
        code: 'cashback-edit-usd',
        bonusKey: 'CASHBACK',
        currency: 'USD',
        message: 'Weekly cashback (test data)',
        validDays: 7,
      },
    ]);
    const before = await listedOffer('strict-usd');
    const audited = (await trail('target_type=bonus_offer')).length;

    const bad = await patchOffer(
      'strict-usd',
      {
        match_percent: 0,
        max_amount: '1.001',
        valid_days: 0,
        wagering_multiple: -1,
        starts_at: 'tomorrow',
        lang: [{ lang: 'FR', message: 'Bonus' }],
      },
      content(),
      'es',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'lang.0.lang',
      'match_percent',
      'max_amount',
      'starts_at',
      'valid_days',
      'wagering_multiple',
    ]);
    expect(bad.body.errors?.starts_at).toEqual(['Formato no válido.']);

    // What may not change (its kind, its currency...) is refused as an unknown field.
    for (const body of [{ bonus_key: 'FREE_SPINS' }, { currency: 'EUR' }, { game_weights: {} }]) {
      const res = await patchOffer('strict-usd', body);
      expect(res.status).toBe(422);
      expect(res.body.errors?.body).toEqual(['Unknown field.']);
    }
    const empty = await patchOffer('strict-usd', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.body).toEqual(['Change at least one field.']);
    const order = await patchOffer('strict-usd', {
      starts_at: '2030-01-10T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(order.status).toBe(422);
    expect(order.body.errors?.ends_at).toEqual(['The end date may not be before the start date.']);

    const spins = await patchOffer('spins-edit-usd', { match_percent: 50, max_amount: '10' });
    expect(spins.status).toBe(422);
    expect(spins.body.errors).toEqual({
      match_percent: ['This kind of offer has no such term.'],
      max_amount: ['This kind of offer has no such term.'],
    });
    const cashback = await patchOffer('cashback-edit-usd', { message: 'Cashback (edited)' });
    expect(cashback.status).toBe(422);
    expect(cashback.body.errors?.code).toEqual([
      "The weekly cashback's offer follows the cashback terms: change those instead.",
    ]);
    const unknown = await patchOffer('no-such-offer', { valid_days: 3 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This bonus offer does not exist.');

    expect(await listedOffer('strict-usd')).toEqual(before);
    expect((await trail('target_type=bonus_offer')).length).toBe(audited);

    // A free-spins offer nobody holds may change its wagering.
    const wagering = await patchOffer('spins-edit-usd', { wagering_multiple: 8 });
    expect(wagering.status).toBe(200);
    expect(wagering.body.offer).toMatchObject({ wagering_multiple: 8, free_spins: 10 });
    // Once a player holds the spins, each win adds its wagering: the multiple stays.
    const spinner = await verifiedPlayer();
    const offered = (await bonusOf(spinner.token, 'spins-edit-usd'))!;
    expect((await claim(spinner.token, offered.id)).status).toBe(200);
    const frozen = await patchOffer('spins-edit-usd', { wagering_multiple: 9 });
    expect(frozen.status).toBe(422);
    expect(frozen.body.errors?.wagering_multiple?.[0]).toMatch(/^Players hold this offer/);
  });

  it('never changes a bonus a player holds: money terms stay while it waits for its deposit, and a funded bonus keeps its money', async () => {
    await createOffer(depositOffer('held-usd'));
    const alice = await verifiedPlayer();
    const offered = (await bonusOf(alice.token, 'held-usd'))!;
    expect((await claim(alice.token, offered.id)).status).toBe(200);
    const claimed = (await bonusOf(alice.token, 'held-usd'))!;

    // Alice claimed 100% up to 100.00, wagered 10 times: those terms wait for her deposit.
    const refused = await patchOffer('held-usd', { match_percent: 50, wagering_multiple: 5 });
    expect(refused.status).toBe(422);
    const held =
      'Players hold this offer on its current terms (1 claimed): these terms cannot change. Retire it and create a new offer instead.';
    expect(refused.body.errors).toEqual({ match_percent: [held], wagering_multiple: [held] });
    // The same values, texts and days still change; her bonus keeps its expiry.
    const texts = await patchOffer('held-usd', {
      match_percent: 100,
      message: 'Offer held-usd: 100% deposit match, typo fixed (test data)',
      valid_days: 3,
    });
    expect(texts.status).toBe(200);
    const after = (await bonusOf(alice.token, 'held-usd'))!;
    expect(after.expireDateTime).toBe(claimed.expireDateTime);
    expect(after.days_left).toBe(7);

    // Her deposit of 50.00 funds it on the terms she claimed.
    await depositBtc(alice, '0.001');
    const funded = (await bonusOf(alice.token, 'held-usd'))!;
    expect(funded).toMatchObject({ active: 1, amount: 5_000, bet_total: 50_000 });

    // Funded, its money and wagering are its own: the terms may now change for later claims.
    const changed = await patchOffer('held-usd', { match_percent: 50, wagering_multiple: 40 });
    expect(changed.status).toBe(200);
    expect(await bonusOf(alice.token, 'held-usd')).toMatchObject({
      amount: 5_000,
      bet_total: 50_000,
      expireDateTime: claimed.expireDateTime,
    });
    const bob = await verifiedPlayer();
    const bobs = (await bonusOf(bob.token, 'held-usd'))!;
    expect(bobs.days_left).toBe(3);
    expect((await claim(bob.token, bobs.id)).status).toBe(200);
    await depositBtc(bob, '0.001');
    expect(await bonusOf(bob.token, 'held-usd')).toMatchObject({
      amount: 2_500,
      bet_total: 100_000,
    });

    const entries = await trail(
      'target_type=bonus_offer&target_id=held-usd&action=bonus_offer.update',
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      before: { match_percent: 100, wagering_multiple: 10 },
      after: { match_percent: 50, wagering_multiple: 40 },
    });
  });
});

describe('who may edit offers and see their claims', () => {
  it('admin and content may; finance, support and players get 403; visitors 401', async () => {
    await createOffer(depositOffer('roles-usd'));
    const player = await verifiedPlayer();
    const calls = [
      {
        method: 'patch' as const,
        url: '/api/admin/bonuses/offers/roles-usd',
        body: { valid_days: 9 },
      },
      { method: 'get' as const, url: '/api/admin/bonuses/offers/roles-usd/claims' },
    ];
    const roles = [
      ['admin', admin()],
      ['content', content()],
      ['finance', tokenOf('finance')],
      ['support', tokenOf('support')],
      ['player', player.token],
      ['visitor', undefined],
    ] as const;
    for (const call of calls) {
      for (const [role, token] of roles) {
        const options = token ? { token } : {};
        const res =
          call.method === 'get'
            ? await api.get(call.url, options)
            : await api.patch(call.url, call.body, options);
        const expected =
          role === 'visitor' ? 401 : role === 'admin' || role === 'content' ? 200 : 403;
        expect(res.status, `${role} ${call.method} ${call.url}`).toBe(expected);
      }
    }
    // Only the two allowed edits are in the trail.
    const entries = await trail(
      'target_type=bonus_offer&target_id=roles-usd&action=bonus_offer.update',
    );
    expect(entries.map((entry) => entry.staff_role).sort()).toEqual(['admin', 'content']);
  });
});
