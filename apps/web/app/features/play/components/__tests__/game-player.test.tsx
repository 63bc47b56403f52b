// @vitest-environment happy-dom
import type { User } from '@casino/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithResources } from '../../../../lib/testing/render-with-resources';
import en from '../../../../locales/en';
import type { LaunchResult, PlayableGame, PlayMode } from '../../play-data';
import { GamePlayer } from '../game-player';

const GAME: PlayableGame = {
  game_id: 12,
  name: 'Book of Demo',
  has_demo: true,
  coming_soon: false,
  play_path: null,
  game_image: '/img/12.jpg',
  url_thumb: '/img/12-thumb.jpg',
};

function player(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Player',
    email: 'player@example.test',
    photo_url: null,
    currency: 'USD',
    balance: 12_345,
    w_balance: 12_345,
    w_bonus_balance: 0,
    total_deposits: 0,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    customer_support_user: 0,
    role: 'player',
    ...overrides,
  };
}

function launched(mode: PlayMode): LaunchResult {
  return { ok: true, mode, url: `http://localhost:8200/launch?mode=${mode}&token=t` };
}

type LaunchAnswer = (request: { game_id: string; mode: PlayMode }) => unknown;

/**
 * The player on a stub page, with the launch resource route answering `answer`; the test can
 * change the user afterwards, as a WALLET_BALANCE revalidation does.
 */
function renderPlayer(options: { game?: PlayableGame; user?: User | null; answer?: LaunchAnswer }) {
  const requests: { game_id: string; mode: PlayMode }[] = [];
  const answer: LaunchAnswer = options.answer ?? ((request) => launched(request.mode));
  let setUser: (user: User | null) => void = () => undefined;
  function Page() {
    const [user, set] = useState<User | null>(options.user ?? null);
    setUser = set;
    return <GamePlayer game={options.game ?? GAME} user={user} />;
  }
  renderWithResources(
    [
      { path: '/casino/:id', Component: Page },
      {
        path: '/games/launch',
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData()) as {
            game_id: string;
            mode: PlayMode;
          };
          requests.push(form);
          return answer(form);
        },
      },
    ],
    '/casino/12',
  );
  return { requests, setUser: (user: User | null) => act(() => setUser(user)) };
}

// happy-dom loads no iframe pages: it prints one NotSupportedError per frame, as expected.
const frame = () => screen.findByTestId('game-frame') as Promise<HTMLIFrameElement>;

/** happy-dom has no Fullscreen API: the tests define what a browser would have. */
const defined: [object, string][] = [];
function define(target: object, name: string, descriptor: PropertyDescriptor) {
  Object.defineProperty(target, name, { configurable: true, ...descriptor });
  defined.push([target, name]);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const [target, name] of defined.splice(0)) Reflect.deleteProperty(target, name);
});

