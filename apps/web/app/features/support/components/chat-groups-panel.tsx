import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** spec §2 support layout: the chat groups list; the chat feature fills it. */
export function ChatGroupsPanel() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="chat-groups-title" className="flex h-full flex-col">
      <h2
        id="chat-groups-title"
        className="flex items-center gap-2 px-4 py-4 text-xs font-semibold tracking-widest text-mist-500 uppercase"
      >
        <MessagesSquare className="size-4" aria-hidden />
        {t('support.chatGroups')}
      </h2>
      <ul aria-hidden className="space-y-1 px-2">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex animate-pulse items-center gap-3 rounded-xl px-2 py-2.5">
            <span className="size-9 shrink-0 rounded-full bg-white/[0.06]" />
            <span className="h-3 flex-1 rounded-full bg-white/[0.06]" />
          </li>
        ))}
      </ul>
      <p className="px-4 py-4 text-sm text-mist-500">{t('support.noGroups')}</p>
    </section>
  );
}
