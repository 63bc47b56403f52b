// @vitest-environment happy-dom
import type { ChatMessage, ChatMessagesResponse } from '@casino/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import { makeChatGroup } from '../../../../lib/testing/chat';
import { realtime } from '../../../../lib/testing/fake-realtime';
import { renderWithResources } from '../../../../lib/testing/render-with-resources';
import en from '../../../../locales/en';
import { ChatConversation } from '../chat-conversation';
import { MessageList } from '../message-list';

// The page's real-time connection, replaced by a switchboard the test drives.
vi.mock('../../../../lib/realtime', () => import('../../../../lib/testing/fake-realtime'));

const PLAYER = { id: 7, name: 'Ada Player' };
const AGENT = { id: 2, name: 'Sam Agent' };
const GROUP = makeChatGroup(11, { name: 'player-7', title: 'Ada Player' });

function message(id: number, user = PLAYER, text = `message ${id}`): ChatMessage {
  return {
    id,
    group_name: GROUP.name,
    message: text,
    user,
    created_at: `2026-01-01T10:0${id}:00.000Z`,
  };
}

function withTexts(ui: ReactNode) {
  return <I18nextProvider i18n={createI18n('en', en)}>{ui}</I18nextProvider>;
}

type SendHandler = (form: FormData) => unknown;

/** The conversation in a data router whose chat resource routes answer as the API would. */
function renderConversation(history: ChatMessage[], onSend: SendHandler) {
  return renderWithResources(
    [
      {
        path: '/',
        Component: () => (
          <ChatConversation
            groupName={GROUP.name}
            currentUserId={PLAYER.id}
            realtime={{ appKey: 'key', wsPort: 6001 }}
            emptyText="No messages yet."
          />
        ),
      },
      {
        path: '/chat/messages',
        loader: (): ChatMessagesResponse => ({ group: GROUP, messages: history }),
      },
      {
        path: '/chat/send',
        action: async ({ request }) => onSend(await request.formData()),
      },
    ],
    '/',
  );
}

const shownIds = () =>
  screen.queryAllByTestId('chat-message').map((item) => item.textContent ?? '');

/** Emits NewMessage on the conversation's channel, as the Pusher server would. */
async function emitNewMessage(item: ChatMessage) {
  const listener = realtime.listeners.get(`private-groups.${GROUP.name}:NewMessage`);
  expect(listener).toEqual(expect.any(Function));
  await act(async () => listener!({ message: item }));
}

beforeEach(() => {
  realtime.listeners.clear();
});

afterEach(() => {
  cleanup();
});

describe('MessageList (spec §2: own messages align right)', () => {
  it('puts own messages on the right and the others, with their author, on the left', () => {
    render(
      withTexts(
        <MessageList
          messages={[message(1, PLAYER, 'Hi, my deposit is late'), message(2, AGENT, 'Checking')]}
          currentUserId={PLAYER.id}
          emptyText="No messages yet."
        />,
      ),
    );
    const [own, other] = screen.getAllByTestId('chat-message');
    expect(own).toHaveProperty('dataset.own', 'true');
    expect(own!.className).toContain('items-end');
    expect(own!.textContent).not.toContain('Ada Player');
    expect(other).toHaveProperty('dataset.own', 'false');
    expect(other!.className).toContain('items-start');
    expect(other!.textContent).toContain('Sam Agent');
    expect(other!.textContent).toContain('Checking');
  });

  it('keeps text as text, line breaks included', () => {
    render(
      withTexts(
        <MessageList
          messages={[message(1, AGENT, '<b>bold?</b>\nsecond line')]}
          currentUserId={PLAYER.id}
          emptyText="No messages yet."
        />,
      ),
    );
    const item = screen.getByTestId('chat-message');
    expect(item.querySelector('b')).toBeNull();
    const bubble = item.querySelector('p')!;
    expect(bubble.textContent).toBe('<b>bold?</b>\nsecond line');
    expect(bubble.className).toContain('whitespace-pre-wrap');
  });

  it('shows the empty state without messages', () => {
    render(
      withTexts(
        <MessageList messages={[]} currentUserId={PLAYER.id} emptyText="No messages yet." />,
      ),
    );
    expect(screen.getByTestId('chat-messages').textContent).toBe('No messages yet.');
    expect(screen.queryByTestId('chat-message')).toBeNull();
  });
});

describe('ChatConversation', () => {
  it('sends with Enter, clears the input, and shows each message once', async () => {
    const sent: Array<Record<string, string>> = [];
    renderConversation([message(1), message(2, AGENT)], (form) => {
      sent.push({
        message: String(form.get('message')),
        group_name: String(form.get('group_name')),
      });
      return { message: message(3, PLAYER, 'Thanks!'), group: GROUP };
    });
    await waitFor(() => expect(shownIds()).toHaveLength(2));

    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    expect(input.name).toBe('message');
    expect(input.placeholder).toBe('Type here your message...');
    fireEvent.change(input, { target: { value: 'Thanks!' } });
    // Shift+Enter is a line break, not a send.
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');

    await waitFor(() => expect(shownIds()).toHaveLength(3));
    expect(sent).toEqual([{ message: 'Thanks!', group_name: GROUP.name }]);
    const last = screen.getAllByTestId('chat-message').at(-1)!;
    expect(last.textContent).toContain('Thanks!');
    expect(last).toHaveProperty('dataset.own', 'true');

    // The real-time echo of the same message adds nothing; a new reply is appended.
    await emitNewMessage(message(3, PLAYER, 'Thanks!'));
    expect(shownIds()).toHaveLength(3);
    await emitNewMessage(message(2, AGENT));
    expect(shownIds()).toHaveLength(3);
    await emitNewMessage(message(4, AGENT, 'You are welcome'));
    expect(shownIds()).toHaveLength(4);
    expect(screen.getAllByTestId('chat-message').at(-1)!.textContent).toContain('You are welcome');
  });
});
