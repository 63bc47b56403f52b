import { clsx } from 'clsx';
import { Bell, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec §3 global state "notifications {active, message}". */
export type SnackbarState = { active: boolean; message: string };

const HIDE_AFTER_MS = 8_000;

/**
 * spec §4: the notification alert; it hides itself after a while or when dismissed. At the
 * bottom, except at the top while the support chat is open there (it would cover the reply).
 */
export function Snackbar({
  state,
  onClose,
  placement = 'bottom',
}: {
  state: SnackbarState;
  onClose: () => void;
  placement?: 'top' | 'bottom';
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!state.active) return;
    const timer = window.setTimeout(onClose, HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [state, onClose]);
  if (!state.active) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="notification-snackbar"
      data-placement={placement}
      className={clsx(
        'fixed inset-x-3 z-[60] mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink-800 px-4 py-3 text-sm text-mist-100 shadow-2xl ring-1 ring-brand-400/30',
        placement === 'top' ? 'top-20' : 'bottom-20 md:bottom-6',
      )}
    >
      <Bell className="size-4 shrink-0 text-brand-300" aria-hidden />
      <Link to="/settings/notifications" className="flex-1 hover:text-white" onClick={onClose}>
        {state.message}
      </Link>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('alerts.dismiss')}
        className="grid size-7 place-items-center rounded-lg text-mist-400 hover:bg-white/5 hover:text-white"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
