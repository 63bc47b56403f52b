import type { EntityWallet, User } from '@casino/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import en from '../../../locales/en';
import { getWalletMenuRows } from '../wallet-menu-data';
import { WalletMenu } from './wallet-menu';
import { WalletMenuBody } from './wallet-menu-content';

const USER: User = {
  id: 3,
  name: 'Ada Player',
  email: 'ada@example.com',
  photo_url: null,
  currency: 'EUR',
  balance: 4_250,
  w_balance: 4_250,
  w_bonus_balance: 0,
  total_deposits: 1,
  email_verified_at: null,
  customer_support_user: 0,
  role: 'player',
};

const COINS = {
  wallets: [
    { id: 1, name: 'Bitcoin', short_code: 'BTC', coin_image: '/c/btc.svg' },
    { id: 2, name: 'Litecoin', short_code: 'LTC', coin_image: '/c/ltc.svg' },
  ] as EntityWallet[],
};

function renderBody(options: { isCryptoShown?: boolean; isZeroHidden?: boolean; user?: User }) {
  const { isCryptoShown = false, isZeroHidden = false, user = USER } = options;
  // The body is made of Radix menu items: render it in an open menu, without a portal.
  return renderToString(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Menu.Root open modal={false}>
        <Menu.Trigger>wallet</Menu.Trigger>
        <Menu.Content>
          <WalletMenuBody
            user={user}
            locale="en"
            coins={COINS}
            isCryptoShown={isCryptoShown}
            isZeroHidden={isZeroHidden}
            onCryptoShownChange={() => undefined}
            onZeroHiddenChange={() => undefined}
            onOpenWallet={() => undefined}
          />
        </Menu.Content>
      </Menu.Root>
    </I18nextProvider>,
  );
}

const balanceRows = (html: string) =>
  [...html.matchAll(/data-row="(\w+)"/g)].map((match) => match[1]);

describe('getWalletMenuRows (spec §2 wallet menu)', () => {
  it('lists balance and bonus balance; hiding zero balances drops the empty ones', () => {
    expect(getWalletMenuRows(USER, false)).toEqual([
      { key: 'balance', amount: 4_250 },
      { key: 'bonus', amount: 0 },
    ]);
    expect(getWalletMenuRows(USER, true)).toEqual([{ key: 'balance', amount: 4_250 }]);
    expect(getWalletMenuRows({ balance: 0, w_bonus_balance: 0 }, true)).toEqual([]);
  });
});

describe('WalletMenuBody', () => {
  it('by default: both balances, the switch off and the crypto list hidden', () => {
    const html = renderBody({});
    expect(balanceRows(html)).toEqual(['balance', 'bonus']);
    expect(html).toContain('€42.50');
    expect(html).toContain('€0.00');
    expect(html).toMatch(/role="menuitemcheckbox"[^>]*aria-checked="false"/);
    expect(html).toContain('Hide zero balances');
    expect(html).toContain('Show crypto');
    expect(html).not.toContain('data-testid="wallet-menu-crypto"');
    expect(html).toContain('Open wallet');
  });

  it('with the switch on, zero balances are hidden', () => {
    const html = renderBody({ isZeroHidden: true });
    expect(html).toMatch(/role="menuitemcheckbox"[^>]*aria-checked="true"/);
    expect(balanceRows(html)).toEqual(['balance']);
    const empty = renderBody({ isZeroHidden: true, user: { ...USER, balance: 0 } });
    expect(balanceRows(empty)).toEqual([]);
    expect(empty).toContain('All your balances are zero.');
  });

  it('with the toggle on, the crypto list shows every coin', () => {
    const html = renderBody({ isCryptoShown: true });
    expect(html).toContain('data-testid="wallet-menu-crypto"');
    expect(html).toContain('Hide crypto');
    expect(html).toContain('data-coin="BTC"');
    expect(html).toContain('data-coin="LTC"');
    expect(html).toContain('Litecoin');
  });
});

describe('WalletMenu', () => {
  it('server-renders the balance and a wallet button that links to the dialog', () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('en', en)}>
        <MemoryRouter initialEntries={['/casino?sort=asc']}>
          <WalletMenu user={USER} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toContain('data-testid="header-balance"');
    expect(html).toContain('€42.50');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('href="/casino?sort=asc&amp;wallet=deposits"');
  });
});
