// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldDescription } from '../../../../lib/testing/field-description';
import {
  createRecordingAction,
  readAlert,
  renderRoutes,
  settle,
} from '../../../../lib/testing/render-route';
import { CRASH_THEMES } from '../../crash-themes';
import { BetForm } from '../bet-form';
import { ownBet, player } from './fixtures';

const LIMITS = { min_bet: 10, max_bet: 5_000, max_payout: 1_000_000 };

type BetFormProps = Parameters<typeof BetForm>[0];

/**
 * The form on a crash page whose bet route records what reached it (each post's fields) and
 * answers with `answer`.
 */
async function renderForm(
  overrides: Partial<BetFormProps> = {},
  {
    answer = () => ({ ok: true, message: 'Bet placed.', bet: ownBet(), user: player() }),
    locale = 'en',
  }: { answer?: () => unknown; locale?: 'en' | 'es' } = {},
) {
  const onPlaced = vi.fn();
  const { action, posted } = createRecordingAction(answer);
  const props: BetFormProps = {
    game: 'crash',
    theme: CRASH_THEMES.crash,
    user: player({ balance: 2_000 }),
    limits: LIMITS,
    sideOdds: null,
    isBettingOpen: true,
    placed: { main: false, side: false },
    onPlaced,
    ...overrides,
  };
  const view = renderRoutes(
    [
      { path: '/games/crash', Component: () => <BetForm {...props} /> },
      { path: '/originals/:game/bet', Component: () => null, action },
    ],
    { locale },
  );
  // The schema loads after the first render (contract-form.ts); the player types once it has.
  await settle();
  return { ...view, onPlaced, posted };
}

const amountInput = () => screen.getByLabelText('Bet amount (USD)') as HTMLInputElement;
const autoInput = () => screen.getByLabelText('Auto cash-out at (×)') as HTMLInputElement;
const submit = () => screen.getByTestId('crash-bet-submit') as HTMLButtonElement;

