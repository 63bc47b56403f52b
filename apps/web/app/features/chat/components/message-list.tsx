import type { ChatMessage } from '@casino/contracts';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { isOwnMessage } from '../chat-data';

type MessageListProps = {
  messages: ChatMessage[];
  /** Whose messages sit on the right (spec §2 "own messages align right"). */
  currentUserId: number;
  isLoading?: boolean;
  /** Shown when the conversation has no message yet. */
  emptyText: string;
  className?: string;
};

/** Within this many pixels of the end, the list follows new messages. */
const STICK_DISTANCE_PX = 64;

function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}

/**
 * spec §2 message list: own messages on the right, the others on the left under their
 * author's name; plain text (React escapes it) with its line breaks kept. The container
 * scrolls (spec §9: at most 500 px high) and follows the newest message, unless the reader
 * has scrolled up to older ones; their own new message always brings them down.
 */
export function MessageList({
  messages,
  currentUserId,
  isLoading = false,
  emptyText,
  className,
}: MessageListProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const isAtEndRef = useRef(true);
  const last = messages.at(-1);
  const lastId = last?.id;
  const isLastOwn = last ? isOwnMessage(last, currentUserId) : false;

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || lastId === undefined) return;
    if (isAtEndRef.current || isLastOwn) {
      container.scrollTop = container.scrollHeight;
      isAtEndRef.current = true;
    }
  }, [lastId, isLastOwn]);

  const onScroll = () => {
    const container = containerRef.current;
    if (!container) return;
    const distance = container.scrollHeight - container.scrollTop - container.clientHeight;
    isAtEndRef.current = distance <= STICK_DISTANCE_PX;
  };

  return (
    <div
      ref={containerRef}
      data-testid="chat-messages"
      role="log"
      aria-label={t('chat.messages')}
      aria-busy={isLoading || undefined}
      onScroll={onScroll}
      className={clsx(
        'max-h-[min(500px,calc(100dvh-13rem))] min-h-48 overflow-y-auto overscroll-contain px-4 py-3',
        className,
      )}
    >
      {messages.length === 0 ? (
        <p className="grid min-h-40 place-items-center px-6 text-center text-sm text-mist-500">
          {isLoading ? t('chat.loading') : emptyText}
        </p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => {
            const isOwn = isOwnMessage(message, currentUserId);
            return (
              <li
                key={message.id}
                data-testid="chat-message"
                data-own={isOwn ? 'true' : 'false'}
                className={clsx('flex flex-col gap-1', isOwn ? 'items-end' : 'items-start')}
              >
                {isOwn ? (
                  <span className="sr-only">{t('chat.you')}</span>
                ) : (
                  <span className="px-1 text-xs font-semibold text-mist-300">
                    {message.user.name}
                  </span>
                )}
                <p
                  className={clsx(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
                    isOwn
                      ? 'rounded-br-md bg-brand-400/20 text-white ring-1 ring-brand-400/25'
                      : 'rounded-bl-md bg-ink-700 text-mist-100',
                  )}
                >
                  {message.message}
                </p>
                <time
                  dateTime={message.created_at}
                  title={formatDateTime(message.created_at)}
                  className="px-1 text-[0.7rem] text-mist-500"
                >
                  {formatTime(message.created_at, i18n.language)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
