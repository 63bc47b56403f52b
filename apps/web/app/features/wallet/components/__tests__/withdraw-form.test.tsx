import type { EntityWallet, User } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import es from '../../../../locales/es';
import { WithdrawForm } from '../withdraw-form';
import { renderWithRouter } from './render';

const BTC: EntityWallet = {
  id: 1,
  name: 'Bitcoin',
  short_code: 'BTC',
  network: 'bitcoin',
  allow_withdrawals: 1,
  coin_image: '/storage/coins/btc.svg',
  decimals: 8,
  confirmations: 2,
  deposits_enabled: 1,
};

function player(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ada Player',
    email: 'ada@example.com',
    photo_url: null,
    currency: 'USD',
    balance: 10_000,
    w_balance: 5_000,
    w_bonus_balance: 0,
    total_deposits: 1,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    customer_support_user: 0,
    role: 'player',
    ...overrides,
  };
}

function render(
  initialValues?: { walletAddress?: string; amount?: string },
  user = player(),
  options?: Parameters<typeof renderWithRouter>[1],
) {
  return renderWithRouter(
    <WithdrawForm
      wallet={BTC}
      user={user}
      onSuccess={() => undefined}
      initialValues={initialValues}
    />,
    options,
  );
}

const submitButton = (html: string) =>
  /<button[^>]*data-testid="withdraw-submit"[^>]*>/.exec(html)?.[0] ?? '';
/** The attribute, not the `disabled:` Tailwind variants in the class. */
const DISABLED = /\sdisabled=""/;

describe('WithdrawForm (spec §2, §5)', () => {
  it('starts at 20 with an empty address, and waits for the address before submitting', () => {
    const html = render();
    expect(html).toMatch(/name="amount"[^>]*value="20"|value="20"[^>]*name="amount"/);
    expect(html).toMatch(/name="wallet_address"[^>]*value=""|value=""[^>]*name="wallet_address"/);
    expect(submitButton(html)).toMatch(DISABLED);
    expect(html).toContain('Request Withdrawal');
    // The address error waits until the field was left; the amount has none at 20.
    expect(html).not.toContain('Required.');
    expect(html).not.toContain('Min withdrawal request');
  });

  it('enables "Request Withdrawal" once the address and the amount are valid', () => {
    const html = render({ walletAddress: 'bc1qexampleaddress', amount: '20' });
    expect(submitButton(html)).not.toMatch(DISABLED);
    expect(html).toContain('name="entity_wallet_id" value="1"');
    expect(html).toMatch(/name="idempotency_key" value="[0-9a-f-]{36}"/);
  });

  it('refuses less than 20 in the user currency', () => {
    const html = render({ walletAddress: 'bc1qexampleaddress', amount: '19.99' });
    expect(html).toContain('Min withdrawal request is 20 USD');
    expect(submitButton(html)).toMatch(DISABLED);
  });

  it('refuses more than the withdrawable balance (w_balance)', () => {
    const html = render({ walletAddress: 'bc1qexampleaddress', amount: '50.01' });
    expect(html).toContain('Withdrawal request exceeding your balance');
    expect(submitButton(html)).toMatch(DISABLED);
    expect(render({ walletAddress: 'bc1q', amount: '50' })).not.toContain('exceeding');
  });

  it('says the address is required once the field was touched', () => {
    const html = render({ walletAddress: '   ', amount: '25' });
    expect(html).toContain('Required.');
    expect(submitButton(html)).toMatch(DISABLED);
  });

  it('shows the withdrawable balance and both fee notes', () => {
    const html = render(undefined, player({ currency: 'EUR', w_balance: 123_456 }));
    expect(html).toContain('Withdrawable: €1,234.56');
    expect(html).toContain('Amount in EUR');
    expect(html).toContain('The amount deducted may vary.');
    expect(html).toContain('A gas/transaction fee is deducted from the total.');
  });

  it('speaks the page language', () => {
    const html = render({ walletAddress: 'x', amount: '5' }, player(), {
      locale: 'es',
      resources: es,
    });
    expect(html).toContain(es.common.wallet.withdraw.submit);
    expect(html).toContain(es.errors.WITHDRAWAL_BELOW_MINIMUM.replace('{{currency}}', 'USD'));
  });
});
