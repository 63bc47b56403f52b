import type { AuditEntry, CashbackTerms } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format';
import { getAuditHref } from '../../audit-query';
import { AdminCard, Fact } from '../../components/admin-page';

type CashbackTermsCardProps = {
  terms: CashbackTerms;
  /** The newest change in the audit trail, or null; undefined when the role cannot read it. */
  lastChange?: AuditEntry | null;
};

/** The terms the next weekly run pays by, and who changed them last (for audit readers). */
export function CashbackTermsCard({ terms, lastChange }: CashbackTermsCardProps) {
  const { t } = useTranslation('admin');
  const percent = (value: number) => t('cashback.percent', { value });
  return (
    <AdminCard title={t('cashback.terms.title')} testId="cashback-terms">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Fact label={t('cashback.terms.base')}>{percent(terms.base_percent)}</Fact>
        <Fact label={t('cashback.terms.max')}>{percent(terms.max_percent)}</Fact>
        <Fact label={t('cashback.terms.paidAs')}>{t(`cashback.paidAs.${terms.paid_as}`)}</Fact>
        <Fact label={t('cashback.terms.wagering')}>
          {t('cashback.terms.wageringValue', { count: terms.wagering_multiple })}
        </Fact>
        <Fact label={t('cashback.terms.days')}>
          {t('cashback.terms.daysValue', { count: terms.bonus_days })}
        </Fact>
      </dl>
      {lastChange === undefined ? null : (
        <p className="mt-4 text-sm text-mist-300" data-testid="cashback-last-change">
          <span className="text-mist-500">{t('cashback.terms.lastChange')}: </span>
          {lastChange ? <LastChange entry={lastChange} /> : t('cashback.terms.never')}{' '}
          <Link
            to={`/admin/audit${getAuditHref({ action: 'cashback.terms' })}`}
            className="text-violet-200 underline decoration-white/15 underline-offset-4 hover:text-white"
          >
            {t('cashback.terms.audit')}
          </Link>
        </p>
      )}
    </AdminCard>
  );
}

function LastChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const when = formatDateTime(entry.created_at);
  return entry.staff
    ? t('cashback.terms.changedBy', { when, name: entry.staff.name })
    : t('cashback.terms.changedByOperator', { when });
}
