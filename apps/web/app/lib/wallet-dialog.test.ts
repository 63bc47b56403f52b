import { describe, expect, it } from 'vitest';
import { getWalletHref, readWalletState, writeWalletState } from './wallet-dialog';

describe('wallet dialog state in the URL (spec §3 wallet_dialog, wallet_tab_selected)', () => {
  it('reads the open tab and an optional coin', () => {
    expect(readWalletState('')).toBeNull();
    expect(readWalletState('?page=2')).toBeNull();
    expect(readWalletState('?wallet=withdraw')).toEqual({ tab: 'withdraw', coin: null });
    expect(readWalletState('?wallet=deposits&coin=ltc')).toEqual({ tab: 'deposits', coin: 'LTC' });
  });

  it('falls back to the deposits tab and ignores unknown coins', () => {
    expect(readWalletState('?wallet')).toEqual({ tab: 'deposits', coin: null });
    expect(readWalletState('?wallet=nope&coin=<b>')).toEqual({ tab: 'deposits', coin: null });
  });

  it('writes and removes its parameters, keeping the others', () => {
    expect(writeWalletState('?tab=game&page=2', { tab: 'tips', coin: null })).toBe(
      '?tab=game&page=2&wallet=tips',
    );
    expect(writeWalletState('?wallet=tips&coin=BTC&page=2', null)).toBe('?page=2');
    expect(writeWalletState('?wallet=tips', null)).toBe('');
    expect(getWalletHref({ pathname: '/settings/wallet', search: '' }, 'deposits', 'BTC')).toBe(
      '/settings/wallet?wallet=deposits&coin=BTC',
    );
  });
});
