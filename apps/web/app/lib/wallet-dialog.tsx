import type { CoinCode } from '@casino/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { createDialogLoader } from './dialog-loader';

/** spec §2 Wallet dialog tabs, tracked by name (spec §3 `wallet_tab_selected`). */
export const WALLET_TABS = ['deposits', 'withdraw', 'onramper', 'tips'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];
/** spec §2: deposits is the tab the dialog opens on. */
export const DEFAULT_WALLET_TAB: WalletTab = 'deposits';

/** The resource route with the accepted coins, and the fetcher key that shares its answer. */
export const WALLET_COINS_PATH = '/wallet/coins';
export const WALLET_COINS_FETCHER = 'wallet-coins';

/** The search parameters that carry the open dialog, so it survives reloads and is linkable. */
export const WALLET_PARAM = 'wallet';
export const WALLET_COIN_PARAM = 'coin';

/** spec §3 `wallet_dialog` (open or not) and `wallet_tab_selected`, plus a preselected coin. */
export type WalletDialogState = { tab: WalletTab; coin: CoinCode | null } | null;

function isWalletTab(value: string): value is WalletTab {
  return (WALLET_TABS as readonly string[]).includes(value);
}

/**
 * The shape of a coin's short code. The list itself (COIN_CODES) stays out of the shell: its
 * module builds zod schemas. A code no coin has simply preselects nothing.
 */
function isCoinCode(value: string): value is CoinCode {
  return /^[A-Z]{2,6}$/.test(value);
}

/** The dialog a URL asks for: `?wallet=withdraw`; an unknown tab name opens the default tab. */
export function readWalletState(search: string): WalletDialogState {
  const params = new URLSearchParams(search);
  const tab = params.get(WALLET_PARAM);
  if (tab === null) return null;
  const coin = params.get(WALLET_COIN_PARAM)?.toUpperCase() ?? '';
  return {
    tab: isWalletTab(tab) ? tab : DEFAULT_WALLET_TAB,
    coin: isCoinCode(coin) ? coin : null,
  };
}

/** `search` with the dialog's parameters set to `state` (removed when closed). */
export function writeWalletState(search: string, state: WalletDialogState): string {
  const params = new URLSearchParams(search);
  params.delete(WALLET_PARAM);
  params.delete(WALLET_COIN_PARAM);
  if (state) {
    params.set(WALLET_PARAM, state.tab);
    if (state.coin) params.set(WALLET_COIN_PARAM, state.coin);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A link that opens the dialog without JavaScript too (the page reloads with the parameter). */
export function getWalletHref(
  location: { pathname: string; search: string },
  tab: WalletTab = DEFAULT_WALLET_TAB,
  coin: CoinCode | null = null,
): string {
  return `${location.pathname}${writeWalletState(location.search, { tab, coin })}`;
}

type WalletDialogContextValue = {
  state: WalletDialogState;
  open: (tab?: WalletTab, coin?: CoinCode | null) => void;
  close: () => void;
  selectTab: (tab: WalletTab) => void;
  /** Fetches the dialog's code ahead of the click (pointing at or focusing a wallet button). */
  preload: () => void;
};

const dialogLoader = createDialogLoader();

/** The dialog module registers how to fetch itself; shared code never imports a feature. */
export const registerWalletDialogLoader = dialogLoader.register;

const WalletDialogContext = createContext<WalletDialogContextValue | null>(null);

/**
 * Holds the open wallet dialog and its tab for the whole app. The URL mirrors it through
 * history.replaceState rather than a router navigation: a changed search would re-run every
 * loader of the page for a dialog that needs none of them. Router links to `?wallet=...` still
 * open it (the location is watched), and a reload restores it.
 */
export function WalletDialogProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<WalletDialogState>(null);

  // After hydration (the server renders the dialog closed) and on every router navigation.
  useEffect(() => {
    const requested = readWalletState(location.search);
    if (requested) setState(requested);
  }, [location.search, location.key]);

  useEffect(() => {
    const search = writeWalletState(window.location.search, state);
    if (search === window.location.search) return;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    // The router's own entry state (its key and index) stays as it is.
    window.history.replaceState(window.history.state, '', url);
  }, [state]);

  const open = useCallback((tab: WalletTab = DEFAULT_WALLET_TAB, coin: CoinCode | null = null) => {
    setState({ tab, coin });
  }, []);
  const close = useCallback(() => setState(null), []);
  const selectTab = useCallback((tab: WalletTab) => setState({ tab, coin: null }), []);
  const value = useMemo(
    () => ({ state, open, close, selectTab, preload: dialogLoader.preload }),
    [state, open, close, selectTab],
  );
  return <WalletDialogContext.Provider value={value}>{children}</WalletDialogContext.Provider>;
}

/** Outside the provider (the error page) opening falls back to a page load with the parameter. */
const FALLBACK: WalletDialogContextValue = {
  state: null,
  open: (tab = DEFAULT_WALLET_TAB, coin = null) => {
    window.location.assign(getWalletHref(window.location, tab, coin));
  },
  close: () => undefined,
  selectTab: () => undefined,
  preload: () => undefined,
};

export function useWalletDialog(): WalletDialogContextValue {
  return useContext(WalletDialogContext) ?? FALLBACK;
}
