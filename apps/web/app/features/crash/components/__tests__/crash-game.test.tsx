// @vitest-environment happy-dom
import type { CrashStateResponse, User } from '@casino/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import en from '../../../../locales/en';
import { CrashGame } from '../crash-game';
import { crashState, NOW, ownBet, player, publicBet, round } from './fixtures';
import { realtime } from '../../../../lib/testing/fake-channel-event';
import { fieldDescription } from '../../../../lib/testing/field-description';

// The channel hook is replaced by a synchronous fake: the test plays the server's messages.
vi.mock(
  '../../../../lib/use-channel-event',
  () => import('../../../../lib/testing/fake-channel-event'),
);

function renderGame(
  initialState: CrashStateResponse | null,
  user: User | null = null,
  routes: { state?: () => unknown; cashout?: (form: FormData) => unknown } = {},
) {
  const Stub = createRoutesStub([
    {
      path: '/games/crash',
      Component: () => (
        <CrashGame
          game="crash"
          initialState={initialState}
          user={user}
          realtime={{ appKey: 'key', wsPort: 6001 }}
        />
      ),
    },
    { path: '/originals/crash/state', loader: () => routes.state?.() ?? crashState() },
    {
      path: '/originals/crash/cashout',
      action: async ({ request }) => routes.cashout?.(await request.formData()),
    },
  ]);
  return render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={['/games/crash']} />
    </I18nextProvider>,
  );
}

async function emit(event: 'CrashState' | 'CrashActivity', data: unknown) {
  const key = `originals.crash:${event}`;
  await waitFor(() => expect([...realtime.listeners.keys()]).toContain(key));
  act(() => realtime.listeners.get(key)?.(data));
}

const running = round({ status: 'running', betting_ends_at: NOW, started_at: NOW - 2000 });

beforeEach(() => {
  realtime.listeners.clear();
  realtime.subscribed.clear();
  // Only the clock stands still (the ticker draws from it); timers run, so waitFor works.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CrashGame for visitors', () => {
  it('shows the live round and asks to log in instead of the bet form', () => {
    renderGame(crashState());
    expect(screen.getByTestId('crash-stage').dataset.status).toBe('betting');
    expect(screen.getByTestId('crash-countdown').textContent).toBe('3.0s');
    const login = screen.getByRole('link', { name: 'Log in to bet' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('crash-bet-form')).toBeNull();
    expect(screen.getByTestId('crash-players').textContent).toContain('No bets in this round yet.');
  });

  it('says the game is not open yet while it has no round', () => {
    renderGame(crashState({ round: null, history: [] }));
    expect(screen.getByTestId('crash-not-open').textContent).toContain('Not open yet');
    expect(screen.queryByTestId('crash-stage')).toBeNull();
    expect(screen.queryByTestId('crash-visitor')).toBeNull();
  });

  it('offers a retry when the state could not be loaded, and draws the round it brings', async () => {
    renderGame(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('crash-stage')).dataset.status).toBe('betting');
  });
});

describe('CrashGame live', () => {
  it('follows the channel: running, the players’ activity, then the crash into the history', async () => {
    renderGame(crashState());
    await emit('CrashState', { round: running, server_time: NOW });
    expect(screen.getByTestId('crash-stage').dataset.status).toBe('running');
    expect(screen.getByTestId('crash-multiplier').textContent).toMatch(/^\d+\.\d{2}×$/);

    await emit('CrashActivity', {
      round_id: 41,
      bets: [
        publicBet({ id: 1, player: 'Be***' }),
        publicBet({ id: 2, player: 'Cy***', amount: 1000 }),
      ],
      server_time: NOW,
    });
    await emit('CrashActivity', {
      round_id: 41,
      bets: [publicBet({ id: 1, player: 'Be***', status: 'won', cashout: 1.5, payout: 750 })],
      server_time: NOW,
    });
    const rows = screen.getAllByTestId('crash-player');
    expect(rows.map((row) => row.dataset.outcome)).toEqual(['won', 'open']);
    expect(rows[0]?.textContent).toContain('1.50×');
    expect(rows[0]?.textContent).toContain('$7.50');

    const crashed = { ...running, status: 'crashed', crash_point: 1.72, hash: 'ab'.repeat(32) };
    await emit('CrashState', { round: crashed, server_time: NOW + 9000 });
    expect(screen.getByTestId('crash-point').textContent).toBe('1.72×');
    expect(screen.getAllByTestId('crash-player').map((row) => row.dataset.outcome)).toEqual([
      'won',
      'lost',
    ]);
    const newest = screen.getByTestId('crash-history').querySelector('a');
    expect(newest?.textContent).toBe('1.72×');
    expect(newest?.getAttribute('href')).toBe('/fairness?game=crash&round=41');
  });

  it('reloads the state after (re)subscribing to the channel', async () => {
    const reload = vi.fn(() => crashState({ round: running, bets: [publicBet({ id: 5 })] }));
    renderGame(crashState(), null, { state: reload });
    await waitFor(() => expect(realtime.subscribed.has('originals.crash:CrashState')).toBe(true));
    act(() => realtime.subscribed.get('originals.crash:CrashState')?.());
    await waitFor(() => expect(screen.getByTestId('crash-stage').dataset.status).toBe('running'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('crash-player')).toHaveLength(1);
  });
});

describe('CrashGame for players', () => {
  it('shows the cash-out with the current payout while the bet rides, and the win after', async () => {
    const bet = ownBet({ id: 5, amount: 500, auto_cashout: 3 });
    const posted: FormData[] = [];
    renderGame(
      crashState({ round: running, my_bets: [bet], bets: [publicBet({ id: 5 })] }),
      player(),
      {
        cashout: (form) => {
          posted.push(form);
          return {
            ok: true,
            message: 'Cashed out.',
            bet: { ...bet, status: 'won', cashout: 1.5, payout: 750 },
            user: player({ balance: 10_750 }),
          };
        },
      },
    );
    expect(screen.getByTestId('crash-my-bet').textContent).toContain('In play · auto 3.00×');
    const button = screen.getByTestId('crash-cashout') as HTMLButtonElement;
    // Stake x the multiplier 2 s into the round (1.12x): what a cash-out pays now.
    expect(screen.getByTestId('crash-cashout-payout').textContent).toBe('$5.60');
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('crash-cashout')).toBeNull());
    expect(posted[0]?.get('round_id')).toBe('41');
    expect(screen.getByTestId('crash-my-bet').textContent).toContain('Won $7.50 at 1.50×');
    expect(fieldDescription(screen.getByLabelText('Bet amount (USD)'))).toBe('Balance: $107.50');
  });
});
