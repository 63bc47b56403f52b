import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createDialogLoader } from './dialog-loader';

/**
 * spec §3 "Chat state: status toggle" / §4 "Toggles: chat dialog": closed, open, or minimised
 * to a small bar. Closing only hides the dialog: the conversation stays on the server.
 */
export type ChatDialogStatus = 'closed' | 'open' | 'minimised';

type ChatDialogContextValue = {
  status: ChatDialogStatus;
  open: () => void;
  minimise: () => void;
  close: () => void;
  /** Fetches the dialog's code ahead of the click (pointing at or focusing the chat button). */
  preload: () => void;
};

const dialogLoader = createDialogLoader();

/** The dialog module registers how to fetch itself; shared code never imports a feature. */
export const registerChatDialogLoader = dialogLoader.register;

const ChatDialogContext = createContext<ChatDialogContextValue | null>(null);

/**
 * Holds the support chat dialog's state for the whole app, so it stays open (or minimised)
 * while the player moves between pages.
 */
export function ChatDialogProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<ChatDialogStatus>('closed');
  const open = useCallback(() => setStatus('open'), []);
  const minimise = useCallback(() => setStatus('minimised'), []);
  const close = useCallback(() => setStatus('closed'), []);
  const value = useMemo(
    () => ({ status, open, minimise, close, preload: dialogLoader.preload }),
    [status, open, minimise, close],
  );
  return <ChatDialogContext.Provider value={value}>{children}</ChatDialogContext.Provider>;
}

/** Outside the provider (the error page) there is no chat: every action does nothing. */
const FALLBACK: ChatDialogContextValue = {
  status: 'closed',
  open: () => undefined,
  minimise: () => undefined,
  close: () => undefined,
  preload: () => undefined,
};

export function useChatDialog(): ChatDialogContextValue {
  return useContext(ChatDialogContext) ?? FALLBACK;
}
