import type { ChatGroup, ChatSendResponse } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useConversation } from '../api/use-conversation';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

export type ChatConversationProps = {
  /** The conversation shown: its history, and NewMessage on private-groups.{name}. */
  groupName: string;
  /** Where messages go (`group_name`); defaults to the shown conversation. */
  sendTo?: string;
  currentUserId: number;
  realtime: RealtimeConfig | null;
  emptyText: string;
  autoFocus?: boolean;
  /** Drawn above the list, with the group once the history names it. */
  renderHeader?: (group: ChatGroup | null) => ReactNode;
  /** After the server stored a message (the answer names the group it went to). */
  onSent?: (answer: ChatSendResponse) => void;
};

/**
 * One conversation: the message list and the input under it. The player's dialog and the
 * agents' console both show conversations through this component.
 */
export function ChatConversation({
  groupName,
  sendTo = groupName,
  currentUserId,
  realtime,
  emptyText,
  autoFocus,
  renderHeader,
  onSent,
}: ChatConversationProps) {
  const { t } = useTranslation();
  const conversation = useConversation(groupName, realtime);
  const { append } = conversation;
  const handleSent = (answer: ChatSendResponse) => {
    // A message that went to another conversation (a new one, after this was closed) is shown
    // by whoever switches to that one.
    if (answer.group.name === groupName || answer.message.group_name === groupName) {
      append([answer.message]);
    }
    onSent?.(answer);
  };
  return (
    <>
      {renderHeader?.(conversation.group)}
      {conversation.error ? (
        <div role="alert" className="space-y-3 px-4 py-6 text-center text-sm text-rose-200">
          <p>{conversation.error}</p>
          <button
            type="button"
            onClick={conversation.reload}
            className="rounded-lg px-3 py-1.5 font-semibold text-white ring-1 ring-white/15 hover:bg-white/5"
          >
            {t('chat.retry')}
          </button>
        </div>
      ) : (
        <MessageList
          messages={conversation.messages}
          currentUserId={currentUserId}
          isLoading={conversation.isLoading}
          emptyText={emptyText}
        />
      )}
      <MessageComposer groupName={sendTo} onSent={handleSent} autoFocus={autoFocus} />
    </>
  );
}
