import { lazy, Suspense } from 'react';
import { registerChatDialogLoader, useChatDialog } from '../../../lib/chat-dialog';
import { useRootData } from '../../../lib/root-data';

const loadChatDialog = () => import('./chat-dialog');
registerChatDialogLoader(loadChatDialog);

// decision 008: the dialog, its conversation code and pusher-js are in no page's initial
// JavaScript; they load on the first click of the live chat button (or when it is pointed at).
const ChatDialog = lazy(loadChatDialog);

/**
 * Mounts the support chat dialog once the player asks for it (spec §2: logged-in users only;
 * support agents answer from their console instead). Closed, it renders nothing.
 */
export function ChatDialogHost() {
  const root = useRootData();
  const { status, open, minimise, close } = useChatDialog();
  const user = root?.user;
  if (!user || user.customer_support_user === 1 || status === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog
        user={user}
        appName={root.appName}
        realtime={root.realtime}
        status={status}
        onMinimise={minimise}
        onRestore={open}
        onClose={close}
      />
    </Suspense>
  );
}
