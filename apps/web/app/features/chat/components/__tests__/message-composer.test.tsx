// @vitest-environment happy-dom
import type { ChatSendResponse } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeChatGroup } from '../../../../lib/testing/chat';
import { createRecordingAction, renderRoutes, settle } from '../../../../lib/testing/render-route';
import { MessageComposer } from '../message-composer';

const GROUP = makeChatGroup(7, { title: 'Ada Player' });

const ANSWER: ChatSendResponse = {
  message: {
    id: 3,
    group_name: GROUP.name,
    message: 'Thanks!',
    user: { id: 7, name: 'Ada Player' },
    created_at: '2026-01-01T10:03:00.000Z',
  },
  group: GROUP,
};

/**
 * The composer above a chat send route that records what reached it (each post's fields) and
 * answers with `answer`.
 */
async function renderComposer(answer: () => unknown = () => ANSWER, locale: 'en' | 'zh-CN' = 'en') {
  const onSent = vi.fn();
  const { action, posted } = createRecordingAction(answer);
  const view = renderRoutes(
    [
      {
        path: '/',
        Component: () => <MessageComposer groupName={GROUP.name} onSent={onSent} />,
      },
      { path: '/chat/send', Component: () => null, action },
    ],
    { locale },
  );
  // The schema loads after the first render (contract-form.ts); the player types once it has.
  await settle();
  const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
  const sendButton = screen.getByTestId('chat-send') as HTMLButtonElement;
  return { ...view, input, sendButton, onSent, posted };
}

describe('MessageComposer: the ChatSendRequest contract checks the text in the browser', () => {
  // The schema loads on demand; loading it once here keeps each test's timing its own.
  beforeAll(async () => {
    await Promise.all([
      import('../../../../lib/contract-validation'),
      import('@casino/contracts/chat'),
    ]);
  });
  afterEach(cleanup);

  it('sends the text and the group with Enter, empties the field, and hands the answer over', async () => {
    const { user, input, onSent, posted } = await renderComposer();
    expect(input.name).toBe('message');
    expect(input.placeholder).toBe('Type here your message...');
    await user.type(input, 'Thanks!');
    // Shift+Enter is a line break, not a send.
    await user.type(input, '{Shift>}{Enter}{/Shift}');
    expect(posted).toEqual([]);
    expect(input.value).toBe('Thanks!\n');
    await user.type(input, 'Bye{Enter}');
    expect(input.value).toBe('');

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent).toHaveBeenCalledWith(ANSWER);
    expect(posted).toEqual([{ message: 'Thanks!\nBye', group_name: 'player-7' }]);
  });

  it('sends with the button too, and ignores an empty message', async () => {
    const { user, input, sendButton, posted } = await renderComposer();
    await user.type(input, '   {Enter}');
    expect(sendButton.disabled).toBe(true);
    expect(posted).toEqual([]);

    await user.clear(input);
    await user.type(input, 'Hello');
    await user.click(sendButton);
    await waitFor(() => expect(posted).toEqual([{ message: 'Hello', group_name: 'player-7' }]));
    expect(input.value).toBe('');
  });

  it('keeps a text over 1000 characters with the server’s reason, and sends it once shortened', async () => {
    const { user, input, posted } = await renderComposer();
    await user.click(input);
    await user.paste('x'.repeat(1001));
    await user.keyboard('{Enter}');

    const error = await screen.findByTestId('chat-error');
    expect(error.textContent).toBe('Max 1000 characters');
    expect(input.value).toBe('x'.repeat(1001));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(posted).toEqual([]);

    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.queryByTestId('chat-error')).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(posted).toEqual([{ message: 'x'.repeat(1000), group_name: 'player-7' }]),
    );
  });

  it('shows the server’s error under the input and gives the text back', async () => {
    const { user, input, onSent } = await renderComposer(() =>
      data(
        {
          ok: false,
          message: 'The given data was invalid.',
          fieldErrors: { message: ['The message may not be longer than 1000 characters.'] },
        },
        { status: 422 },
      ),
    );
    await user.type(input, 'Hello{Enter}');

    const error = await screen.findByTestId('chat-error');
    expect(error.textContent).toBe('The message may not be longer than 1000 characters.');
    expect(input.value).toBe('Hello');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows a refusal without a field error in the server’s words (spec §8: too fast)', async () => {
    const { user, input } = await renderComposer(() =>
      data(
        {
          ok: false,
          message: 'Too many requests. Please try again in 3 seconds.',
          fieldErrors: {},
        },
        { status: 429 },
      ),
    );
    await user.type(input, 'Hello{Enter}');
    expect((await screen.findByTestId('chat-error')).textContent).toBe(
      'Too many requests. Please try again in 3 seconds.',
    );
    expect(input.value).toBe('Hello');
  });

  it('words the browser’s check in the page language (Chinese)', async () => {
    const { user, input, posted } = await renderComposer(() => ANSWER, 'zh-CN');
    expect(input.placeholder).toBe('请在此输入您的消息...');
    await user.click(input);
    await user.paste('好'.repeat(1001));
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('chat-error')).textContent).toBe('最多 1000 个字符');
    expect(posted).toEqual([]);
  });
});
