// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithdrawForm } from '../withdraw-form';
import { BTC, player, preloadContracts, renderWallet } from './fixtures';

// No preloading before the test: it is about the moments before the schema arrives.
describe('a wallet form before its contract schema has loaded (lib/contract-form)', () => {
  afterEach(cleanup);

  it('posts nothing, not even when Conform checks a field the player left', async () => {
    const { field, submitOf, action } = renderWallet(
      <WithdrawForm wallet={BTC} user={player()} onSuccess={vi.fn()} />,
    );
    const [address, submit] = [field('wallet_address')!, submitOf('withdraw')];
    expect(submit.disabled).toBe(true);
    // Synchronously after the first render: the schema cannot have arrived yet.
    address.focus();
    address.blur();
    await preloadContracts();
    // Long enough for a submission to reach the action, were one made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(action).not.toHaveBeenCalled();
    // Once it has arrived, the form checks the field as usual.
    address.focus();
    address.blur();
    await waitFor(() => expect(screen.getByText('Required.').tagName).toBe('P'));
    expect(action).not.toHaveBeenCalled();
    expect(submit.disabled).toBe(true);
  });
});
