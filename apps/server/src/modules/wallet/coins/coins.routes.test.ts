import type {
  AdminCoins,
  AcceptedPayments,
  DepositWalletResponse,
  EntityWalletsResponse,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useWalletApp, t, api, staffToken } from '../../../test/wallet';
import { signUpPlayer } from '../../../test/http';
import { deriveDepositAddress } from './coins.deposit-addresses';
import { DEMO_EXTENDED_PUBLIC_KEYS } from './coins.demo-keys';
import { TEST_OPERATOR } from '../../../test/staff';

useWalletApp();

describe('coins and deposit addresses', () => {
  it('lists the eight supported coins for a signed-in player only', async () => {
    expect((await api.post('/api/wallet/entity/wallets')).status).toBe(401);
    const player = await signUpPlayer(api);
    const res = await api.post('/api/wallet/entity/wallets', {}, { token: player.token });
    const { wallets } = res.body as unknown as EntityWalletsResponse;
    expect(wallets.map((w) => w.short_code)).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'DOGE',
      'BCH',
      'XMR',
      'BNB',
      'DASH',
    ]);
    expect(wallets[0]).toMatchObject({
      name: 'Bitcoin',
      allow_withdrawals: 1,
      deposits_enabled: 1,
    });
  });

  it('tells visitors which coins the site accepts from the coin table: those taking deposits', async () => {
    const accepted = async () =>
      (await api.get('/api/wallet/accepted')).body as unknown as AcceptedPayments;
    // Demo mode keys every coin; no on-ramp is configured here, so no cards or wallets.
    expect(await accepted()).toEqual({
      coins: [
        { symbol: 'BTC', name: 'Bitcoin' },
        { symbol: 'ETH', name: 'Ethereum' },
        { symbol: 'LTC', name: 'Litecoin' },
        { symbol: 'DOGE', name: 'Dogecoin' },
        { symbol: 'BCH', name: 'Bitcoin Cash' },
        { symbol: 'XMR', name: 'Monero' },
        { symbol: 'BNB', name: 'BNB' },
        { symbol: 'DASH', name: 'Dash' },
      ],
      onramp: 0,
    });
    // A coin whose key an operator removes takes no deposits: the site stops naming it.
    const { walletService } = t.runtime.services;
    const dash = (await walletService.listCoins()).find((coin) => coin.short_code === 'DASH')!;
    await walletService.updateCoin(TEST_OPERATOR, dash.id, { extended_public_key: null });
    try {
      expect((await accepted()).coins.map((coin) => coin.symbol)).not.toContain('DASH');
    } finally {
      await walletService.updateCoin(TEST_OPERATOR, dash.id, {
        extended_public_key: DEMO_EXTENDED_PUBLIC_KEYS.DASH,
      });
    }
    expect((await accepted()).coins).toHaveLength(8);
  });

  it('needs a verified e-mail, then answers the player’s own derived address and a QR code', async () => {
    const player = await signUpPlayer(api);
    const refused = await api.post('/api/wallet/depositwallet', {}, { token: player.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please verify your e-mail address first.');
    await t.runtime.services.usersService.markEmailVerified(player.id);
    const res = await api.post('/api/wallet/depositwallet', {}, { token: player.token });
    const body = res.body as unknown as DepositWalletResponse;
    expect(body.symbol).toBe('BTC');
    expect(body.address).toBe(
      deriveDepositAddress('BTC', DEMO_EXTENDED_PUBLIC_KEYS.BTC, player.id),
    );
    expect(body.address).toMatch(/^bc1q/);
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml/);
    const eth = (
      await api.post('/api/wallet/depositwallet', { symbol: 'ETH' }, { token: player.token })
    ).body as unknown as DepositWalletResponse;
    expect(eth.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const bad = await api.post(
      '/api/wallet/depositwallet',
      { symbol: 'XRP' },
      { token: player.token },
    );
    expect(bad.status).toBe(422);
  });

  it("shows staff the coins' keys (demo ones flagged) and the price source; only coins.manage", async () => {
    const finance = await staffToken('finance');
    const answer = await api.get('/api/admin/coins', { token: finance });
    expect(answer.status).toBe(200);
    const body = answer.body as unknown as AdminCoins;
    const btc = body.coins.find((coin) => coin.short_code === 'BTC')!;
    expect(btc).toMatchObject({
      extended_public_key: DEMO_EXTENDED_PUBLIC_KEYS.BTC,
      is_demo_key: true,
    });
    // The test app has no price API: prices are pinned or from the offline table.
    expect(body.rates).toMatchObject({ live_source: false, live_mode: false, error: null });
    expect(body.rates.source).toBeTruthy();
    expect((await api.get('/api/admin/coins', { token: await staffToken('support') })).status).toBe(
      403,
    );
  });
});
