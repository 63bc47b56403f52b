import type { BonusesResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import { usePostgresTestApp } from '../../test/suite';

const serverUrl = postgresTestUrl();
const { api } = usePostgresTestApp(serverUrl);

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
});
