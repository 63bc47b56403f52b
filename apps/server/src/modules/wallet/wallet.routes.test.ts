import { describe, expect, it } from 'vitest';
import { useWalletApp, api, verifiedPlayer, user, depositBtc } from '../../test/wallet';

useWalletApp();

describe('currency', () => {
  it('changes only while the player holds no money in the old one', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    const empty = await api.patch(
      '/api/settings/profile',
      { currency: 'EUR' },
      { token: player.token },
    );
    expect(empty.status).toBe(200);
    await api.patch('/api/settings/profile', { currency: 'USD' }, { token: player.token });
    await depositBtc(player, '0.001');
    const refused = await api.patch(
      '/api/settings/profile',
      { currency: 'EUR' },
      { token: player.token },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.currency).toEqual([
      'Your currency can only change while your balance is zero and no withdrawal is pending.',
    ]);
    expect(await user(player.token)).toMatchObject({ currency: 'USD', balance: 5_000 });
  });
});

describe('ledger lists', () => {
  it('answers empty game and bonus histories until games and bonuses move money', async () => {
    const player = await verifiedPlayer();
    for (const path of ['/api/qt/transactions', '/api/wallet/bonus/transactions']) {
      const res = await api.post(path, { page: 1, per_page: 10 }, { token: player.token });
      expect(res.body).toEqual({ transactions: [], total: 0, page: 1, per_page: 10 });
    }
  });
});
