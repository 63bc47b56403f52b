import type { EntityWallet, User } from '@casino/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getWithdrawableCoins } from '../wallet-data';
import { CoinGrid } from './coin-grid';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { WithdrawForm } from './withdraw-form';

type WithdrawTabProps = { wallets: EntityWallet[]; user: User; onDone: () => void };

/** spec §2/§4 withdraw stepper: step 1 only coins with allow_withdrawals = 1, step 2 the form. */
export function WithdrawTab({ wallets, user, onDone }: WithdrawTabProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<EntityWallet | null>(null);
  const coins = getWithdrawableCoins(wallets);
  if (!selected) {
    if (coins.length === 0) {
      return <Alert tone="info">{t('wallet.coins.noWithdrawals')}</Alert>;
    }
    return (
      <CoinGrid
        wallets={coins}
        label={t('wallet.coins.withdraw')}
        onSelect={setSelected}
        testId="withdraw-coins"
      />
    );
  }
  return (
    <div data-testid="withdraw-step" data-coin={selected.short_code} className="space-y-5">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={() => setSelected(null)}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('wallet.back')}
        </Button>
        <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold text-white">
          <CoinIcon wallet={selected} className="size-6" />
          <span className="truncate">{t('wallet.withdraw.title', { coin: selected.name })}</span>
        </h3>
      </div>
      <WithdrawForm key={selected.id} wallet={selected} user={user} onSuccess={onDone} />
    </div>
  );
}
