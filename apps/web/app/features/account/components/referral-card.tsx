import type { ReferralsResponse } from '@casino/contracts';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { SettingsCard } from './settings-page';

/** The player's referral link (GET /api/user/referrals) and how many joined through it. */
export function ReferralCard({ referrals }: { referrals: ReferralsResponse }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <SettingsCard title={t('settings.referral.title')} description={t('settings.referral.lead')}>
      <label htmlFor={inputId} className="block text-sm font-medium text-mist-200">
        {t('settings.referral.link')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={referrals.link}
          data-testid="referral-link"
          onFocus={(event) => event.currentTarget.select()}
          className="block h-10 w-full min-w-0 rounded-xl bg-ink-950/60 sm:flex-1 px-3.5 font-mono text-xs text-mist-100 ring-1 ring-white/10 focus:ring-2 focus:ring-brand-400/70 focus:outline-none"
        />
        <CopyButton
          text={referrals.link}
          label={t('settings.referral.copy')}
          copiedLabel={t('settings.referral.copied')}
        />
      </div>
      <p
        data-testid="referral-count"
        className="mt-4 flex items-center gap-2 text-sm text-mist-300"
      >
        <span className="grid size-7 place-items-center rounded-full bg-violet-500/15 text-violet-200">
          <Users className="size-3.5" aria-hidden />
        </span>
        {t('settings.referral.count', { count: referrals.count })}
      </p>
    </SettingsCard>
  );
}
