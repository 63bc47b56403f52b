// @vitest-environment happy-dom
import type { ChatMessage } from '@casino/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import { makeChatGroup } from '../../../../lib/testing/chat';
import { makeUser } from '../../../../lib/testing/users';
import en from '../../../../locales/en';
import es from '../../../../locales/es';
import ChatDialog from '../chat-dialog';

vi.mock('../../../../lib/realtime', () => ({
  subscribeChannel: async () => () => undefined,
}));

const PLAYER = makeUser({
  name: 'Ada Player',
  email: 'ada@example.com',
  currency: 'EUR',
  balance: 0,
  w_balance: 0,
  email_verified_at: null,
});

const GROUP = makeChatGroup(11, { name: 'player-7', title: 'Ada Player' });

const HELLO: ChatMessage = {
  id: 1,
  group_name: 'player-7',
  message: 'Hello, how can we help?',
  user: { id: 2, name: 'Sam Agent' },
  created_at: '2026-01-01T10:01:00.000Z',
};

function renderDialog({ locale = 'en' as 'en' | 'es', onClose = () => undefined } = {}) {
  const calls: string[] = [];
  function Host() {
    const [status, setStatus] = useState<'open' | 'minimised'>('open');
    return (
      <ChatDialog
        user={PLAYER}
        appName="Lucky Star"
        realtime={null}
        status={status}
        onMinimise={() => setStatus('minimised')}
        onRestore={() => setStatus('open')}
        onClose={onClose}
      />
    );
  }
  const Stub = createRoutesStub([
    { path: '/', Component: Host },
    {
      path: '/chat/open',
      action: () => {
        calls.push('open');
        return { group: GROUP };
      },
    },
    {
      path: '/chat/messages',
      loader: ({ request }) => {
        calls.push(`messages ${new URL(request.url).search}`);
        return { group: GROUP, messages: [HELLO] };
      },
    },
  ]);
  render(
    <I18nextProvider i18n={createI18n(locale, locale === 'es' ? es : en)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
});

describe('ChatDialog (spec §2 Support chat)', () => {
  it('is titled "Support - {app name}" and opens the player’s conversation first', async () => {
    const calls = renderDialog();
    expect(screen.getByTestId('chat-title').textContent).toBe('Support - Lucky Star');
    const dialog = screen.getByTestId('chat-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByTestId('chat-title').id);

    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    expect(calls).toEqual(['open', 'messages ?group_name=player-7']);
    expect(screen.getByTestId('chat-message').getAttribute('data-own')).toBe('false');
    expect(screen.getByTestId('chat-message').textContent).toContain('Sam Agent');
  });

  it('minimises to a bar that restores on click, and closes', async () => {
    const onClose = vi.fn();
    renderDialog({ onClose });
    await screen.findByTestId('chat-input');

    fireEvent.click(screen.getByTestId('chat-minimise'));
    expect(screen.getByTestId('chat-dialog').getAttribute('data-state')).toBe('minimised');
    // The whole body under the title bar hides, messages and input together.
    expect(screen.getByTestId('chat-messages').closest('[hidden]')?.parentElement).toBe(
      screen.getByTestId('chat-dialog'),
    );
    expect(screen.getByTestId('chat-title').textContent).toBe('Support - Lucky Star');

    fireEvent.click(screen.getByTestId('chat-title').querySelector('button')!);
    expect(screen.getByTestId('chat-dialog').getAttribute('data-state')).toBe('open');
    expect(screen.getByTestId('chat-messages').closest('[hidden]')).toBeNull();

    fireEvent.click(screen.getByTestId('chat-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks the page language', async () => {
    renderDialog({ locale: 'es' });
    expect(screen.getByTestId('chat-title').textContent).toBe('Soporte - Lucky Star');
    const input = (await screen.findByTestId('chat-input')) as HTMLTextAreaElement;
    expect(input.placeholder).toBe(es.common.chat.placeholder);
  });
});
