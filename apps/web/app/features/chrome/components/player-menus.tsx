import type { User } from '@casino/contracts';
import { AccountMenu } from './account-menu';
import { WalletMenu } from './wallet-menu';

/** spec §2 header, signed in: the wallet menu (balance, wallet button) and the account menu. */
export function PlayerMenus({
  user,
  unreadNotifications,
}: {
  user: User;
  unreadNotifications: number;
}) {
  return (
    <>
      <WalletMenu user={user} />
      <AccountMenu user={user} unreadNotifications={unreadNotifications} />
    </>
  );
}
