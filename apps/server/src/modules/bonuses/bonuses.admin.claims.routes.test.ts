import type { BonusClaim, BonusClaimsResponse } from '@casino/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { api, depositBtc, useWalletApp, verifiedPlayer } from '../../test/wallet';
import {
  admin,
  bonusOf,
  claim,
  content,
  createOffer,
  depositOffer,
  patchOffer,
  trail,
  useBonusStaff,
} from './bonuses.admin.fixtures';

/**
 * Bonus offers scheduled, and who claimed them, in the back office (issue 17 "Bonuses",
 * `bonuses.manage`) over HTTP on the embedded database.
 */
useWalletApp();
useBonusStaff();

describe('scheduling an offer (PATCH starts_at / ends_at)', () => {
  it('creates an offer with its schedule: not offered before it starts; an end before the start is refused', async () => {
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await createOffer(depositOffer('from-tomorrow-usd', { starts_at: startsAt }));
    expect(created).toMatchObject({ starts_at: startsAt, ends_at: null });
    const player = await verifiedPlayer();
    expect(await bonusOf(player.token, 'from-tomorrow-usd')).toBeUndefined();
    const backwards = await api.post(
      '/api/admin/bonuses/offers',
      depositOffer('backwards-usd', {
        starts_at: startsAt,
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      { token: content() },
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors?.ends_at).toBeDefined();
  });

  it('schedules an offer: nobody is offered it before starts_at, players are from then, and none after ends_at', async () => {
    await createOffer(depositOffer('later-usd'));
    const startsAt = new Date(Date.now() + 2_000);
    const scheduled = await patchOffer('later-usd', { starts_at: startsAt.toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.offer).toMatchObject({
      starts_at: startsAt.toISOString(),
      ends_at: null,
    });

    const early = await verifiedPlayer();
    expect(await bonusOf(early.token, 'later-usd')).toBeUndefined();
    await sleep(Math.max(0, startsAt.getTime() - Date.now()) + 100);
    expect(await bonusOf(early.token, 'later-usd')).toMatchObject({ active: 0, days_left: 7 });

    // An end two days away: a player offered it now has it until then, not for 7 days.
    const endsAt = new Date(Date.now() + 2 * 86_400_000);
    expect((await patchOffer('later-usd', { ends_at: endsAt.toISOString() })).status).toBe(200);
    const soon = await verifiedPlayer();
    expect((await bonusOf(soon.token, 'later-usd'))?.expireDateTime).toBe(endsAt.toISOString());

    // Ended: no new player is offered it; those who were keep it.
    const ended = await patchOffer('later-usd', {
      starts_at: null,
      ends_at: new Date(Date.now() - 1_000).toISOString(),
    });
    expect(ended.status).toBe(200);
    const late = await verifiedPlayer();
    expect(await bonusOf(late.token, 'later-usd')).toBeUndefined();
    expect(await bonusOf(early.token, 'later-usd')).toMatchObject({ active: 0 });

    const [latest] = await trail('target_type=bonus_offer&target_id=later-usd');
    expect(latest).toMatchObject({
      action: 'bonus_offer.update',
      before: { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() },
      after: { starts_at: null },
    });
  });
});

describe('GET /api/admin/bonuses/offers/:code/claims', () => {
  it('lists who claimed or declined an offer, the latest first, with their money and wagering; paged and filtered', async () => {
    // Wagered 0 times: a funded bonus finishes at once.
    await createOffer(depositOffer('claims-usd', { wagering_multiple: 0 }));
    const claimer = await verifiedPlayer();
    const decliner = await verifiedPlayer();
    const onlyOffered = await verifiedPlayer();
    const depositor = await verifiedPlayer();
    for (const player of [claimer, decliner, onlyOffered, depositor]) {
      expect(await bonusOf(player.token, 'claims-usd')).toBeDefined();
    }
    expect(
      (await claim(claimer.token, (await bonusOf(claimer.token, 'claims-usd'))!.id)).status,
    ).toBe(200);
    const declined = await api.post(
      '/api/user/bonuses/active',
      { id: (await bonusOf(decliner.token, 'claims-usd'))!.id, active: -1 },
      { token: decliner.token },
    );
    expect(declined.status).toBe(200);
    expect(
      (await claim(depositor.token, (await bonusOf(depositor.token, 'claims-usd'))!.id)).status,
    ).toBe(200);
    await depositBtc(depositor, '0.001');

    const res = await api.get('/api/admin/bonuses/offers/claims-usd/claims', { token: content() });
    expect(res.status).toBe(200);
    const answer = res.body as unknown as BonusClaimsResponse;
    expect(answer.offer).toMatchObject({ code: 'claims-usd', claimed: 2, declined: 1 });
    expect(answer.total).toBe(3);
    expect(answer.claims.map((entry) => entry.player.id)).toEqual([
      depositor.id,
      decliner.id,
      claimer.id,
    ]);
    const [funded, refusal, waiting] = answer.claims as [BonusClaim, BonusClaim, BonusClaim];
    expect(funded).toEqual({
      id: expect.any(Number),
      player: { id: depositor.id, name: depositor.name, email: depositor.email },
      status: 'finished',
      ended_as: 'wagered',
      amount: 5_000,
      bet_amount: 0,
      bet_total: 0,
      claimed_at: expect.any(String),
      declined_at: null,
      finished_at: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(refusal).toMatchObject({
      player: { email: decliner.email },
      status: 'declined',
      claimed_at: null,
      declined_at: expect.any(String),
    });
    expect(waiting).toMatchObject({ status: 'active', amount: 0, ended_as: null });

    const page = await api.get('/api/admin/bonuses/offers/claims-usd/claims?per_page=1&page=2', {
      token: content(),
    });
    expect(page.body).toMatchObject({ total: 3, claims: [{ player: { id: decliner.id } }] });
    for (const [status, player] of [
      ['declined', decliner],
      ['active', claimer],
      ['finished', depositor],
    ] as const) {
      const filtered = await api.get(
        `/api/admin/bonuses/offers/claims-usd/claims?status=${status}`,
        { token: admin() },
      );
      expect(filtered.body.total).toBe(1);
      expect((filtered.body.claims as BonusClaim[])[0]?.player.id).toBe(player.id);
    }

    const bad = await api.get('/api/admin/bonuses/offers/claims-usd/claims?status=won&per_page=0', {
      token: admin(),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['per_page', 'status']);
    const unknown = await api.get('/api/admin/bonuses/offers/no-such-offer/claims', {
      token: admin(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This bonus offer does not exist.');
  });
});
