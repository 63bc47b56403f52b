import type { Bonus, BonusesResponse } from '@casino/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { signInStaff, signUpPlayer } from '../../test/http';
import { usePostgresTestApp } from '../../test/suite';
import { depositOffer } from './bonuses.admin.fixtures';
import { createBonusesRepository } from './bonuses.repository';

const serverUrl = postgresTestUrl();
const { api, t } = usePostgresTestApp(serverUrl);

describe.runIf(serverUrl)('bonus claims at once, on PostgreSQL', () => {
  async function playerWithOffers() {
    const player = await signUpPlayer(api, { currency: 'USD' });
    const list = (
      (await api.post('/api/user/bonuses', {}, { token: player.token }))
        .body as unknown as BonusesResponse
    ).bonuses;
    return { token: player.token, ids: list.map((bonus) => bonus.id) };
  }
  const claim = (token: string, id: number) =>
    api.post('/api/user/bonuses/active', { id, active: 1 }, { token });

  it('eight claims of one bonus at once give one claim', async () => {
    const { token, ids } = await playerWithOffers();
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(token, ids[0]!)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(7);
  });

  it('claims of three bonuses at once leave one running', async () => {
    const { token, ids } = await playerWithOffers();
    const answers = await Promise.all(ids.map((id) => claim(token, id)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const list = (
      (await api.post('/api/user/bonuses', {}, { token })).body as unknown as BonusesResponse
    ).bonuses;
    expect(list.filter((bonus) => bonus.active === 1)).toHaveLength(1);
    expect(list.filter((bonus) => bonus.active === 0)).toHaveLength(2);
  });

  /**
   * An edit of an offer's money terms and a claim of it in the same instant: the claim, held
   * open in its transaction, makes the edit wait; once it commits the edit counts it and is
   * refused, so nobody holds a claimed bonus whose terms changed under them.
   */
  it('an edit of the money terms waits for a claim in flight, then is refused', async () => {
    const staff = await signInStaff(t.runtime, api, 'content');
    const code = `race-${Date.now().toString(36)}`;
    const created = await api.post('/api/admin/bonuses/offers', depositOffer(code), {
      token: staff.token,
    });
    expect(created.status).toBe(200);
    const player = await signUpPlayer(api, { currency: 'USD' });
    const offered = (
      (await api.post('/api/user/bonuses', {}, { token: player.token })).body as {
        bonuses: Bonus[];
      }
    ).bonuses.find((bonus) => bonus.bonus_message.startsWith(`Offer ${code}`))!;

    const { db } = t.runtime.database;
    const repo = createBonusesRepository(db);
    let edit: Promise<{ status: number; body: Record<string, unknown> }> | undefined;
    let editDone = false;
    await db.transaction(async (tx) => {
      const claimed = await repo.setActive(player.id, offered.id, 1, new Date(), tx);
      expect(claimed).toMatchObject({ active: 1 });
      edit = api
        .patch(
          `/api/admin/bonuses/offers/${code}`,
          { wagering_multiple: 40 },
          {
            token: staff.token,
          },
        )
        .finally(() => {
          editDone = true;
        });
      await sleep(400);
      // Still waiting on the offer the claim holds.
      expect(editDone).toBe(false);
    });
    const answer = await edit!;
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('wagering_multiple');
    const listed = await api.get('/api/admin/bonuses/offers', { token: staff.token });
    const offer = (listed.body.offers as { code: string; wagering_multiple: number }[]).find(
      (entry) => entry.code === code,
    );
    expect(offer?.wagering_multiple).toBe(10);
  });
});
