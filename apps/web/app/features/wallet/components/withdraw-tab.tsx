import type { EntityWallet, User } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { getWithdrawableCoins } from '../wallet-data';
import { CoinStepper } from './coin-stepper';
import { WithdrawForm } from './withdraw-form';

type WithdrawTabProps = {
  wallets: EntityWallet[];
  user: User;
  onDone: () => void;
  /** The player has two-factor authentication on (issue 18). */
  isTwoFactorOn?: boolean;
};

/** spec §2/§4 withdraw stepper: step 1 only coins with allow_withdrawals = 1, step 2 the form. */
export function WithdrawTab({ wallets, user, onDone, isTwoFactorOn = false }: WithdrawTabProps) {
  const { t } = useTranslation();
  const coins = getWithdrawableCoins(wallets);
  if (coins.length === 0) return <Alert tone="info">{t('wallet.coins.noWithdrawals')}</Alert>;
  return (
    <CoinStepper
      wallets={coins}
      label={t('wallet.coins.withdraw')}
      title={(wallet) => t('wallet.withdraw.title', { coin: wallet.name })}
      testId="withdraw"
    >
      {(wallet) => (
        <WithdrawForm
          wallet={wallet}
          user={user}
          onSuccess={onDone}
          isTwoFactorOn={isTwoFactorOn}
        />
      )}
    </CoinStepper>
  );
}
