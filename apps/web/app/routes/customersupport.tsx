import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../components/ui/document-title';
import { ChatConversation } from '../features/chat/components/chat-conversation';
import { GROUP_PARAM } from '../features/support/chat-groups-data';
import { useRootData } from '../lib/root-data';

/**
 * spec §2 /customersupport: the agent's chat (the support layout guards it and lists the
 * groups). The conversation chosen there (`?group=NAME`) shows here with its messages, live,
 * and the reply input; with none chosen, a prompt to pick one.
 */
export default function CustomerSupportPage() {
  const { t } = useTranslation();
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const groupName = searchParams.get(GROUP_PARAM);
  const agent = root?.user;

  if (!groupName || !agent) {
    return (
      <>
        <DocumentTitle title={t('support.chat')} />
        <div
          data-testid="chat-empty"
          className="grid min-h-80 place-items-center rounded-2xl border border-dashed border-white/10 p-8 text-center"
        >
          <div className="space-y-3">
            <MessagesSquare className="mx-auto size-10 text-mist-500" aria-hidden />
            <h1 className="text-lg font-semibold text-white">{t('support.chat')}</h1>
            <p className="max-w-sm text-sm text-mist-400">{t('support.pickConversation')}</p>
          </div>
        </div>
      </>
    );
  }

  return (
    <section
      data-testid="chat-conversation"
      data-group={groupName}
      aria-labelledby="chat-conversation-title"
      className="mx-auto flex w-full max-w-3xl flex-col overflow-hidden rounded-2xl bg-ink-900 ring-1 ring-white/10"
    >
      <DocumentTitle title={t('support.chat')} />
      <ChatConversation
        // A new conversation starts afresh: its own history, channel and input.
        key={groupName}
        groupName={groupName}
        currentUserId={agent.id}
        realtime={root.realtime}
        emptyText={t('support.noMessages')}
        autoFocus
        renderHeader={(group) => (
          <header className="border-b border-white/5 px-4 py-3">
            <h1 id="chat-conversation-title" className="truncate font-semibold text-white">
              {group?.title ?? groupName}
            </h1>
            <p className="truncate text-xs text-mist-500">{group?.name ?? groupName}</p>
          </header>
        )}
      />
    </section>
  );
}
