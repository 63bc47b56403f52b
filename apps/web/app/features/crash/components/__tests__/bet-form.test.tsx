// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import { fieldDescription } from '../../../../lib/testing/field-description';
import en from '../../../../locales/en';
import { CRASH_THEMES } from '../../crash-themes';
import { BetForm } from '../bet-form';
import { ownBet, player } from './fixtures';

const LIMITS = { min_bet: 10, max_bet: 5_000, max_payout: 1_000_000 };

function renderForm(
  overrides: Partial<Parameters<typeof BetForm>[0]> = {},
  onAction: (form: FormData) => unknown = () => ({
    ok: true,
    message: 'Bet placed.',
    bet: ownBet(),
    user: player(),
  }),
) {
  const onPlaced = vi.fn();
  const props: Parameters<typeof BetForm>[0] = {
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
  const Stub = createRoutesStub([
    { path: '/games/crash', Component: () => <BetForm {...props} /> },
    {
      path: '/originals/:game/bet',
      action: async ({ request }) => onAction(await request.formData()),
    },
  ]);
  render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={['/games/crash']} />
    </I18nextProvider>,
  );
  return { onPlaced };
}

const amountInput = () => screen.getByLabelText('Bet amount (USD)') as HTMLInputElement;
const submit = () => screen.getByTestId('crash-bet-submit') as HTMLButtonElement;

afterEach(() => cleanup());

describe('BetForm', () => {
  it('starts at the minimum bet and shows the balance and the limits', async () => {
    renderForm();
    expect(amountInput().value).toBe('0.10');
    expect(fieldDescription(amountInput())).toBe('Balance: $20.00');
    expect(screen.getByText(/^Bets from/).textContent).toBe('Bets from $0.10 to $50.00');
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(submit().textContent).toBe('Bet');
  });

  it('halves, doubles and maxes the amount within the limits and the balance', () => {
    renderForm();
    fireEvent.change(amountInput(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Double the amount' }));
    expect(amountInput().value).toBe('6.00');
    fireEvent.click(screen.getByRole('button', { name: 'Halve the amount' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halve the amount' }));
    expect(amountInput().value).toBe('1.50');
    fireEvent.click(screen.getByRole('button', { name: 'The highest amount you can bet' }));
    expect(amountInput().value).toBe('20.00');
  });

  it('says what is wrong and keeps the Bet button waiting', async () => {
    renderForm();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.change(amountInput(), { target: { value: '25' } });
    expect(fieldDescription(amountInput())).toBe('This is more than your balance.');
    expect(submit().disabled).toBe(true);
    fireEvent.change(amountInput(), { target: { value: '0.05' } });
    expect(fieldDescription(amountInput())).toBe('The smallest bet is $0.10.');
    fireEvent.change(amountInput(), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Auto cash-out at (×)'), { target: { value: '1' } });
    expect(fieldDescription(screen.getByLabelText('Auto cash-out at (×)'))).toBe(
      'The lowest auto cash-out is 1.01×.',
    );
    expect(submit().disabled).toBe(true);
  });

  it('waits for the next round outside the betting window, and after a placed bet', () => {
    renderForm({ isBettingOpen: false });
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Wait for the next round');
    cleanup();
    renderForm({ placed: { main: true, side: false } });
    expect(submit().textContent).toBe('Bet placed');
  });

  it('posts the amount, the auto cash-out and a key, and hands the answer back once', async () => {
    const posted: FormData[] = [];
    const answer = {
      ok: true,
      message: 'Bet placed.',
      bet: ownBet({ id: 77 }),
      user: player({ balance: 1_500 }),
    };
    const { onPlaced } = renderForm({}, (form) => {
      posted.push(form);
      return answer;
    });
    fireEvent.change(amountInput(), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Auto cash-out at (×)'), { target: { value: '1.5' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(onPlaced).toHaveBeenCalledWith(answer);
    const form = posted[0];
    expect(form?.get('amount')).toBe('5');
    expect(form?.get('auto_cashout')).toBe('1.5');
    expect(String(form?.get('idempotency_key'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s translated refusal', async () => {
    renderForm({}, () => ({
      ok: false,
      message: 'Bets for this round are closed.',
      fieldErrors: {},
    }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByTestId('crash-bet-alert')).textContent).toBe(
      'Bets for this round are closed.',
    );
  });

  it('offers crashbull’s side bets with their odds and posts the chosen side', async () => {
    const posted: FormData[] = [];
    renderForm(
      { game: 'crashbull', theme: CRASH_THEMES.crashbull, sideOdds: { bull: 2, bear: 1.96 } },
      (form) => {
        posted.push(form);
        return { ok: false, message: 'No.', fieldErrors: {} };
      },
    );
    // Each payout sits in its own side's option.
    expect(screen.getByText('Reaches 2.00× · pays 2.00×').closest('label')).toBe(
      screen.getByTestId('crash-side-bull').closest('label'),
    );
    expect(screen.getByText('Below 2.00× · pays 1.96×').closest('label')).toBe(
      screen.getByTestId('crash-side-bear').closest('label'),
    );
    fireEvent.click(screen.getByTestId('crash-side-bear'));
    // A side bet has no cash-out, so no auto cash-out either.
    expect(screen.queryByLabelText('Auto cash-out at (×)')).toBeNull();
    expect(submit().textContent).toBe('Bet on Bear');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get('side')).toBe('bear');
  });
});
