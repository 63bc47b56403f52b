import type { Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { getButtonClass } from '../../../../components/ui/button';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { getFieldError, type FormFailure } from '../../../../lib/forms';
import { formatBalance } from '../../../../lib/money';
import { AdminCard } from '../../components/admin-page';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import type { LedgerEntry } from '../api/get-player-ledger';
import { getPlayerHref, type LedgerFilter, type LedgerFilters } from '../player-query';
import { getStatusTone, usePlayerLabels } from './player-labels';

const ACCOUNTS = ['all', 'cash', 'bonus'] as const;

type LedgerFiltersFormProps = {
  playerId: number;
  filters: LedgerFilters;
  /** The API's refusal of the filters (a date it cannot read), said above and under them. */
  failure?: FormFailure;
};

/**
 * The ledger's filters as a GET form: the address carries them, so the filtered ledger renders
 * on the server, can be sent to a colleague, and its pages keep them.
 */
export function LedgerFiltersForm({ playerId, filters, failure }: LedgerFiltersFormProps) {
  const { t } = useTranslation('admin');
  const field = (name: LedgerFilter) => ({
    name,
    defaultValue: filters[name] ?? '',
    error: getFieldError(failure, name),
  });
  return (
    <AdminCard title={t('players.ledger.filters')} testId="ledger-filters">
      {/* Remounted when the address changes, so the fields show the filters in force. */}
      <Form method="get" key={JSON.stringify(filters)} className="space-y-4">
        <FormAlert result={failure} testId="ledger-alert" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
          <SelectField
            label={t('players.ledger.account')}
            {...field('account')}
            defaultValue={filters.account ?? 'all'}
            options={ACCOUNTS.map((account) => ({
              value: account,
              label: t(`players.ledger.accounts.${account}`),
            }))}
          />
          <TextField
            label={t('players.ledger.type')}
            placeholder={t('players.ledger.typeHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('type')}
          />
          <TextField label={t('players.ledger.from')} type="date" {...field('from')} />
          <TextField label={t('players.ledger.to')} type="date" {...field('to')} />
        </div>
        <div className="flex gap-2">
          <SubmitButton size="md">{t('players.ledger.apply')}</SubmitButton>
          <Link to={getPlayerHref(playerId)} className={getButtonClass('ghost', 'md')}>
            {t('players.ledger.clear')}
          </Link>
        </div>
      </Form>
    </AdminCard>
  );
}

/** The player's ledger movements, signed (+ into their account, − out of it), newest first. */
export function LedgerTable({
  entries,
  locale,
}: {
  entries: readonly LedgerEntry[];
  locale: Locale;
}) {
  const { t } = useTranslation('admin');
  const labels = usePlayerLabels();
  if (entries.length === 0) {
    return <EmptyNote testId="ledger-empty">{t('players.ledger.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('players.ledger.columns.when') },
    { label: t('players.ledger.columns.type') },
    { label: t('players.ledger.columns.account') },
    { label: t('players.ledger.columns.amount'), align: 'right' as const },
    { label: t('players.ledger.columns.status') },
    { label: t('players.ledger.columns.reference') },
  ];
  return (
    <AdminTable testId="ledger-table" columns={columns} minWidthClass="min-w-[44rem]">
      {entries.map((entry) => (
        <tr key={entry.id} data-entry={entry.id} className="hover:bg-white/[0.02]">
          <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
            <StackedDateTime iso={entry.created_at} />
          </td>
          <td className={CELL_CLASS}>
            <span className="font-medium text-white">{labels.movement(entry.type)}</span>
            <p className="font-mono text-xs text-mist-500">{entry.type}</p>
          </td>
          <td className={CELL_CLASS}>{t(`players.ledger.accounts.${entry.account}`)}</td>
          <td
            className={clsx(
              CELL_CLASS,
              'text-right font-semibold whitespace-nowrap tabular-nums',
              entry.amount < 0 ? 'text-rose-200' : 'text-brand-200',
            )}
          >
            {entry.amount > 0 ? '+' : ''}
            {formatBalance(entry.amount, entry.currency, locale)}
          </td>
          <td className={CELL_CLASS}>
            <Badge tone={getStatusTone(entry.status)}>{labels.status(entry.status)}</Badge>
          </td>
          <td className={`${CELL_CLASS} max-w-64 truncate font-mono text-xs text-mist-400`}>
            <span title={entry.reference ?? undefined}>{entry.reference ?? '—'}</span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
