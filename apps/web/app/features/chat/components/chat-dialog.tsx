import type { ChatGroup, ChatSendResponse, User } from '@casino/contracts';
import { clsx } from 'clsx';
import { ChevronUp, Headset, Minus, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { CHAT_ROUTES, SUPPORT_GROUP_NAME } from '../../../lib/chat-routes';
import { isFormFailure } from '../../../lib/forms';
import type { RealtimeConfig } from '../../../lib/realtime';
import type { OpenGroupResult } from '../chat-data';
import { ChatConversation } from './chat-conversation';

export type ChatDialogProps = {
  user: User;
  appName: string;
  realtime: RealtimeConfig | null;
  status: 'open' | 'minimised';
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
};

const ICON_BUTTON =
  'relative z-10 grid size-9 shrink-0 place-items-center rounded-lg text-mist-400 transition-colors hover:bg-white/5 hover:text-white';

/**
 * spec §2 Support chat: a dialog titled "Support - {app name}" with minimise and close icons,
 * the player's conversation and the input. It stays beside the page (not modal), so the
 * player can keep browsing; below 768 px it is a full-width bottom sheet (spec §9), above it
 * at most 500 px wide in the corner. Opening asks for the player's conversation (opened if
 * none); closing only hides the dialog, the history stays on the server. Loaded on demand
 * (decision 008).
 */
export default function ChatDialog({
  user,
  appName,
  realtime,
  status,
  onMinimise,
  onRestore,
  onClose,
}: ChatDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  const opener = useFetcher<OpenGroupResult>();
  const { submit } = opener;
  const openConversation = useCallback(
    () =>
      void submit(null, {
        method: 'post',
        action: CHAT_ROUTES.open,
        defaultShouldRevalidate: false,
      }),
    [submit],
  );
  useEffect(() => {
    openConversation();
  }, [openConversation]);

  // A message sent after an agent closed the conversation lands in a new one: follow it.
  const [movedTo, setMovedTo] = useState<ChatGroup | null>(null);
  const opened = opener.data && !isFormFailure(opener.data) ? opener.data.group : null;
  const group = movedTo ?? opened;
  const onSent = (answer: ChatSendResponse) => {
    if (group && answer.group.name !== group.name) setMovedTo(answer.group);
  };

  const isMinimised = status === 'minimised';
  const wasMinimised = useRef(isMinimised);
  useEffect(() => {
    // Restored from the bar: back to writing.
    if (wasMinimised.current && !isMinimised) {
      dialogRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    }
    wasMinimised.current = isMinimised;
  }, [isMinimised]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || isMinimised) return;
    event.stopPropagation();
    onMinimise();
  };

  const title = t('chat.title', { name: appName });
  const renderBody = () => {
    if (group) {
      return (
        <ChatConversation
          key={group.name}
          groupName={group.name}
          // spec §2: players write to "support"; the API puts it in their own conversation.
          sendTo={SUPPORT_GROUP_NAME}
          currentUserId={user.id}
          realtime={realtime}
          emptyText={t('chat.empty')}
          autoFocus
          onSent={onSent}
        />
      );
    }
    if (isFormFailure(opener.data) && opener.state === 'idle') {
      return (
        <div role="alert" className="space-y-3 px-4 py-8 text-center text-sm text-rose-200">
          <p>{opener.data.message}</p>
          <button
            type="button"
            onClick={openConversation}
            className="rounded-lg px-3 py-1.5 font-semibold text-white ring-1 ring-white/15 hover:bg-white/5"
          >
            {t('chat.retry')}
          </button>
        </div>
      );
    }
    return (
      <p aria-busy className="grid min-h-48 place-items-center text-sm text-mist-500">
        {t('chat.loading')}
      </p>
    );
  };

  return (
    <section
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-dialog"
      data-state={status}
      onKeyDown={onKeyDown}
      className={clsx(
        'fixed z-50 flex flex-col overflow-hidden bg-ink-900 shadow-2xl ring-1 shadow-black/60 ring-white/10 data-[state=open]:animate-pop-in',
        'md:right-6 md:bottom-6 md:left-auto md:w-[calc(100vw-3rem)] md:max-w-[500px] md:rounded-2xl',
        isMinimised
          ? 'inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] rounded-2xl'
          : 'inset-x-0 bottom-0 rounded-t-2xl',
      )}
    >
      <header
        className={clsx(
          'relative flex items-center gap-2 py-2 pr-2 pl-4',
          !isMinimised && 'border-b border-white/5',
        )}
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-400/15 text-brand-300">
          <Headset className="size-4" aria-hidden />
        </span>
        <h2
          id={titleId}
          data-testid="chat-title"
          className="min-w-0 flex-1 truncate text-sm font-semibold text-white"
        >
          {isMinimised ? (
            // The whole bar restores the dialog (the button's area covers the header).
            <button
              type="button"
              onClick={onRestore}
              aria-expanded={false}
              className="truncate text-left after:absolute after:inset-0 after:content-['']"
            >
              {title}
            </button>
          ) : (
            title
          )}
        </h2>
        <button
          type="button"
          data-testid="chat-minimise"
          aria-label={isMinimised ? t('chat.restore') : t('chat.minimise')}
          onClick={isMinimised ? onRestore : onMinimise}
          className={ICON_BUTTON}
        >
          {isMinimised ? (
            <ChevronUp className="size-5" aria-hidden />
          ) : (
            <Minus className="size-5" aria-hidden />
          )}
        </button>
        <button
          type="button"
          data-testid="chat-close"
          aria-label={t('chat.close')}
          onClick={onClose}
          className={ICON_BUTTON}
        >
          <X className="size-5" aria-hidden />
        </button>
      </header>
      {/* Minimised, the conversation stays mounted (history, subscription, a half-typed
          message) and only hides. */}
      <div
        hidden={isMinimised}
        className={clsx('min-h-0 flex-col', isMinimised ? 'hidden' : 'flex')}
      >
        {renderBody()}
      </div>
    </section>
  );
}
