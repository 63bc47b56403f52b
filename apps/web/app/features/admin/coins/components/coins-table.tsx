import type { AdminCoins } from '@casino/contracts';
import { Pencil, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';

export type AdminCoin = AdminCoins['coins'][number];

/**
 * The coins: withdrawals on or off, the confirmations a deposit waits for, and the key deposit
 * addresses derive from; a public demo key is marked where it shows, in red.
 */
export function CoinsTable({
  coins,
  editId,
}: {
  coins: readonly AdminCoin[];
  editId: number | null;
}) {
  const { t } = useTranslation('admin');
  const columns = [
    { label: t('coins.columns.coin') },
    { label: t('coins.columns.withdrawals') },
    { label: t('coins.columns.confirmations'), align: 'right' as const },
    { label: t('coins.columns.key') },
    { label: t('coins.edit'), srOnly: true },
  ];
  return (
    <AdminTable testId="coins-table" columns={columns} minWidthClass="min-w-[52rem]">
      {coins.map((coin) => (
        <tr
          key={coin.id}
          data-code={coin.short_code}
          aria-current={coin.id === editId ? 'true' : undefined}
          className={coin.is_demo_key ? 'bg-rose-500/[0.04]' : 'hover:bg-white/[0.02]'}
        >
          <td className={CELL_CLASS}>
            <p className="font-medium text-white">
              {coin.name} <span className="text-mist-400">{coin.short_code}</span>
            </p>
            <p className="text-xs text-mist-400">{coin.network}</p>
          </td>
          <td className={CELL_CLASS}>
            <Badge tone={coin.allow_withdrawals ? 'success' : 'neutral'}>
              {coin.allow_withdrawals ? t('coins.withdrawalsOn') : t('coins.withdrawalsOff')}
            </Badge>
          </td>
          <td className={`${CELL_CLASS} text-right tabular-nums`}>{coin.confirmations}</td>
          <td className={`${CELL_CLASS} max-w-md`}>
            {coin.extended_public_key ? (
              <p
                className="truncate font-mono text-xs text-mist-300"
                title={coin.extended_public_key}
              >
                {coin.extended_public_key}
              </p>
            ) : (
              <Badge tone="warning">{t('coins.noKey')}</Badge>
            )}
            {coin.is_demo_key ? (
              <p
                className="mt-1.5 flex items-start gap-1.5 text-xs font-semibold text-rose-200"
                data-testid="demo-key-warning"
              >
                <TriangleAlert className="mt-px size-3.5 shrink-0 text-rose-300" aria-hidden />
                {t('coins.demoKey')}
              </p>
            ) : null}
          </td>
          <td className={`${CELL_CLASS} text-right`}>
            <Link
              to={`?edit=${coin.id}`}
              preventScrollReset
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200"
            >
              <Pencil className="size-3.5" aria-hidden />
              {t('coins.edit')}
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
