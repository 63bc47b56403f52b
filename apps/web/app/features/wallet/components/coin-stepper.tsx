import type { EntityWallet } from '@casino/contracts';
import { ArrowLeft } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { CoinGrid } from './coin-grid';

type CoinStepperProps = {
  wallets: EntityWallet[];
  /** The coin to start on step 2 with, when one was chosen before (a deposit button). */
  initialWallet?: EntityWallet | null;
  /** Step 1's question ("Choose the coin you want to deposit"). */
  label: string;
  /** Step 2's title for the chosen coin ("Deposit Bitcoin"). */
  title: (wallet: EntityWallet) => string;
  /** Names the test ids: `{testId}-coins` (step 1) and `{testId}-step` (step 2). */
  testId: string;
  /** Step 2's content; it starts afresh with each coin. */
  children: (wallet: EntityWallet) => ReactNode;
};

/**
 * spec §2 deposit and withdraw tabs: step 1 picks a coin from the grid, step 2 shows the
 * chosen coin under its title, with a back button to step 1.
 */
export function CoinStepper({
  wallets,
  initialWallet = null,
  label,
  title,
  testId,
  children,
}: CoinStepperProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(initialWallet);
  if (!selected) {
    return (
      <CoinGrid wallets={wallets} label={label} onSelect={setSelected} testId={`${testId}-coins`} />
    );
  }
  return (
    <div data-testid={`${testId}-step`} data-coin={selected.short_code} className="space-y-5">
      <div className="flex items-center gap-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setSelected(null)}
          data-testid="wallet-back"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('wallet.back')}
        </Button>
        <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold text-white">
          <CoinIcon wallet={selected} className="size-6" />
          <span className="truncate">{title(selected)}</span>
        </h3>
      </div>
      <Fragment key={selected.id}>{children(selected)}</Fragment>
    </div>
  );
}
