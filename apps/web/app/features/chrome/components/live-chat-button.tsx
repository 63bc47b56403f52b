import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChatDialog } from '../../../lib/chat-dialog';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * spec §2 shared chrome: "Live chat button (logged-in users only) opens a dialog chat". A
 * floating button in the corner, above the mobile bottom bar; pointing at it or focusing it
 * fetches the dialog's code before the click (decision 008). Having no link to fall back on,
 * it stays disabled until hydration. While the dialog is open or minimised to its bar, the
 * dialog itself is the way back.
 */
export function LiveChatButton() {
  const { t } = useTranslation();
  const { status, open, preload } = useChatDialog();
  const isHydrated = useHydrated();
  if (status !== 'closed') return null;
  return (
    <button
      type="button"
      data-testid="live-chat-button"
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      disabled={!isHydrated}
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 inline-flex h-12 items-center gap-2 rounded-full bg-gradient-to-r from-brand-400 to-brand-500 px-3.5 font-semibold text-ink-950 shadow-[0_10px_30px_-10px] shadow-brand-500/70 transition-colors hover:from-brand-300 hover:to-brand-400 md:right-6 md:bottom-6 md:px-5"
    >
      <MessageCircle className="size-5" aria-hidden />
      <span className="sr-only md:not-sr-only">{t('chat.liveChat')}</span>
    </button>
  );
}
