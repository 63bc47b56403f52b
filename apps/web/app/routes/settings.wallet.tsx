import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { toLocale } from '@casino/contracts/locales';
import { CoinIcon } from '../components/ui/coin-icon';
import { Button, getButtonClass } from '../components/ui/button';
import { SubmitButton } from '../components/ui/form-field';
import { FormAlert } from '../components/ui/form-alert';
import { SettingsCard, SettingsPage } from '../features/account/components/settings-page';
import { cancelWithdrawal } from '../features/wallet/api/cancel-withdrawal';
import { listEntityWallets } from '../features/wallet/api/list-entity-wallets';
import { listTransactions } from '../features/wallet/api/list-transactions';
import { TransactionsTable } from '../features/wallet/components/transactions-table';
import { createIdempotencyKey, IDEMPOTENCY_FIELD, readIdempotencyKey } from '../lib/idempotency';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { formatBalance } from '../lib/money';
import { useRootData } from '../lib/root-data';
import { getWalletHref, useWalletDialog } from '../lib/wallet-dialog';
import type { Route } from './+types/settings.wallet';

/** The pending lists are short by nature; one page of this size holds them. */
const PENDING_PAGE = { page: 1, per_page: 50 };

/** The two pending lists, newest first (spec §4); a pending withdrawal can be cancelled. */
const PENDING_LISTS = [
  { key: 'pendingDeposits', testId: 'pending-deposits', canCancel: false },
  { key: 'pendingWithdrawals', testId: 'pending-withdrawals', canCancel: true },
] as const;

export async function loader(args: Route.LoaderArgs) {
  const api = createAccountApi(args);
  const init = { signal: args.request.signal };
  const [coins, pendingDeposits, pendingWithdrawals] = await Promise.all([
    listEntityWallets(api, init),
    listTransactions(api, 'pendingDeposits', PENDING_PAGE, init),
    listTransactions(api, 'pendingWithdrawals', PENDING_PAGE, init),
  ]);
  return {
    wallets: coins.wallets,
    pendingDeposits: pendingDeposits.transactions,
    pendingWithdrawals: pendingWithdrawals.transactions,
  };
}

/** POST /api/wallet/withdrawal/cancel for the chosen pending withdrawal (spec §4). */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const uuid = readFormText(formData, 'uuid');
  const key = readIdempotencyKey(formData);
  try {
    const response = await cancelWithdrawal(createAccountApi(args), { uuid }, key);
    const success: FormSuccess = { ok: true, message: response.message };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}

/** One pending withdrawal's "Cancel Withdrawal" form, with its own idempotency key. */
function CancelWithdrawalForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [key] = useState(createIdempotencyKey);
  const isPending = navigation.state !== 'idle' && navigation.formData?.get('uuid') === uuid;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="uuid" value={uuid} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
      <SubmitButton
        variant="outline"
        size="sm"
        pending={isPending}
        className="w-full sm:w-auto"
        data-testid="cancel-withdrawal"
      >
        {t('wallet.page.cancel')}
      </SubmitButton>
    </Form>
  );
}

/**
 * spec §2 /settings/wallet: balances (balance, withdrawable, bonus), the coins with a deposit
 * button each (opening the wallet dialog on that coin), and the pending deposits and pending
 * withdrawals, newest first (spec §4), each withdrawal with "Cancel Withdrawal".
 */
export default function SettingsWalletPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const user = useRootData()?.user;
  const location = useLocation();
  const wallet = useWalletDialog();
  const balances = user
    ? [
        { key: 'balance', label: t('wallet.page.balance'), amount: user.balance },
        { key: 'withdrawable', label: t('wallet.page.withdrawable'), amount: user.w_balance },
        { key: 'bonus', label: t('wallet.page.bonus'), amount: user.w_bonus_balance },
      ]
    : [];
  return (
    <SettingsPage section="wallet" lead={t('wallet.page.lead')}>
      <FormAlert result={actionData} />
      <SettingsCard
        title={t('wallet.page.balances')}
        aside={
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => wallet.open('deposits')}
              onPointerEnter={wallet.preload}
            >
              <ArrowDownToLine className="size-4" aria-hidden />
              {t('wallet.page.deposit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => wallet.open('withdraw')}
              onPointerEnter={wallet.preload}
              data-testid="settings-withdraw"
            >
              <ArrowUpFromLine className="size-4" aria-hidden />
              {t('wallet.page.withdraw')}
            </Button>
          </div>
        }
      >
        <dl data-testid="wallet-balances" className="grid gap-3 sm:grid-cols-3">
          {balances.map((balance) => (
            <div
              key={balance.key}
              data-balance={balance.key}
              className="rounded-xl bg-ink-950/50 px-4 py-3 ring-1 ring-white/5"
            >
              <dt className="text-xs text-mist-400">{balance.label}</dt>
              <dd className="mt-1 text-xl font-bold text-white tabular-nums">
                {formatBalance(balance.amount, user?.currency ?? 'USD', locale)}
              </dd>
            </div>
          ))}
        </dl>
      </SettingsCard>

      <SettingsCard title={t('wallet.page.coins')} description={t('wallet.page.coinsLead')}>
        {loaderData.wallets.length === 0 ? (
          <p className="text-sm text-mist-400">{t('wallet.coins.empty')}</p>
        ) : (
          <ul data-testid="wallet-coins" className="grid gap-2 sm:grid-cols-2 2xl:grid-cols-3">
            {loaderData.wallets.map((coin) => (
              <li
                key={coin.id}
                data-coin={coin.short_code}
                className="flex items-center gap-3 rounded-xl bg-ink-950/50 px-3 py-2.5 ring-1 ring-white/5"
              >
                <CoinIcon wallet={coin} className="size-8" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-white">{coin.name}</span>
                  <span className="block text-xs text-mist-500">
                    {coin.short_code} · {coin.network}
                  </span>
                </span>
                {coin.deposits_enabled === 1 ? (
                  <a
                    href={getWalletHref(location, 'deposits', coin.short_code)}
                    aria-label={t('wallet.page.depositCoin', { coin: coin.name })}
                    data-testid="coin-deposit"
                    onClick={(event) => {
                      event.preventDefault();
                      wallet.open('deposits', coin.short_code);
                    }}
                    onPointerEnter={wallet.preload}
                    className={getButtonClass('secondary', 'sm')}
                  >
                    {t('wallet.page.deposit')}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </SettingsCard>

      {PENDING_LISTS.map((list) => (
        <SettingsCard key={list.key} title={t(`wallet.page.${list.key}`)}>
          <TransactionsTable
            transactions={loaderData[list.key]}
            emptyText={t(`wallet.page.${list.key}Empty`)}
            testId={list.testId}
            renderAction={
              list.canCancel
                ? (transaction) =>
                    transaction.status === 'pending' ? (
                      <CancelWithdrawalForm uuid={transaction.uuid} />
                    ) : null
                : undefined
            }
          />
        </SettingsCard>
      ))}
    </SettingsPage>
  );
}
