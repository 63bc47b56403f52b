import type { BootData } from '../launch-page';
import { translate, type MessageKey } from '../messages';
import type { PlayedRound, SessionInfo } from '../play';
import { ApiError, createApi, type Api } from './api';
import { button, h } from './dom';

/**
 * The frame every game page shares: the top bar (back to the casino, the game's name, the
 * balance, the demo label, help), the message line, and the help dialog.
 */

export interface GameContext {
  boot: BootData;
  api: Api;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** `1,234.50 EUR` */
  money(minor: number): string;
  /** `1,234.50` */
  amount(minor: number): string;
  balance(): number;
  setBalance(minor: number): void;
  showMessage(text: string, kind?: 'error' | 'info'): void;
  clearMessage(): void;
  /** Shows what went wrong; takes the balance the server reported with the error. */
  fail(error: unknown): void;
  setHelp(title: string, content: Node[]): void;
  /** The game's own area. */
  stage: HTMLElement;
  /** The first call: who plays, with what balance (authenticates in real mode). */
  openSession(): Promise<void>;
  /** Calls `listener` with every session opened (the first, and any reopened later). */
  onSession(listener: (session: SessionInfo) => void): void;
}

const DEMO_SESSION_KEY = 'demo-studio:demo-session';

function storedDemoSession(): string | undefined {
  try {
    return localStorage.getItem(DEMO_SESSION_KEY) ?? undefined;
  } catch {
    // Storage is often blocked in third-party frames: the session then lasts the page.
    return undefined;
  }
}

function storeDemoSession(id: string): void {
  try {
    localStorage.setItem(DEMO_SESSION_KEY, id);
  } catch {
    // See storedDemoSession.
  }
}

export function mountShell(root: HTMLElement, boot: BootData): GameContext {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(boot.lang, key, params);
  const api = createApi(boot, t('NETWORK'));
  const numberFormat = new Intl.NumberFormat(boot.lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  let currency = boot.currency;
  let balance = 0;
  const amount = (minor: number) => numberFormat.format(minor / 100);
  const money = (minor: number) => `${amount(minor)} ${currency}`;

  const balanceValue = h('strong', { testid: 'studio-balance', text: '…' });
  const message = h('p', { class: 'message', testid: 'studio-message', attrs: { role: 'alert' } });
  message.hidden = true;
  const helpBody = h('div', { class: 'help-body' });
  const helpTitle = h('h2', { text: t('help') });
  const dialog = h(
    'dialog',
    { class: 'help', testid: 'studio-help' },
    h(
      'div',
      { class: 'help-head' },
      helpTitle,
      button('×', () => dialog.close(), { class: 'icon', attrs: { 'aria-label': t('close') } }),
    ),
    helpBody,
  );
  const stage = h('section', { class: 'stage' });
  const sessionListeners: ((session: SessionInfo) => void)[] = [];

  const topbar = h(
    'header',
    { class: 'topbar' },
    boot.lobbyUrl
      ? h('a', {
          class: 'lobby',
          text: `‹ ${t('lobby')}`,
          attrs: { href: boot.lobbyUrl, target: '_top' },
        })
      : null,
    h(
      'div',
      { class: 'title' },
      h('span', { text: boot.name }),
      boot.mode === 'demo'
        ? h('small', { class: 'demo-badge', testid: 'studio-demo-label', text: t('demo') })
        : h('small', { text: 'Demo Studio' }),
    ),
    h('div', { class: 'balance' }, h('span', { text: t('balance') }), balanceValue),
    button('?', () => dialog.showModal(), {
      class: 'icon help-button',
      attrs: { 'aria-label': t('help') },
    }),
  );
  root.replaceChildren(topbar, message, stage, dialog);

  const context: GameContext = {
    boot,
    api,
    t,
    money,
    amount,
    balance: () => balance,
    setBalance(minor) {
      balance = minor;
      balanceValue.textContent = money(minor);
      balanceValue.dataset.balance = String(minor);
    },
    showMessage(text, kind = 'error') {
      message.textContent = text;
      message.dataset.kind = kind;
      message.hidden = false;
    },
    clearMessage() {
      message.hidden = true;
      message.textContent = '';
    },
    fail(error) {
      if (error instanceof ApiError) {
        if (error.balance !== undefined) context.setBalance(error.balance);
        context.showMessage(error.message);
        // The studio restarted and forgot the play money: start a fresh demo session.
        if (error.code === 'DEMO_SESSION_EXPIRED') {
          storeDemoSession('');
          void context.openSession().catch(() => undefined);
        }
      } else {
        context.showMessage(t('NETWORK'));
      }
    },
    setHelp(title, content) {
      helpTitle.textContent = title;
      helpBody.replaceChildren(...content);
    },
    stage,
    async openSession() {
      if (boot.mode === 'demo') {
        const stored = storedDemoSession();
        api.setDemoSession(stored || undefined);
      }
      const session = await api.post<SessionInfo>('/api/session');
      if (session.demo_session) {
        api.setDemoSession(session.demo_session);
        storeDemoSession(session.demo_session);
      }
      currency = session.currency;
      context.setBalance(session.balance);
      for (const listener of sessionListeners) listener(session);
    },
    onSession(listener) {
      sessionListeners.push(listener);
    },
  };

  return context;
}

/**
 * One round as every game plays it: `send` asks the server, the stake leaves the balance shown at
 * once (unless the casino's free round paid it), `show` plays the outcome out, then the balance the server answered is shown (and a round
 * still pending at the casino said so). Errors go to `context.fail`; `setBusy` holds the
 * controls for the whole round.
 */
export async function playRound<T>(
  context: GameContext,
  setBusy: (busy: boolean) => void,
  send: () => Promise<PlayedRound<T>>,
  show: (round: PlayedRound<T>) => Promise<void> | void,
): Promise<void> {
  context.clearMessage();
  setBusy(true);
  const before = context.balance();
  try {
    const round = await send();
    context.setBalance(round.is_free ? before : before - round.stake);
    await show(round);
    context.setBalance(round.balance);
    if (round.pending) context.showMessage(context.t('ROUND_PENDING'), 'info');
  } catch (error) {
    context.fail(error);
  } finally {
    setBusy(false);
  }
}
