import type { AdminWithdrawal } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { formatDateTime } from '../../../lib/format';
import { formatBalance } from '../../../lib/money';
import { AdminCard, Fact } from './admin-page';

/** What the player asked for: how much, in which coin, to which address, and what became of it. */
export function WithdrawalSummary({
  withdrawal,
  locale,
}: {
  withdrawal: AdminWithdrawal;
  locale: Locale;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard title={t('withdrawals.summary')} testId="withdrawal-summary">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Fact label={t('withdrawals.fields.amount')}>
          <span className="text-lg font-semibold text-white tabular-nums">
            {formatBalance(withdrawal.amount, withdrawal.currency, locale)}
          </span>
        </Fact>
        <Fact label={t('withdrawals.fields.crypto')}>
          <span className="text-lg font-semibold text-white tabular-nums">
            {withdrawal.crypto_amount} {withdrawal.symbol}
          </span>
        </Fact>
        <div className="sm:col-span-2">
          <Fact label={t('withdrawals.fields.address')}>
            <span className="flex flex-wrap items-center gap-2">
              <code className="min-w-0 font-mono text-sm break-all text-mist-100">
                {withdrawal.wallet_address}
              </code>
              <CopyButton
                text={withdrawal.wallet_address}
                label={t('withdrawals.copyAddress')}
                copiedLabel={t('withdrawals.copied')}
                className="h-8 px-2.5 text-xs"
              />
            </span>
          </Fact>
        </div>
        <Fact label={t('withdrawals.fields.requested')}>
          {formatDateTime(withdrawal.created_at)}
        </Fact>
        {withdrawal.reviewed_at ? (
          <Fact label={t('withdrawals.fields.reviewed')}>
            {formatDateTime(withdrawal.reviewed_at)}
          </Fact>
        ) : null}
        {withdrawal.txid ? (
          <div className="sm:col-span-2">
            <Fact label={t('withdrawals.fields.txid')}>
              <code className="font-mono text-sm break-all">{withdrawal.txid}</code>
            </Fact>
          </div>
        ) : null}
        {withdrawal.reason ? (
          <div className="sm:col-span-2">
            <Fact label={t('withdrawals.fields.reason')}>{withdrawal.reason}</Fact>
          </div>
        ) : null}
      </dl>
    </AdminCard>
  );
}
