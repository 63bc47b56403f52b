// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DepositTab } from '../deposit-tab';
import { WithdrawTab } from '../withdraw-tab';
import { BTC, ETH, player, preloadContracts, renderWallet } from './fixtures';

const LTC = {
  ...BTC,
  id: 3,
  name: 'Litecoin',
  short_code: 'LTC' as const,
  allow_withdrawals: 0 as const,
};

const coinsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('button')
    .map((button) => button.dataset.coin);

describe('the deposit and withdraw steppers (spec §2/§4)', () => {
  // The forms under the coins load their contracts on demand: loaded first, no import is left
  // running when the test environment closes.
  beforeAll(preloadContracts);
  afterEach(cleanup);

  it('withdraw: lists only coins that allow withdrawals, then the form under the coin, and back', async () => {
    const { user } = renderWallet(
      <WithdrawTab wallets={[BTC, LTC, ETH]} user={player()} onDone={vi.fn()} />,
    );
    expect(
      screen.getByRole('heading', { name: 'Choose the coin you want to receive' }),
    ).toBeTruthy();
    expect(coinsOf('withdraw-coins')).toEqual(['BTC', 'ETH']);

    await user.click(within(screen.getByTestId('withdraw-coins')).getByText('Ethereum'));
    const step = screen.getByTestId('withdraw-step');
    expect(step.dataset.coin).toBe('ETH');
    expect(within(step).getByRole('heading', { name: 'Withdraw Ethereum' })).toBeTruthy();
    expect(within(step).getByLabelText('Receiving ETH address')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(coinsOf('withdraw-coins')).toEqual(['BTC', 'ETH']);
  });

  it('withdraw: says so when no coin accepts withdrawals', () => {
    renderWallet(<WithdrawTab wallets={[LTC]} user={player()} onDone={vi.fn()} />);
    expect(screen.getByText('No coin accepts withdrawals right now.')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-coins')).toBeNull();
  });

  it('deposit: starts on the coin chosen before, and goes back to every coin', async () => {
    const { user } = renderWallet(
      <DepositTab wallets={[BTC, LTC, ETH]} currency="EUR" initialCoin="LTC" />,
    );
    const step = screen.getByTestId('deposit-step');
    expect(step.dataset.coin).toBe('LTC');
    expect(within(step).getByRole('heading', { name: 'Deposit Litecoin' })).toBeTruthy();
    expect(within(step).getByTestId('deposit-address').textContent).toBe('Loading your address…');
    await waitFor(() =>
      expect(within(step).getByTestId('deposit-address').textContent).toBe(
        'bc1qdemoaddress0000000000000000000000000',
      ),
    );

    await user.click(screen.getByTestId('wallet-back'));
    expect(
      screen.getByRole('heading', { name: 'Choose the coin you want to deposit' }),
    ).toBeTruthy();
    expect(coinsOf('deposit-coins')).toEqual(['BTC', 'LTC', 'ETH']);
  });
});
