import type { TwoFactorStatusResponse } from '@casino/contracts';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { SettingsCard } from './settings-page';

type TwoFactorStatusCardProps = { status: TwoFactorStatusResponse; children?: ReactNode };

/** Whether two-factor authentication is on, since when and how many recovery codes are left. */
export function TwoFactorStatusCard({ status, children }: TwoFactorStatusCardProps) {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title={t('twoFactor.security.title')}
      aside={
        <Badge tone={status.enabled ? 'success' : 'neutral'} testId="two-factor-status">
          {status.enabled ? (
            <ShieldCheck className="size-3.5" aria-hidden />
          ) : (
            <ShieldAlert className="size-3.5" aria-hidden />
          )}
          {status.enabled ? t('twoFactor.security.on') : t('twoFactor.security.off')}
        </Badge>
      }
    >
      <p className="text-sm text-mist-300">
        {status.enabled
          ? t('twoFactor.security.onText', { date: formatDateTime(status.enabled_at) })
          : t('twoFactor.security.offText')}
      </p>
      {status.enabled ? (
        <p data-testid="recovery-codes-left" className="mt-2 text-sm font-medium text-mist-200">
          {t('twoFactor.security.codesLeft', { count: status.recovery_codes_left })}
        </p>
      ) : null}
      {children ? <div className="mt-5">{children}</div> : null}
    </SettingsCard>
  );
}
