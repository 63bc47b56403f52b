import type { ChatMessage } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { getSendError, isOwnMessage, mergeMessages, readNewMessage } from './chat-data';

function message(id: number, userId = 7, text = `message ${id}`): ChatMessage {
  return {
    id,
    group_name: 'player-7',
    message: text,
    user: { id: userId, name: userId === 7 ? 'Ada Player' : 'Sam Agent' },
    created_at: `2026-01-01T10:00:0${id % 10}.000Z`,
  };
}

describe('mergeMessages', () => {
  it('appends new messages in id order and skips the ones already shown', () => {
    const history = [message(1), message(2)];
    expect(mergeMessages(history, [message(3)]).map((item) => item.id)).toEqual([1, 2, 3]);
    // The send answer and the real-time echo are the same message.
    const once = mergeMessages(history, [message(3)]);
    expect(mergeMessages(once, [message(3)]).map((item) => item.id)).toEqual([1, 2, 3]);
    // A message that arrived live while the history was loading sorts into place.
    expect(mergeMessages([message(4)], [message(2), message(3)]).map((item) => item.id)).toEqual([
      2, 3, 4,
    ]);
  });

  it('returns the same array when nothing is new (no re-render)', () => {
    const history = [message(1), message(2)];
    expect(mergeMessages(history, [])).toBe(history);
    expect(mergeMessages(history, [message(2)])).toBe(history);
  });
});

describe('isOwnMessage', () => {
  it('compares user ids, not names (names are not unique)', () => {
    expect(isOwnMessage(message(1, 7), 7)).toBe(true);
    expect(isOwnMessage(message(2, 2), 7)).toBe(false);
    const namesake = { ...message(3, 9), user: { id: 9, name: 'Ada Player' } };
    expect(isOwnMessage(namesake, 7)).toBe(false);
  });
});

describe('readNewMessage', () => {
  it('accepts the NewMessage payload and refuses anything else', () => {
    expect(readNewMessage({ message: message(5) })).toEqual(message(5));
    expect(readNewMessage(null)).toBeNull();
    expect(readNewMessage({ message: { id: '5' } })).toBeNull();
    expect(readNewMessage({ message: { ...message(5), user: null } })).toBeNull();
  });
});

describe('getSendError', () => {
  it('prefers the message field’s own error over the general text', () => {
    expect(
      getSendError({
        ok: false,
        message: 'The given data was invalid.',
        fieldErrors: { message: ['Max 1000 characters.'] },
      }),
    ).toBe('Max 1000 characters.');
    expect(getSendError({ ok: false, message: 'Too many requests.', fieldErrors: {} })).toBe(
      'Too many requests.',
    );
  });
});
