import type { Bonus } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { StackedTableCard } from '../components/ui/stacked-table';
import { EmptyNote } from '../components/ui/empty-note';
import { SettingsPage } from '../features/account/components/settings-page';
import { listBonuses } from '../features/bonuses/api/bonuses';
import { depositMessageKey } from '../features/bonuses/bonus-rules';
import { BonusList } from '../features/bonuses/components/bonus-list';
import { listTransactions } from '../features/wallet/api/list-transactions';
import { Pagination } from '../features/wallet/components/pagination';
import { TransactionsTable } from '../features/wallet/components/transactions-table';
import { createAccountApi } from '../lib/api.server';
import { orEmpty } from '../lib/or-empty';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/settings.bonus';

const PER_PAGE = 20;

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page')) || 1)));
  const api = createAccountApi(args);
  const init = { signal: args.request.signal };
  // spec §8: a bonus list that cannot be read is silent (an empty list), never an error page.
  const [bonuses, transactions] = await Promise.all([
    orEmpty(
      listBonuses(api, init).then((answer) => answer.bonuses),
      [] as Bonus[],
      'bonuses',
    ),
    listTransactions(api, 'bonus', { page, per_page: PER_PAGE }, init),
  ]);
  return { bonuses, transactions };
}

/**
 * spec §2 /settings/bonus (account layout, auth guard): the player's bonuses (claim or decline
 * the available ones, the wagering progress of the running one, live) and every move of the
 * bonus balance; players with fewer than 4 deposits and no bonus see the message for their
 * deposit count (spec §6).
 */
export default function SettingsBonusPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const { bonuses, transactions } = loaderData;
  const message = user ? depositMessageKey(user.total_deposits, bonuses) : null;
  return (
    <SettingsPage section="bonus" lead={t('bonuses.lead')}>
      {message ? (
        <p
          className="rounded-2xl bg-brand-400/10 p-4 text-sm text-brand-100 ring-1 ring-brand-400/20"
          data-testid="bonus-deposit-message"
        >
          {t(message)}
        </p>
      ) : null}
      {bonuses.length > 0 ? (
        <BonusList bonuses={bonuses} currency={user?.currency ?? 'USD'} />
      ) : message ? null : (
        <EmptyNote>{t('bonuses.none')}</EmptyNote>
      )}
      <h2 className="mt-4 text-base font-semibold text-white">{t('bonuses.transactions')}</h2>
      <StackedTableCard breakpoint="xl">
        <TransactionsTable
          transactions={transactions.transactions}
          emptyText={t('wallet.transactions.empty.bonus')}
          testId="transactions-bonus"
        />
      </StackedTableCard>
      <Pagination
        page={transactions.page}
        perPage={transactions.per_page}
        total={transactions.total}
        getHref={(page) => `?page=${page}`}
      />
    </SettingsPage>
  );
}
