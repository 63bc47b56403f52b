import type { EntityWallet } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/ui/coin-icon';

type CoinGridProps = {
  wallets: EntityWallet[];
  label: string;
  onSelect: (wallet: EntityWallet) => void;
  testId: string;
};

/** Stepper step 1 (spec §2): a grid of coins, 4 per row on small screens, 3 from sm up. */
export function CoinGrid({ wallets, label, onSelect, testId }: CoinGridProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="mb-3 text-sm font-medium text-mist-300">{label}</h3>
      <ul data-testid={testId} className="grid grid-cols-4 gap-2 sm:grid-cols-3 sm:gap-3">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              data-coin={wallet.short_code}
              onClick={() => onSelect(wallet)}
              className="flex h-full w-full flex-col items-center gap-2 rounded-xl bg-ink-800 px-1 py-3 text-center ring-1 ring-white/5 transition-colors hover:bg-ink-750 hover:ring-brand-400/40 sm:px-2 sm:py-4"
            >
              <CoinIcon wallet={wallet} className="size-9 sm:size-11" />
              <span className="w-full text-[0.7rem] leading-tight font-medium break-words text-white sm:text-sm">
                {wallet.name}
              </span>
              <span className="text-[0.65rem] text-mist-500 sm:text-xs">
                {wallet.short_code}
                <span className="sr-only">
                  {' '}
                  {t('wallet.coins.network', { network: wallet.network })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
