import { lazy, Suspense, useState } from 'react';
import type { DepositBannerSlot } from './deposit-tab';
import { useRootData } from '../../../lib/root-data';
import {
  registerWalletDialogLoader,
  useWalletDialog,
  type WalletDialogState,
} from '../../../lib/wallet-dialog';

const loadWalletDialog = () => import('./wallet-dialog');
registerWalletDialogLoader(loadWalletDialog);

// decision 008: the dialog (Radix Dialog, forms, QR) is in no page's initial JavaScript; it
// loads on the first open (or when a wallet button is pointed at) and stays mounted after.
const WalletDialog = lazy(loadWalletDialog);

/**
 * Mounts the wallet dialog for signed-in players once it has been asked for; `depositBanner`
 * is the bonuses feature's banner for the deposit step (root.tsx composes the two).
 */
export function WalletDialogHost({ depositBanner }: { depositBanner?: DepositBannerSlot } = {}) {
  const root = useRootData();
  const { state, close, selectTab } = useWalletDialog();
  // The last opened state stays while the dialog animates closed (no flash of another tab).
  const [shown, setShown] = useState<WalletDialogState>(null);
  if (state && state !== shown) setShown(state);
  const user = root?.user;
  if (!user || !shown) return null;
  return (
    <Suspense fallback={null}>
      <WalletDialog
        user={user}
        open={state !== null}
        tab={shown.tab}
        coin={shown.coin}
        onClose={close}
        onSelectTab={selectTab}
        depositBanner={depositBanner}
      />
    </Suspense>
  );
}