describe('GamePlayer: the provider game in the page frame (issue 13, spec §2)', () => {
  it('launches a real game for a verified player and shows the live balance beside it', async () => {
    const { requests, setUser } = renderPlayer({ user: player() });
    const iframe = await frame();
    expect(requests).toEqual([{ game_id: '12', mode: 'real' }]);
    expect(iframe.dataset.mode).toBe('real');
    expect(iframe.getAttribute('src')).toBe('http://localhost:8200/launch?mode=real&token=t');
    expect(iframe.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(iframe.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(iframe.getAttribute('title')).toBe('Book of Demo (game)');
    expect(screen.getByTestId('game-mode-real').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('game-balance').textContent).toContain('$123.45');

    // A balance alert reloads the root user: the balance follows, the game is not relaunched.
    setUser(player({ balance: 10_000 }));
    expect(screen.getByTestId('game-balance').textContent).toContain('$100.00');
    expect(requests).toHaveLength(1);
    expect(screen.getByTestId('game-frame')).toBe(iframe);
  });

  it('shows the loading state while the launch URL is on its way', async () => {
    let release: (value: LaunchResult) => void = () => undefined;
    renderPlayer({
      user: player(),
      answer: () => new Promise<LaunchResult>((resolve) => (release = resolve)),
    });
    expect((await screen.findByTestId('game-loading')).textContent).toContain('Starting the game…');
    expect(screen.queryByTestId('game-frame')).toBeNull();
    release(launched('real'));
    await frame();
    expect(screen.queryByTestId('game-loading')).toBeNull();
  });

  it('switches between real money and the demo, asking for a new launch each time', async () => {
    const { requests } = renderPlayer({ user: player() });
    await frame();
    fireEvent.click(screen.getByTestId('game-mode-demo'));
    await waitFor(() => expect(screen.getByTestId('game-frame').dataset.mode).toBe('demo'));
    expect(requests.map((request) => request.mode)).toEqual(['real', 'demo']);
    expect(screen.getByTestId('game-mode-demo').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('game-mode-real').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('game-demo-note').textContent).toBe(en.common.play.demoNote);

    fireEvent.click(screen.getByTestId('game-mode-real'));
    await waitFor(() => expect(screen.getByTestId('game-frame').dataset.mode).toBe('real'));
    expect(requests.map((request) => request.mode)).toEqual(['real', 'demo', 'real']);
  });

  it('offers no demo switch for a game without a demo', async () => {
    renderPlayer({ user: player(), game: { ...GAME, has_demo: false } });
    await frame();
    expect(screen.queryByTestId('game-mode-demo')).toBeNull();
    expect(screen.queryByTestId('game-mode-real')).toBeNull();
  });

  it('gives a visitor the demo directly, and the log-in panel for real money', async () => {
    const { requests } = renderPlayer({ user: null });
    expect((await frame()).dataset.mode).toBe('demo');
    expect(requests).toEqual([{ game_id: '12', mode: 'demo' }]);
    expect(screen.queryByTestId('game-balance')).toBeNull();

    fireEvent.click(screen.getByTestId('game-mode-real'));
    const panel = await screen.findByTestId('game-login-required');
    expect(panel.textContent).toContain('Log in to play');
    expect(screen.queryByTestId('game-frame')).toBeNull();
    // Real money is never asked for without an account.
    expect(requests).toHaveLength(1);
    fireEvent.click(screen.getByTestId('game-try-demo'));
    expect((await frame()).dataset.mode).toBe('demo');
  });

  it('shows a visitor the log-in panel for a game without a demo, and asks nothing', async () => {
    const { requests } = renderPlayer({ user: null, game: { ...GAME, has_demo: false } });
    const panel = await screen.findByTestId('game-login-required');
    expect(panel.textContent).toContain('Log in or create an account to play Book of Demo');
    expect(screen.getByTestId('game-login').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('game-register').getAttribute('href')).toBe('/register');
    expect(screen.queryByTestId('game-try-demo')).toBeNull();
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows the server’s words when the launch fails, a way to verify, and a retry', async () => {
    let answers = 0;
    const { requests } = renderPlayer({
      user: player({ email_verified_at: null }),
      answer: (request) =>
        ++answers === 1
          ? {
              ok: false,
              mode: request.mode,
              code: 'EMAIL_NOT_VERIFIED',
              message: 'Please verify your e-mail address first.',
            }
          : launched(request.mode),
    });
    const error = await screen.findByTestId('game-launch-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('game-launch-error-message').textContent).toBe(
      'Please verify your e-mail address first.',
    );
    const resend = screen.getByRole('link', { name: 'Resend the verification e-mail' });
    expect(resend.getAttribute('href')).toBe('/email/resend');
    expect(screen.getByTestId('game-try-demo').textContent).toBe(en.common.play.tryDemo);
    expect(screen.queryByTestId('game-frame')).toBeNull();

    fireEvent.click(screen.getByTestId('game-retry'));
    expect((await frame()).dataset.mode).toBe('real');
    expect(requests).toHaveLength(2);
    expect(screen.queryByTestId('game-launch-error')).toBeNull();
  });

  /** Renders a player's game and presses the full-screen button once it can be pressed. */
  async function pressFullscreen() {
    renderPlayer({ user: player() });
    await frame();
    const toggle = screen.getByTestId('game-fullscreen') as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    return { toggle, stage: screen.getByTestId('game-stage') };
  }

  it('puts the frame’s wrapper in full screen and leaves it with the exit button', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    const exitFullscreen = vi.fn(() => Promise.resolve());
    let fullscreenElement: Element | null = null;
    define(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen });
    define(document, 'fullscreenElement', { get: () => fullscreenElement });
    define(document, 'exitFullscreen', { value: exitFullscreen });

    const { toggle, stage } = await pressFullscreen();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(stage);
    fullscreenElement = stage;
    await waitFor(() => expect(stage.dataset.fullscreen).toBe('true'));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('game-fullscreen-exit'));
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    fullscreenElement = null;
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(stage.dataset.fullscreen).toBe('false');
    expect(screen.queryByTestId('game-fullscreen-exit')).toBeNull();
  });

  it('covers the screen where the Fullscreen API is missing, and Escape leaves', async () => {
    // As on iPhone Safari: no element full screen at all.
    expect('requestFullscreen' in HTMLElement.prototype).toBe(false);
    const { stage } = await pressFullscreen();
    await waitFor(() => expect(stage.dataset.fullscreen).toBe('true'));
    expect(stage.className).toContain('fixed');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(stage.dataset.fullscreen).toBe('false');
    expect(stage.className).not.toContain('fixed');
  });
});