describe('BetForm: the CrashBetRequest contract and the game’s limits check it in the browser', () => {
  // The schema loads on demand; loading it once here keeps each test's timing its own.
  beforeAll(async () => {
    await Promise.all([
      import('../../../../lib/contract-validation'),
      import('@casino/contracts/originals-forms'),
    ]);
  });
  afterEach(cleanup);

  it('starts at the minimum bet and shows the balance and the limits', async () => {
    await renderForm();
    expect(amountInput().value).toBe('0.10');
    expect(fieldDescription(amountInput())).toBe('Balance: $20.00');
    expect(screen.getByText(/^Bets from/).textContent).toBe('Bets from $0.10 to $50.00');
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(submit().textContent).toBe('Bet');
  });

  it('halves, doubles and maxes the amount within the limits and the balance', async () => {
    const { user } = await renderForm();
    await user.clear(amountInput());
    await user.type(amountInput(), '3');
    await user.click(screen.getByRole('button', { name: 'Double the amount' }));
    expect(amountInput().value).toBe('6.00');
    await user.click(screen.getByRole('button', { name: 'Halve the amount' }));
    await user.click(screen.getByRole('button', { name: 'Halve the amount' }));
    expect(amountInput().value).toBe('1.50');
    await user.click(screen.getByRole('button', { name: 'The highest amount you can bet' }));
    expect(amountInput().value).toBe('20.00');
  });

  it('says what is wrong and keeps the Bet button waiting', async () => {
    const { user, posted } = await renderForm();
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.clear(amountInput());
    await user.type(amountInput(), '25');
    await waitFor(() =>
      expect(fieldDescription(amountInput())).toBe('This is more than your balance.'),
    );
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);

    await user.clear(amountInput());
    await user.type(amountInput(), '0.05');
    await waitFor(() => expect(fieldDescription(amountInput())).toBe('The smallest bet is $0.10.'));

    await user.clear(amountInput());
    await user.type(amountInput(), '1');
    await waitFor(() => expect(fieldDescription(amountInput())).toBe('Balance: $20.00'));
    // The contract's auto cash-out bounds, worded as the server words them.
    await user.type(autoInput(), '1');
    await waitFor(() => expect(fieldDescription(autoInput())).toBe('Must be at least 1.01.'));
    expect(submit().disabled).toBe(true);

    // Enter in a field does not post an invalid bet either.
    await user.type(autoInput(), '{Enter}');
    expect(posted).toEqual([]);
  });

  it('says the game’s largest bet when the amount is above it', async () => {
    const { user } = await renderForm({ user: player({ balance: 90_000 }) });
    await user.clear(amountInput());
    await user.type(amountInput(), '60');
    await waitFor(() => expect(fieldDescription(amountInput())).toBe('The largest bet is $50.00.'));
    expect(submit().disabled).toBe(true);
  });

  it('says why even the smallest bet cannot be placed when the balance is below it', async () => {
    const { user, posted } = await renderForm({ user: player({ balance: 4 }) });
    await user.click(screen.getByRole('button', { name: 'The highest amount you can bet' }));
    expect(amountInput().value).toBe('0.10');
    await user.click(submit());
    await waitFor(() =>
      expect(fieldDescription(amountInput())).toBe('This is more than your balance.'),
    );
    expect(submit().disabled).toBe(true);
    expect(posted).toEqual([]);
  });

  it('waits for the next round outside the betting window, and after a placed bet', async () => {
    await renderForm({ isBettingOpen: false });
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Wait for the next round');
    cleanup();
    await renderForm({ placed: { main: true, side: false } });
    expect(submit().textContent).toBe('Bet placed');
  });

  it('posts the amount, the auto cash-out and a key, and hands the answer back once', async () => {
    const answer = {
      ok: true,
      message: 'Bet placed.',
      bet: ownBet({ id: 77 }),
      user: player({ balance: 1_500 }),
    };
    const { user, onPlaced, posted } = await renderForm({}, { answer: () => answer });
    await user.clear(amountInput());
    await user.type(amountInput(), '5');
    await user.type(autoInput(), '1.5');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(onPlaced).toHaveBeenCalledWith(answer);
    expect(posted).toEqual([
      {
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        amount: '5',
        auto_cashout: '1.5',
      },
    ]);
  });

  it('gives the next bet a new key once one is placed', async () => {
    const { user, onPlaced, posted } = await renderForm();
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    await user.click(submit());
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.idempotency_key).not.toBe(posted[0]?.idempotency_key);
  });

  it('shows the server’s translated refusal', async () => {
    const { user } = await renderForm(
      {},
      {
        answer: () => ({ ok: false, message: 'Bets for this round are closed.', fieldErrors: {} }),
      },
    );
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    expect(await readAlert('crash-bet-alert')).toBe('Bets for this round are closed.');
  });

  it('offers crashbull’s side bets with their odds and posts the chosen side', async () => {
    const { user, posted } = await renderForm(
      { game: 'crashbull', theme: CRASH_THEMES.crashbull, sideOdds: { bull: 2, bear: 1.96 } },
      { answer: () => ({ ok: false, message: 'No.', fieldErrors: {} }) },
    );
    // Each payout sits in its own side's option.
    expect(screen.getByText('Reaches 2.00× · pays 2.00×').closest('label')).toBe(
      screen.getByTestId('crash-side-bull').closest('label'),
    );
    expect(screen.getByText('Below 2.00× · pays 1.96×').closest('label')).toBe(
      screen.getByTestId('crash-side-bear').closest('label'),
    );
    await user.click(screen.getByTestId('crash-side-bear'));
    // A side bet has no cash-out, so no auto cash-out either.
    expect(screen.queryByLabelText('Auto cash-out at (×)')).toBeNull();
    expect(submit().textContent).toBe('Bet on Bear');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      side: 'bear',
      amount: '0.10',
    });
  });

  it('reads a decimal comma and words its checks in Spanish', async () => {
    const { user, posted } = await renderForm({}, { locale: 'es' });
    const amount = screen.getByLabelText('Importe de la apuesta (USD)') as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '0,05');
    await waitFor(() => expect(fieldDescription(amount)).toBe('La apuesta mínima es $0,10.'));
    await user.clear(amount);
    await user.type(amount, '1,5');
    await waitFor(() => expect(fieldDescription(amount)).toBe('Saldo: $20,00'));
    const auto = screen.getByLabelText('Retiro automático en (×)');
    await user.type(auto, '1');
    await waitFor(() => expect(fieldDescription(auto)).toBe('Debe ser al menos 1.01.'));
    await user.type(auto, ',5');
    await waitFor(() =>
      expect(fieldDescription(auto)).toBe('Opcional: retira solo al llegar a este multiplicador.'),
    );
    await user.click(screen.getByRole('button', { name: 'Apostar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ amount: '1,5', auto_cashout: '1,5' });
  });
});
