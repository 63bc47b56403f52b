import type { AppAlertEvent } from '@casino/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useChatDialog } from '../../../lib/chat-dialog';
import { useGlobalNotice } from '../../../lib/global-notice';
import { useRootData } from '../../../lib/root-data';
import { useAppAlerts } from '../api/use-app-alerts';
import { Snackbar, type SnackbarState } from './snackbar';

function playBeep() {
  // Loaded already: the connection that delivered the alert came from the same module.
  void import('../../../lib/realtime').then(({ beep }) => beep());
}

/**
 * spec §4 real-time alerts: WALLET_BALANCE updates the balance (the root loader runs again, so
 * the header shows the new user), NEW_NOTIFICATION shows the snackbar, reloads the
 * notifications (badge, list) and beeps, NEW_CHAT_MESSAGE beeps; BONUS_UPDATE (issue 16) reads
 * the bonuses again, so the progress bars follow the wagering. Messages other features show
 * through the global notification (a bonus claimed) use the same snackbar.
 */
export function AppAlerts() {
  const { t } = useTranslation();
  const root = useRootData();
  const revalidator = useRevalidator();
  const chat = useChatDialog();
  const [snackbar, setSnackbar] = useState<SnackbarState>({ active: false, message: '' });
  const close = useCallback(() => setSnackbar((state) => ({ ...state, active: false })), []);

  useAppAlerts(
    root?.user?.id ?? null,
    root?.realtime ?? null,
    (event: AppAlertEvent) => {
      switch (event.type) {
        case 'WALLET_BALANCE':
          void revalidator.revalidate();
          break;
        case 'NEW_NOTIFICATION':
          setSnackbar({ active: true, message: event.text || t('alerts.newNotification') });
          void revalidator.revalidate();
          playBeep();
          break;
        case 'NEW_CHAT_MESSAGE':
          playBeep();
          break;
        case 'BONUS_UPDATE':
          void revalidator.revalidate();
          break;
      }
    },
    // A balance or notification that changed before the channel was (re)joined, such as
    // during a dropped connection, sent its alert to nobody: read the user again.
    () => void revalidator.revalidate(),
  );

  useGlobalNotice((message) => setSnackbar({ active: true, message }));

  return (
    <Snackbar
      state={snackbar}
      onClose={close}
      placement={chat.status === 'open' ? 'top' : 'bottom'}
    />
  );
}
