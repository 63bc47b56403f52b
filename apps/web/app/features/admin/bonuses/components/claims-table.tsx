import type { BonusClaim } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { StackedDateTime } from '../../../../components/ui/stacked-table';
import { formatDateTime } from '../../../../lib/format';
import { formatBalance } from '../../../../lib/money';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { CLAIM_STATUS_TONES, getWageringPercent } from '../offer-status';

type ClaimsTableProps = {
  claims: readonly BonusClaim[];
  /** The offer's currency: every amount of its claims is in it. */
  currency: string;
  locale: Locale;
  /** The role may open players' pages (`players.view`): then each player is a link. */
  canViewPlayers: boolean;
};

/** Who claimed or declined an offer: the player, the state, the money and the wagering. */
export function ClaimsTable({ claims, currency, locale, canViewPlayers }: ClaimsTableProps) {
  const { t } = useTranslation('admin');
  if (claims.length === 0) {
    return <EmptyNote testId="claims-empty">{t('bonuses.claimsPage.empty')}</EmptyNote>;
  }
  const money = (minor: number) => formatBalance(minor, currency, locale);
  const columns = [
    { label: t('bonuses.claimsPage.columns.player') },
    { label: t('bonuses.claimsPage.columns.status') },
    { label: t('bonuses.claimsPage.columns.amount'), align: 'right' as const },
    { label: t('bonuses.claimsPage.columns.wagering') },
    { label: t('bonuses.claimsPage.columns.claimed') },
    { label: t('bonuses.claimsPage.columns.expires') },
  ];
  return (
    <AdminTable testId="claims-table" columns={columns} minWidthClass="min-w-[60rem]">
      {claims.map((claim) => {
        const percent = getWageringPercent(claim);
        return (
          <tr key={claim.id} data-claim={claim.id} className="hover:bg-white/[0.02]">
            <td className={CELL_CLASS}>
              {canViewPlayers ? (
                <Link
                  to={`/admin/players/${claim.player.id}`}
                  className="font-medium text-violet-300 hover:text-violet-200"
                >
                  {claim.player.name}
                </Link>
              ) : (
                <p className="font-medium text-white">{claim.player.name}</p>
              )}
              <p className="text-xs text-mist-400">
                {t('bonuses.claimsPage.playerLine', {
                  email: claim.player.email,
                  id: claim.player.id,
                })}
              </p>
            </td>
            <td className={CELL_CLASS}>
              <Badge tone={CLAIM_STATUS_TONES[claim.status]} testId="claim-status">
                {claim.status === 'finished' && claim.ended_as
                  ? t(`bonuses.claimsPage.endedAs.${claim.ended_as}`)
                  : t(`bonuses.claimsPage.status.${claim.status}`)}
              </Badge>
              {claim.declined_at ? (
                <p className="mt-1 text-xs text-mist-400">
                  {t('bonuses.claimsPage.declinedAt', { time: formatDateTime(claim.declined_at) })}
                </p>
              ) : null}
              {claim.finished_at ? (
                <p className="mt-1 text-xs text-mist-400">
                  {t('bonuses.claimsPage.finishedAt', { time: formatDateTime(claim.finished_at) })}
                </p>
              ) : null}
            </td>
            <td
              className={`${CELL_CLASS} text-right font-semibold whitespace-nowrap text-white tabular-nums`}
              data-testid="claim-amount"
            >
              {money(claim.amount)}
            </td>
            <td className={CELL_CLASS} data-testid="claim-wagering">
              <p className="whitespace-nowrap tabular-nums">
                {t('bonuses.claimsPage.wagered', {
                  bet: money(claim.bet_amount),
                  total: money(claim.bet_total),
                })}
              </p>
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={t('bonuses.claimsPage.progress', { percent })}
                className="mt-1.5 h-1.5 w-40 overflow-hidden rounded-full bg-white/10"
              >
                <div
                  className="h-full rounded-full bg-brand-400"
                  style={{ width: `${percent}%` }}
                />
              </div>
            </td>
            <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
              {claim.claimed_at ? (
                <StackedDateTime iso={claim.claimed_at} />
              ) : (
                <span className="text-mist-500">{t('bonuses.claimsPage.notClaimed')}</span>
              )}
            </td>
            <td className={`${CELL_CLASS} whitespace-nowrap text-mist-300`}>
              <StackedDateTime iso={claim.expires_at} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
